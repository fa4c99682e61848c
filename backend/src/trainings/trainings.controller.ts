/**
 * Enrolment routes of ARCHITECTURE.md 12.2: the teacher's (throttled like every public POST by the
 * global guard) and the office's per programme.
 */
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { trainings, TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import type { Language } from '@diet/contracts/languages';
import { ENROLMENTS_EXPORT_FILE } from '@diet/contracts/training-messages';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { ReaderLanguage } from '../common/error-language';
import { PageResult, WithMessage } from '../common/page-result';
import { Allow, RawResponse } from '../common/route-metadata';
import { ThrottledRead } from '../common/route-metadata';
import { TrainingCertificatesService, type CertificateView, type IssuedCertificate } from './training-certificates';
import { EnrolmentsQueryDto, OfficeEnrolmentDto } from './trainings.dto';
import { TrainingsService, type ConfirmAnswer, type EnrolmentView } from './trainings.service';

@Controller(`api/${trainings.path}`)
export class EnrolmentController {
  constructor(private readonly service: TrainingsService) {}

  @Post('enrolments/confirm')
  @HttpCode(200)
  confirm(@Body() body: { token?: unknown }): Promise<ConfirmAnswer> {
    return this.service.confirm(body?.token);
  }

  /** Self check-in in the room, with the code the office's screen shows (throttled like every public POST). */
  @Post('check-in')
  @HttpCode(200)
  async checkIn(@Body() body: Record<string, unknown>): Promise<WithMessage<{ status: 'present' }>> {
    return new WithMessage(await this.service.checkIn(body), TRAINING_MESSAGES.checkedIn);
  }

  @Post(':id/enrolments')
  @HttpCode(201)
  async enrol(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @ReaderLanguage() language: Language,
  ): Promise<WithMessage<{ id: string; status: 'pending' }>> {
    return new WithMessage(await this.service.enrol(id, body, language), TRAINING_MESSAGES.enrolled);
  }
}

@Controller(`api/admin/${trainings.path}/:id/enrolments`)
export class AdminEnrolmentsController {
  constructor(private readonly service: TrainingsService) {}

  @Get()
  @Allow('contentRead')
  list(@Param('id') id: string, @Query() query: EnrolmentsQueryDto): Promise<PageResult<EnrolmentView>> {
    return this.service.list(id, query);
  }

  @Get('export')
  @Allow('contentExport')
  @RawResponse()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', `attachment; filename="${ENROLMENTS_EXPORT_FILE}"`)
  @Header('Cache-Control', 'no-store')
  exportCsv(@Param('id') id: string): Promise<string> {
    return this.service.exportCsv(id);
  }

  /** Who takes a teacher's place is an editor's decision, like what visitors see. */
  @Patch(':enrolmentId')
  @Allow('contentPublish')
  async set(
    @Param('id') id: string,
    @Param('enrolmentId') enrolmentId: string,
    @Body() body: OfficeEnrolmentDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<EnrolmentView>> {
    return new WithMessage(
      await this.service.setByOffice(id, enrolmentId, body.status, admin, body.reason ?? null),
      TRAINING_MESSAGES.enrolmentUpdated,
    );
  }
}

/** The rotating self check-in code of a session, for the office's screen (ARCHITECTURE.md 12.2). */
@Controller(`api/admin/${trainings.path}/:id/sessions/:sessionId/check-in-code`)
export class CheckInCodeController {
  constructor(private readonly service: TrainingsService) {}

  @Post()
  @Allow('contentWrite')
  @Header('Cache-Control', 'no-store')
  code(@Param('id') id: string, @Param('sessionId') sessionId: string): Promise<{ code: string; expiresAt: Date }> {
    return this.service.newCheckInCode(id, sessionId);
  }
}

/** Attendance per session: the office's checklist (ARCHITECTURE.md 12.2). */
@Controller(`api/admin/${trainings.path}/:id/sessions/:sessionId/attendance`)
export class AttendanceController {
  constructor(private readonly service: TrainingsService) {}

  @Get()
  @Allow('contentRead')
  get(@Param('id') id: string, @Param('sessionId') sessionId: string): Promise<{ present: string[] }> {
    return this.service.attendance(id, sessionId);
  }

  @Put()
  @Allow('contentWrite')
  async set(
    @Param('id') id: string,
    @Param('sessionId') sessionId: string,
    @Body() body: { present?: unknown },
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<{ present: string[]; completed: string[] }>> {
    return new WithMessage(
      await this.service.setAttendance(id, sessionId, body?.present, admin),
      TRAINING_MESSAGES.attendanceSaved,
    );
  }
}

@Controller()
export class CertificatesController {
  constructor(private readonly certificates: TrainingCertificatesService) {}

  @Get(`api/admin/${trainings.path}/:id/certificates`)
  @Allow('contentRead')
  list(@Param('id') id: string): Promise<IssuedCertificate[]> {
    return this.certificates.list(id);
  }

  /** Idempotent: asked again, it answers the same certificates (and issues those of newly completed teachers). */
  @Post(`api/admin/${trainings.path}/:id/certificates`)
  @HttpCode(200)
  @Allow('contentPublish')
  async issue(
    @Param('id') id: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<IssuedCertificate[]>> {
    return new WithMessage(await this.certificates.issue(id, admin), TRAINING_MESSAGES.certificatesIssued);
  }

  /** Before the verify route, which would take 'CODE.pdf' for a code. */
  @Get('api/certificates/:code.pdf')
  @ThrottledRead()
  @Header('Cache-Control', 'no-store')
  async pdf(@Param('code') code: string): Promise<StreamableFile> {
    const pdf = await this.certificates.pdf(code);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `inline; filename="certificate-${code.toUpperCase().replace(/[^0-9A-Z-]/g, '')}.pdf"`,
    });
  }

  /** Throttled: codes are not to be guessed by trying. */
  @Get('api/certificates/:code')
  @ThrottledRead()
  @Header('Cache-Control', 'no-store')
  verify(@Param('code') code: string): Promise<CertificateView> {
    return this.certificates.verify(code);
  }

  @Post('api/admin/certificates/:code/revoke')
  @HttpCode(200)
  @Allow('certificatesRevoke')
  async revoke(
    @Param('code') code: string,
    @Body() body: { reason?: unknown },
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<CertificateView>> {
    return new WithMessage(
      await this.certificates.revoke(code, body?.reason, admin),
      TRAINING_MESSAGES.certificateRevoked,
    );
  }
}
