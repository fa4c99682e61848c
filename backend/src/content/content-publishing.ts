/**
 * Drafts, review and scheduled publishing for every content type (ARCHITECTURE.md 11.3): the two
 * columns each table carries, the ONE predicate of what visitors may see (`publicOnly`: every
 * public read, feed and search uses it) and the role rules of writes. The actions are in
 * content-publishing.controller.ts.
 */
import type { EntitySchemaColumnOptions, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { GOVERNANCE_TEXTS, type RevisionChange } from '@diet/contracts/content-governance';
import { VALIDATION } from '@diet/contracts/messages';
import {
  checkPublishing,
  mayPublish,
  PUBLISH_STATUS_LABELS,
  PUBLISH_STATUSES,
  PUBLISHING_MESSAGES,
  SEND_BACK_REASON_MAX,
  withoutPublishing,
  type CheckedPublishing,
  type PublishState,
  type PublishStatus,
} from '@diet/contracts/publishing';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { validationError } from '../common/validation';
import { DATETIME } from '../database/columns';

/** The columns every content table has beside its definition's fields (migration 1764410000000). */
export const PUBLISHING_COLUMNS: Record<string, EntitySchemaColumnOptions> = {
  // Rows from before publishing existed were public: they are published.
  publishState: { type: 'varchar', length: 20, default: 'published' },
  publishAt: { ...DATETIME, nullable: true } as EntitySchemaColumnOptions,
};

/**
 * Keeps the records visitors may see at `now` (alias `c` unless named): published, and their
 * publish time absent or come; and `previewed`, when staff preview it. The one place this is decided: lists, items, facets, counts,
 * feeds and search all go through it.
 */
export function publicOnly<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  now: Date = new Date(),
  alias = 'c',
  previewed?: string,
): SelectQueryBuilder<T> {
  const published = `${alias}.publishState = :publishedState AND (${alias}.publishAt IS NULL OR ${alias}.publishAt <= :publishedBy)`;
  // A staff preview (GET /api/admin/<type>/<id>/preview) counts that one item as published and due.
  return qb.andWhere(previewed === undefined ? published : `((${published}) OR ${alias}.id = :previewed)`, {
    publishedState: 'published',
    publishedBy: now,
    ...(previewed === undefined ? {} : { previewed }),
  });
}

/** The item a staff preview counts as published: of its own type's list, or embedded in its owner's (a tender's corrigendum). */
export interface Previewed {
  definition: ContentTypeDefinition;
  id: string;
  /** The records it is shown under (a corrigendum's tender), counted as published too: a draft corrigendum of a draft tender shows with it. */
  owners?: readonly { definition: ContentTypeDefinition; id: string }[];
}

/** The id `publicOnly` lets through for records of `definition` in the preview of `previewed`. */
export const previewedOf = (definition: ContentTypeDefinition, previewed?: Previewed): string | undefined =>
  previewed?.definition === definition
    ? previewed.id
    : previewed?.owners?.find((owner) => owner.definition === definition)?.id;

export const forbidden = () => new ApiError(403, ACCOUNT_MESSAGES.forbidden);

/** Refuses `admin` an action that needs the permission `contentPublish`. */
export function assertMayPublish(admin: AdminPrincipal | undefined): void {
  if (!mayPublish(admin?.role)) throw forbidden();
}

/** The publishing fields of an office body, checked, and the body without them. */
export function splitPublishing(body: Record<string, unknown>): CheckedPublishing & { rest: Record<string, unknown> } {
  return { ...checkPublishing(body ?? {}), rest: withoutPublishing(body ?? {}) };
}

/**
 * A create's state: what the body asks, else published for those who may publish (as before
 * publishing existed) and a draft for a contributor, who may not ask for more than review.
 */
export function createdPublishing(
  asked: CheckedPublishing['values'],
  admin: AdminPrincipal | undefined,
): { publishState: PublishState; publishAt: Date | null } {
  const may = mayPublish(admin?.role);
  const publishState = asked.publishState ?? (may ? 'published' : 'draft');
  if (publishState === 'published' && !may) throw forbidden();
  return { publishState, publishAt: asked.publishAt ?? null };
}

/** A contributor edits drafts and items in review only, and cannot make them published. */
export function assertMayEdit(
  record: Record<string, unknown>,
  asked: CheckedPublishing['values'],
  admin: AdminPrincipal | undefined,
): void {
  if (mayPublish(admin?.role)) return;
  if (record.publishState === 'published' || asked.publishState === 'published') throw forbidden();
}

/** A contributor cannot delete a published item. */
export function assertMayDelete(record: Record<string, unknown>, admin: AdminPrincipal | undefined): void {
  if (!mayPublish(admin?.role) && record.publishState === 'published') throw forbidden();
}

/** The admin list's `?publishState=draft|in_review|published|scheduled`, checked, and the query without it. */
export function statusFilterOf(raw: Record<string, unknown>): {
  status: PublishStatus | null;
  rest: Record<string, unknown>;
} {
  const { publishState, ...rest } = raw ?? {};
  if (publishState === undefined || publishState === '') return { status: null, rest };
  if (!PUBLISH_STATUSES.includes(publishState as PublishStatus))
    throw validationError([['publishState', PUBLISHING_MESSAGES.stateInvalid]]);
  return { status: publishState as PublishStatus, rest };
}

/** Keeps the records of `status` at `now`: 'published' are those visitors see, 'scheduled' those whose time is to come. */
export function whereStatus<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  status: PublishStatus,
  now: Date = new Date(),
): SelectQueryBuilder<T> {
  if (status === 'published') return publicOnly(qb, now);
  if (status === 'scheduled')
    return qb.andWhere(`c.publishState = :publishedState AND c.publishAt > :publishedBy`, {
      publishedState: 'published',
      publishedBy: now,
    });
  return qb.andWhere('c.publishState = :status', { status });
}

/** A send-back's reason: required, so the author learns what to change. */
function reasonOf(body: Record<string, unknown> | undefined): string {
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (!reason) throw validationError([['reason', PUBLISHING_MESSAGES.reasonRequired]]);
  if (reason.length > SEND_BACK_REASON_MAX)
    throw validationError([['reason', VALIDATION.tooLong(GOVERNANCE_TEXTS.reason, SEND_BACK_REASON_MAX)]]);
  return reason;
}

/**
 * What a send-back's revision says (issue 39 item 6), for a list item and a singleton alike: the
 * state it leaves and the reason `body` must give (a 400 without one). The reason is the last change.
 */
export function sendBackChanges(body: Record<string, unknown> | undefined): RevisionChange[] {
  return [
    {
      field: 'publishState',
      label: GOVERNANCE_TEXTS.state,
      before: PUBLISH_STATUS_LABELS.in_review,
      after: PUBLISH_STATUS_LABELS.draft,
    },
    { field: 'reason', label: GOVERNANCE_TEXTS.reason, before: null, after: reasonOf(body) },
  ];
}
