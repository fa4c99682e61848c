/**
 * A programme's own routes beside the generic ones (ARCHITECTURE.md 12.2): its sessions at
 * /api/admin/trainings/{id}/sessions[/{sessionId}], kept by the sessions' content type (validation,
 * activity log, revisions), and the calendar of upcoming programmes at /trainings.ics.
 */
import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, type Type } from '@nestjs/common';
import { contentTexts } from '@diet/contracts/content-type';
import { trainings, trainingSessions, type TrainingRecord } from '@diet/contracts/content-types/trainings';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { CurrentAdmin, type AdminPrincipal } from '../../auth/admin-principal';
import { ApiError } from '../../common/api-error';
import { WithMessage } from '../../common/page-result';
import { Allow, RawResponse } from '../../common/route-metadata';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { trainingsCalendar } from '../../trainings/training-calendar';
import { contentServiceToken } from '../content-controllers';
import type { ContentRecord, ContentService } from '../content.service';

const texts = contentTexts(trainingSessions);

@Controller(`api/admin/${trainings.path}/:id/sessions`)
export class TrainingSessionsController {
  constructor(
    @Inject(contentServiceToken(trainings)) private readonly programmes: ContentService,
    @Inject(contentServiceToken(trainingSessions)) private readonly sessions: ContentService,
  ) {}

  /** The session, when it belongs to the programme of the address (404 otherwise). */
  private async sessionOf(id: string, sessionId: string): Promise<ContentRecord> {
    const session = await this.sessions.find(sessionId);
    if (session.training !== id) throw ApiError.notFound();
    return session;
  }

  @Post()
  @Allow('contentWrite')
  async create(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ContentRecord>> {
    await this.programmes.find(id);
    return new WithMessage(await this.sessions.create({ ...body, training: id }, undefined, admin), texts.created);
  }

  @Put(':sessionId')
  @Allow('contentWrite')
  async update(
    @Param('id') id: string,
    @Param('sessionId') sessionId: string,
    @Body() body: Record<string, unknown>,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ContentRecord>> {
    await this.sessionOf(id, sessionId);
    return new WithMessage(
      await this.sessions.update(sessionId, { ...body, training: id }, undefined, admin),
      texts.updated,
    );
  }

  @Delete(':sessionId')
  @Allow('contentDelete')
  @HttpCode(200)
  async remove(
    @Param('id') id: string,
    @Param('sessionId') sessionId: string,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<null>> {
    await this.sessionOf(id, sessionId);
    await this.sessions.remove(sessionId, admin);
    return new WithMessage(null, texts.deleted);
  }
}

@Controller()
export class TrainingsCalendarController {
  constructor(
    @Inject(contentServiceToken(trainings)) private readonly programmes: ContentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('trainings.ics')
  @RawResponse()
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'inline; filename="trainings.ics"')
  async calendar(): Promise<string> {
    const upcoming: TrainingRecord[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.programmes.list(
        { when: 'upcoming', page: String(page), pageSize: String(MAX_PAGE_SIZE) },
        'public',
      );
      upcoming.push(...(answer.items as TrainingRecord[]));
      if (page * MAX_PAGE_SIZE >= answer.meta.total) break;
    }
    const host = new URL(this.config.publicUrl).hostname || 'localhost';
    return trainingsCalendar(upcoming, { host, publicUrl: this.config.publicUrl });
  }
}

export const trainingRoutes: readonly Type[] = [TrainingSessionsController, TrainingsCalendarController];
