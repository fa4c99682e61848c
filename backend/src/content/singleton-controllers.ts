/**
 * The routes of a singleton, made from its definition: GET|PUT /api/admin/<path>, its publishing
 * actions, its revisions and the staff preview of its working copy. The permissions are the list
 * types' (contentRead, contentWrite, contentSubmit, contentPublish, revisionsRestore).
 */
import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Put, Query, type Type } from '@nestjs/common';
import type { Revision } from '@diet/contracts/content-governance';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { VALIDATION } from '@diet/contracts/messages';
import { PUBLISHING_MESSAGES, PUBLISHING_TOASTS, SEND_BACK_REASON_MAX } from '@diet/contracts/publishing';
import { singletonTexts, type Doc, type SingletonDefinition } from '@diet/contracts/singleton-type';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { WithMessage } from '../common/page-result';
import { validationError } from '../common/validation';
import { Allow } from '../common/route-metadata';
import { DescribedBy, type OperationDocs } from '../docs/operation-docs';
import { itemLanguage } from './content-translations';
import { RequireGovernance } from './governance-access';
import {
  singletonId,
  singletonServiceToken,
  type SingletonAdminView,
  type SingletonService,
} from './singleton.service';
import { SentBackMailer } from './review-mails';
import { latestSingletonChange } from './review-submissions';

const op = (operationId: string, summary: string, description?: string): OperationDocs => ({
  operation: {
    operationId,
    summary,
    ...(description ? { description } : {}),
    responses: { '200': { description: summary } },
  },
});

/**
 * The publishing actions take no body but a send-back's reason: anything else sent is refused by
 * name, as a list type's publish refuses what is not publishAt.
 */
function assertNoBody(body: unknown, allowed: readonly string[] = []): void {
  const sent = body && typeof body === 'object' ? Object.keys(body).filter((key) => !allowed.includes(key)) : [];
  if (sent.length > 0) throw validationError(sent.map((key) => [key, VALIDATION.unknownField(key)]));
}

export function singletonControllers(definition: SingletonDefinition): Type[] {
  const texts = singletonTexts(definition);
  const id = (verb: string) => `${verb}${definition.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;

  @Controller(`api/admin/${definition.path}`)
  class AdminSingletonController {
    constructor(
      @Inject(singletonServiceToken(definition)) readonly content: SingletonService,
      private readonly sentBack: SentBackMailer,
    ) {}

    @Get()
    @Allow('contentRead')
    @DescribedBy(op(id('get'), `${definition.label}: the working copy, its translations and its state`))
    get(): Promise<SingletonAdminView> {
      return this.content.get();
    }

    @Put()
    @Allow('contentWrite')
    @DescribedBy(
      op(
        id('update'),
        `${definition.label}: save any part`,
        "A save by an editor or the administrator is published straight away, unless publishState is draft; a contributor's change waits in review.",
      ),
    )
    async update(@Body() body: Doc, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<SingletonAdminView>> {
      const saved = await this.content.save(body ?? {}, admin);
      return new WithMessage(saved, saved.publishState === 'in_review' ? texts.submitted : texts.saved);
    }

    @Get('preview')
    @Allow('contentRead')
    @Header('Cache-Control', 'no-store')
    @DescribedBy(op(id('preview'), `${definition.label}: the working copy as visitors will read it (?lang=)`))
    preview(@Query() query: Record<string, unknown>): Promise<Doc> {
      return this.content.draft(itemLanguage(query));
    }

    @Post('publish')
    @Allow('contentPublish')
    @HttpCode(200)
    @DescribedBy(op(id('publish'), `${definition.label}: publish the working copy`))
    async publish(
      @Body() body: unknown,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<SingletonAdminView>> {
      assertNoBody(body);
      return new WithMessage(await this.content.act('publish', admin), PUBLISHING_TOASTS.published);
    }

    @Post('submit')
    @Allow('contentSubmit')
    @HttpCode(200)
    @DescribedBy(op(id('submit'), `${definition.label}: submit the draft for review`))
    async submit(
      @Body() body: unknown,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<SingletonAdminView>> {
      assertNoBody(body);
      return new WithMessage(await this.content.act('submit', admin), PUBLISHING_TOASTS.submitted);
    }

    @Post('send-back')
    @Allow('contentPublish')
    @HttpCode(200)
    @DescribedBy(
      op(
        id('sendBack'),
        `${definition.label}: send the change in review back to a draft`,
        `A JSON body { reason } (required: '${PUBLISHING_MESSAGES.reasonRequired}', at most ${SEND_BACK_REASON_MAX} characters), kept in the revisions as a list item's send-back keeps it.`,
      ),
    )
    async sendBack(
      @Body() body: Record<string, unknown> | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<SingletonAdminView>> {
      assertNoBody(body, ['reason']);
      // Who changed it, read before the send-back writes its own entry.
      const author = await latestSingletonChange(this.content.db.manager, singletonId(definition));
      const sent = await this.content.act('send-back', admin, body);
      if (author?.userEmail)
        await this.sentBack.send(
          {
            to: { email: author.userEmail, name: author.user },
            what: definition.label.toLowerCase(),
            title: definition.admin.title,
            screen: definition.path,
            reason: String(body?.reason).trim(),
          },
          admin,
        );
      return new WithMessage(sent, PUBLISHING_TOASTS.sentBack);
    }

    @Get('revisions')
    @Allow('contentRead')
    @DescribedBy(op(id('listRevisions'), `${definition.label}: its revisions, newest first`))
    revisions(): Promise<Revision[]> {
      return this.content.revisions.list(this.content.db.manager, singletonId(definition));
    }

    @Post('revisions/:revisionId/restore')
    @HttpCode(200)
    @RequireGovernance('revisionsRestore')
    @DescribedBy(op(id('restoreRevision'), `${definition.label}: write an earlier revision back`))
    async restore(
      @Param('revisionId') revisionId: string,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<SingletonAdminView>> {
      return new WithMessage(await this.content.restore(revisionId, admin), GOVERNANCE_TEXTS.revisionRestored);
    }
  }
  return [AdminSingletonController];
}
