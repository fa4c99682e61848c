/**
 * A teacher's own training record (ARCHITECTURE.md 12.2), reached without a password: a one-time
 * link (24 h) mailed to an address that has enrolled opens a short session (a bearer token kept as
 * a hash, 30 minutes) for GET /api/trainees/me. Asking for the link answers the same whatever the
 * address, and the mail goes out after the answer, so neither tells who has enrolled.
 */
import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Inject,
  Injectable,
  Logger,
  Post,
  StreamableFile,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { trainings } from '@diet/contracts/content-types/trainings';
import { pathInLanguage, type Language } from '@diet/contracts/languages';
import { currentYear } from '@diet/contracts/limits';
import {
  MY_TRAINING_PATH,
  NEP_ANNUAL_HOURS,
  TRAINEE_LINK_HOURS,
  TRAINEE_MESSAGES,
  TRAINEE_SESSION_MINUTES,
  TRANSCRIPT,
  type TraineeRecord,
} from '@diet/contracts/training-messages';
import { VALIDATION } from '@diet/contracts/messages';
import { AccountLinksService } from '../auth/account-links.service';
import { ApiError } from '../common/api-error';
import { ReaderLanguage } from '../common/error-language';
import { WithMessage } from '../common/page-result';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { MailSender } from '../mail/mail-sender';
import { traineeRecordMail } from './training-mails';
import { attendedHours } from './training-completion';
import { TrainingCertificateEntity, TrainingEnrolmentEntity } from './training-enrolment.entity';
import { transcriptPdf } from './transcript-pdf';

const HOUR_MS = 3600_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TraineeRecordView = TraineeRecord<Date>;

@Injectable()
export class TraineeRecordService {
  private readonly logger = new Logger(TraineeRecordService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(TrainingEnrolmentEntity) private readonly enrolments: Repository<TrainingEnrolmentEntity>,
    private readonly links: AccountLinksService,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails the link when the address has enrolled; returns at once either way. */
  requestAccess(email: unknown, language: Language): void {
    const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
    if (!address) throw ApiError.badRequest(VALIDATION.emailRequired, { email: VALIDATION.emailRequired });
    if (address.length > 254 || !EMAIL.test(address))
      throw ApiError.badRequest(VALIDATION.emailInvalid, { email: VALIDATION.emailInvalid });
    void this.sendAccess(address, language).catch((error: Error) =>
      this.logger.error(`Training record link not sent: ${error.message}`),
    );
  }

  private async sendAccess(email: string, language: Language): Promise<void> {
    const latest = await this.enrolments.findOne({ where: { email }, order: { createdAt: 'DESC' } });
    if (!latest) return;
    const token = await this.links.issue(latest.id, 'trainee', TRAINEE_LINK_HOURS * HOUR_MS);
    const url = `${this.config.publicUrl}${pathInLanguage(MY_TRAINING_PATH, language)}?token=${token}`;
    await this.mail.sendComposed(
      email,
      (institute) => traineeRecordMail({ name: latest.name, url, hours: TRAINEE_LINK_HOURS, institute, language }),
      language,
    );
  }

  /** The mailed link, used once, opens a short session: its bearer token. */
  async openSession(token: unknown): Promise<{ token: string }> {
    const enrolmentId = await this.links.consume(typeof token === 'string' ? token : '', 'trainee');
    return { token: await this.links.issue(enrolmentId, 'trainee-s', TRAINEE_SESSION_MINUTES * 60_000) };
  }

  async transcript(authorization: string | undefined): Promise<Buffer> {
    const record = await this.me(authorization);
    return transcriptPdf(record, await this.mail.instituteName(), this.config.publicUrl);
  }

  async me(authorization: string | undefined): Promise<TraineeRecordView> {
    const bearer = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const enrolmentId = bearer ? await this.links.holder(bearer, 'trainee-s') : null;
    const owner = enrolmentId ? await this.enrolments.findOne({ where: { id: enrolmentId } }) : null;
    if (!owner) throw new ApiError(401, TRAINEE_MESSAGES.sessionRequired);
    const mine = await this.enrolments.find({ where: { email: owner.email }, order: { createdAt: 'ASC', id: 'ASC' } });
    const programmes = (await this.db
      .getRepository(CONTENT_SCHEMAS.get(trainings)!)
      .find({ where: { id: In([...new Set(mine.map((e) => e.trainingId))]) } })) as {
      id: string;
      title: string;
      hours: number;
      startsAt: Date;
      endsAt: Date;
    }[];
    const byId = new Map(programmes.map((p) => [p.id, p]));
    const certificates =
      mine.length === 0
        ? []
        : await this.db
            .getRepository(TrainingCertificateEntity)
            .find({ where: { enrolmentId: In(mine.map((e) => e.id)) }, order: { issuedAt: 'ASC' } });
    const attended = await attendedHours(this.db.manager, { enrolmentIds: mine.map((e) => e.id) });
    const year = currentYear();
    // Hours count in the year the programme ended, at the institute (NEP 2020's yearly 50).
    const hoursThisYear = mine
      .filter(
        (e) =>
          e.status === 'completed' &&
          byId.has(e.trainingId) &&
          currentYear(new Date(byId.get(e.trainingId)!.endsAt)) === year,
      )
      .reduce((sum, e) => sum + Number(byId.get(e.trainingId)!.hours), 0);
    const latest = mine[mine.length - 1];
    return {
      name: latest.name,
      employeeId: latest.employeeId,
      hoursThisYear,
      target: NEP_ANNUAL_HOURS,
      enrolments: mine.flatMap((e) => {
        const p = byId.get(e.trainingId);
        return p
          ? [
              {
                id: e.id,
                trainingId: e.trainingId,
                programme: p.title,
                status: e.status,
                hours: Number(p.hours),
                attendedHours: attended.get(e.id) ?? 0,
                startsAt: p.startsAt,
                endsAt: p.endsAt,
              },
            ]
          : [];
      }),
      certificates: certificates.map((c) => ({
        code: c.code,
        programme: c.programme,
        hours: Number(c.hours),
        issuedAt: c.issuedAt,
        status: c.revokedAt ? ('revoked' as const) : ('valid' as const),
      })),
    };
  }
}

@Controller('api/trainees')
export class TraineeRecordController {
  constructor(private readonly service: TraineeRecordService) {}

  /** Always 200 for a well-formed address (throttled like every public POST). */
  @Post('access')
  @HttpCode(200)
  access(@Body() body: { email?: unknown }, @ReaderLanguage() language: Language): WithMessage<null> {
    this.service.requestAccess(body?.email, language);
    return new WithMessage(null, TRAINEE_MESSAGES.accessSent);
  }

  @Post('session')
  @HttpCode(200)
  session(@Body() body: { token?: unknown }): Promise<{ token: string }> {
    return this.service.openSession(body?.token);
  }

  /** The record on paper, for the same bearer. */
  @Get(TRANSCRIPT.apiPath.replace('/trainees/', ''))
  @Header('Cache-Control', 'no-store')
  async transcript(@Headers('authorization') authorization: string | undefined): Promise<StreamableFile> {
    const pdf = await this.service.transcript(authorization);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      length: pdf.length,
      disposition: `attachment; filename="${TRANSCRIPT.fileName}"`,
    });
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  me(@Headers('authorization') authorization: string | undefined): Promise<TraineeRecordView> {
    return this.service.me(authorization);
  }
}
