/** The OpenAPI description of what publishing adds to every content type: two fields and four actions. */
import type { ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import {
  PUBLISH_STATES,
  PUBLISH_STATUSES,
  PUBLISHING_MESSAGES,
  PUBLISHING_TOASTS,
  SEND_BACK_REASON_MAX,
  type PublishAction,
} from '@diet/contracts/publishing';
import { envelope, type OperationDocs } from '../docs/operation-docs';

/** The two fields as records carry them and as create/update bodies accept them. */
export const PUBLISHING_PROPERTIES: Record<string, SchemaObject> = {
  publishState: {
    type: 'string',
    enum: [...PUBLISH_STATES],
    description: `Only 'published' items whose publishAt is absent or past are public. On create, absent: published for editors and administrators, draft for contributors (who may not ask for 'published'). On update, absent: kept. Otherwise '${PUBLISHING_MESSAGES.stateInvalid}'.`,
  },
  publishAt: {
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: `When a published item becomes public (a future time schedules it); without a zone, the institute's time. Absent on update: kept; null or '': cleared. Otherwise '${PUBLISHING_MESSAGES.timeInvalid}'.`,
  },
};

/** The admin list's filter by how items stand ('scheduled': published, their time to come). */
export const PUBLISH_STATUS_PARAMETER: ParameterObject = {
  name: 'publishState',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: [...PUBLISH_STATUSES] },
  description: `'published': what visitors see now; 'scheduled': published with a publishAt to come. Otherwise '${PUBLISHING_MESSAGES.stateInvalid}'.`,
};

const ACTIONS: Record<PublishAction, { verb: string; what: string; toast: string }> = {
  submit: {
    verb: 'submit',
    what: `draft -> in_review. Anyone who may edit the item. Not a draft: '${PUBLISHING_MESSAGES.notDraft}'`,
    toast: PUBLISHING_TOASTS.submitted,
  },
  publish: {
    verb: 'publish',
    what: `-> published, now or, with a JSON body { publishAt } in the future, scheduled (toast '${PUBLISHING_TOASTS.scheduled}'). Editors and administrators (permission contentPublish).`,
    toast: PUBLISHING_TOASTS.published,
  },
  unpublish: {
    verb: 'unpublish',
    what: '-> draft, publishAt cleared. Editors and administrators (permission contentPublish).',
    toast: PUBLISHING_TOASTS.unpublished,
  },
  'send-back': {
    verb: 'sendBack',
    what: `in_review -> draft, with a JSON body { reason } (required: '${PUBLISHING_MESSAGES.reasonRequired}'), kept in the item's history and mailed to whoever submitted it. Editors and administrators (permission contentPublish). Not in review: '${PUBLISHING_MESSAGES.notInReview}'`,
    toast: PUBLISHING_TOASTS.sentBack,
  },
};

/** POST /api/admin/<path>/{id}/<action>. */
export function publishingOperation(
  definition: ContentTypeDefinition,
  action: PublishAction,
  one: string,
  record: SchemaObject | ReferenceObject,
): OperationDocs['operation'] {
  const a = ACTIONS[action];
  return {
    operationId: `${a.verb}${one}`,
    summary: `${definition.label.one}: ${action.replace('-', ' ')}`,
    description: `${a.what}. Refused: 403 'You do not have permission to perform this action.'`,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    ...(action === 'publish'
      ? {
          requestBody: {
            required: false,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  properties: { publishAt: PUBLISHING_PROPERTIES.publishAt },
                },
              },
            },
          },
        }
      : {}),
    ...(action === 'send-back'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['reason'],
                  properties: { reason: { type: 'string', maxLength: SEND_BACK_REASON_MAX } },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': { description: a.toast, content: { 'application/json': { schema: envelope(record, { message: true }) } } },
    },
  };
}
