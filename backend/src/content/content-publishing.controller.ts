/**
 * The publishing actions of every content type: POST /api/admin/<path>/<id>/submit (anyone who may
 * edit the item), publish (now, or scheduled with { publishAt }), unpublish and send-back (the
 * permission contentPublish). Each is logged with its verb.
 */
import { Body, Controller, HttpCode, Inject, Param, Post, type Type } from '@nestjs/common';
import {
  activityNameOf,
  adminRecordPath,
  adminScreenPath,
  labelOf,
  writePermissionOf,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import type { RevisionChange } from '@diet/contracts/content-governance';
import { VALIDATION } from '@diet/contracts/messages';
import {
  checkPublishing,
  PUBLISHING_MESSAGES,
  PUBLISHING_TOASTS,
  type PublishAction,
} from '@diet/contracts/publishing';
import { SentBackMailer } from './review-mails';
import { latestSubmissions } from './review-submissions';
import type { ActivityVerb } from '../activity/activity.service';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { WithMessage } from '../common/page-result';
import { validationError } from '../common/validation';
import { Allow } from '../common/route-metadata';
import { DescribedBy } from '../docs/operation-docs';
import { contentServiceToken } from './content-controllers';
import { contentOperations } from './content-openapi';
import { assertMayEdit, assertMayPublish, sendBackChanges } from './content-publishing';
import type { ContentRecord, ContentService } from './content.service';

/** What an action changes, the activity log's verb and the toast; a send-back also keeps a revision with its reason. */
function actionOf(
  action: PublishAction,
  record: ContentRecord,
  body: Record<string, unknown>,
): { changes: Record<string, unknown>; verb: ActivityVerb; message: string; history?: RevisionChange[] } {
  switch (action) {
    case 'submit':
      if (record.publishState !== 'draft') throw ApiError.badRequest(PUBLISHING_MESSAGES.notDraft);
      return { changes: { publishState: 'in_review' }, verb: 'Submitted', message: PUBLISHING_TOASTS.submitted };
    case 'send-back':
      if (record.publishState !== 'in_review') throw ApiError.badRequest(PUBLISHING_MESSAGES.notInReview);
      return {
        changes: { publishState: 'draft' },
        verb: 'Sent back',
        message: PUBLISHING_TOASTS.sentBack,
        history: sendBackChanges(body),
      };
    case 'unpublish':
      return {
        changes: { publishState: 'draft', publishAt: null },
        verb: 'Unpublished',
        message: PUBLISHING_TOASTS.unpublished,
      };
    case 'publish': {
      // Only `publishAt` may come: a future time schedules, none (or null) publishes now.
      const unknown = Object.keys(body ?? {}).filter((key) => key !== 'publishAt');
      if (unknown.length > 0) throw validationError(unknown.map((key) => [key, VALIDATION.unknownField(key)]));
      const { values, errors } = checkPublishing({ publishAt: body?.publishAt ?? null });
      if (errors.length > 0) throw validationError(errors);
      const scheduled = values.publishAt instanceof Date && values.publishAt.getTime() > Date.now();
      return {
        changes: { publishState: 'published', publishAt: values.publishAt ?? null },
        verb: scheduled ? 'Scheduled' : 'Published',
        message: scheduled ? PUBLISHING_TOASTS.scheduled : PUBLISHING_TOASTS.published,
      };
    }
  }
}

/** POST /api/admin/<records>/<id>/<action>: submit (anyone who may edit the item), the others `contentPublish`. */
export function adminPublishingController(definition: ContentTypeDefinition): Type {
  const records = adminRecordPath(definition);
  const docs = contentOperations(definition);

  @Controller(`api/admin/${records}/:id`)
  class AdminPublishingController {
    constructor(
      @Inject(contentServiceToken(definition)) readonly content: ContentService,
      private readonly sentBack: SentBackMailer,
    ) {}

    private async act(
      id: string,
      action: PublishAction,
      body: Record<string, unknown>,
      admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      if (action !== 'submit') assertMayPublish(admin);
      const record = await this.content.get(id);
      if (action === 'submit') assertMayEdit(record, {}, admin);
      const { changes, verb, message, history } = actionOf(action, record, body);
      // Who submitted it, read before the send-back writes its own entry.
      const submission =
        action === 'send-back'
          ? (await latestSubmissions(this.content.db.manager, definition, [record.id])).get(record.id)
          : undefined;
      const changed = await this.content.changePublishing(
        record,
        changes,
        verb,
        admin,
        history && { action: 'sent_back', changes: history },
      );
      if (submission?.userEmail && history)
        await this.sentBack.send(
          {
            to: { email: submission.userEmail, name: submission.user },
            what: activityNameOf(definition),
            title: labelOf(definition, changed),
            screen: adminScreenPath(definition),
            reason: String(history[1].after),
          },
          admin,
        );
      return new WithMessage(changed, message);
    }

    @Post('submit')
    @Allow(writePermissionOf(definition, 'contentSubmit'))
    @HttpCode(200)
    @DescribedBy(docs.publishing('submit'))
    submit(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal) {
      return this.act(id, 'submit', {}, admin);
    }

    @Post('publish')
    @Allow('contentPublish')
    @HttpCode(200)
    @DescribedBy(docs.publishing('publish'))
    publish(@Param('id') id: string, @Body() body: Record<string, unknown>, @CurrentAdmin() admin: AdminPrincipal) {
      return this.act(id, 'publish', body, admin);
    }

    @Post('unpublish')
    @Allow('contentPublish')
    @HttpCode(200)
    @DescribedBy(docs.publishing('unpublish'))
    unpublish(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal) {
      return this.act(id, 'unpublish', {}, admin);
    }

    @Post('send-back')
    @Allow('contentPublish')
    @HttpCode(200)
    @DescribedBy(docs.publishing('send-back'))
    sendBack(@Param('id') id: string, @Body() body: Record<string, unknown>, @CurrentAdmin() admin: AdminPrincipal) {
      return this.act(id, 'send-back', body, admin);
    }
  }
  return AdminPublishingController;
}
