/**
 * Drafts, review and scheduled publishing (ARCHITECTURE.md section 11.3), the same for every content
 * type: each record has `publishState` and an optional `publishAt`. Only a published record whose
 * `publishAt` is absent or past is public. The API, the back office and the tests read these.
 */
import type { Role } from './accounts';
import { instituteMomentOf } from './date-time';
import { can } from './permissions';

export const PUBLISH_STATES = ['draft', 'in_review', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
/** How a record stands for the office: a published record whose time has not come is scheduled. */
export type PublishStatus = PublishState | 'scheduled';
export const PUBLISH_STATUSES: readonly PublishStatus[] = [...PUBLISH_STATES, 'scheduled'];

export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The fields every content type has beside its definition's. */
export const PUBLISHING_FIELDS = ['publishState', 'publishAt'] as const;

export const PUBLISHING_MESSAGES = {
  stateInvalid: 'Publish state is not valid',
  timeInvalid: 'Publish time is not valid',
  notDraft: 'Only a draft can be submitted for review.',
  notInReview: 'Only an item in review can be sent back.',
  reasonRequired: 'Please give a reason for sending it back.',
} as const;

/** The longest reason a send-back may give. */
export const SEND_BACK_REASON_MAX = 1000;

export const PUBLISHING_TOASTS = {
  submitted: 'Submitted for review successfully!',
  published: 'Published successfully!',
  scheduled: 'Scheduled successfully!',
  unpublished: 'Unpublished successfully!',
  sentBack: 'Sent back successfully!',
  /** A save that leaves the item a draft (a contributor's, or an editor's 'Save draft'). */
  draftSaved: 'Draft saved',
} as const;

/** The publishing actions: POST /api/admin/<path>/<id>/<action>. */
export const PUBLISH_ACTIONS = ['submit', 'publish', 'unpublish', 'send-back'] as const;
export type PublishAction = (typeof PUBLISH_ACTIONS)[number];

/**
 * Who may publish, unpublish, schedule and send back: the permission `contentPublish`. Kept in one
 * function so that it can become `can(role, 'contentPublish')` when the permission table lands.
 */
export function mayPublish(role: Role | undefined): boolean {
  return can(role, 'contentPublish');
}

/** A record's status at `now` (scheduled: published, its time still to come). */
export function publishStatusOf(record: Readonly<Record<string, unknown>>, now: Date = new Date()): PublishStatus {
  const state = PUBLISH_STATES.includes(record.publishState as PublishState)
    ? (record.publishState as PublishState)
    : 'published';
  if (state !== 'published' || !record.publishAt) return state;
  return new Date(String(record.publishAt)).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The moment `raw` names (ISO 8601; without a zone, the institute's time), or null. */
export function parsePublishAt(raw: string): Date | null {
  const moment = instituteMomentOf(raw.trim());
  return moment ? new Date(moment) : null;
}

export interface CheckedPublishing {
  /** Only what the body sent: `publishAt` null clears it. */
  values: { publishState?: PublishState; publishAt?: Date | null };
  errors: [field: string, message: string][];
}

/** Checks the publishing fields a body carries (absent: left as they are). */
export function checkPublishing(body: Record<string, unknown>): CheckedPublishing {
  const values: CheckedPublishing['values'] = {};
  const errors: [string, string][] = [];
  if (body.publishState !== undefined) {
    if (PUBLISH_STATES.includes(body.publishState as PublishState))
      values.publishState = body.publishState as PublishState;
    else errors.push(['publishState', PUBLISHING_MESSAGES.stateInvalid]);
  }
  const at = body.publishAt;
  if (at !== undefined) {
    if (at === null || at === '') values.publishAt = null;
    else {
      const date = typeof at === 'string' ? parsePublishAt(at) : null;
      if (date) values.publishAt = date;
      else errors.push(['publishAt', PUBLISHING_MESSAGES.timeInvalid]);
    }
  }
  return { values, errors };
}

/** The body without its publishing fields (the definition's checks know nothing of them). */
export function withoutPublishing(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body ?? {}).filter(([key]) => !(PUBLISHING_FIELDS as readonly string[]).includes(key)),
  );
}

/** An item of the review queue (GET /api/admin/review). */
export interface ReviewItem {
  /** The content type's path: its list and public page. */
  type: string;
  /** Where the admin API keeps its records (POST /api/admin/<record>/<id>/publish). */
  record: string;
  /** The admin screen that shows it. */
  screen: string;
  typeLabel: string;
  id: string;
  /** A singleton (the site settings): its actions take no id (POST /api/admin/<record>/publish), and it is published now or sent back, never scheduled. */
  singleton?: boolean;
  title: string;
  publishAt: string | null;
  updatedAt: string;
  /** Who submitted it for review, and when (the latest submission; null for items from before it was recorded). */
  submittedBy: string | null;
  submittedAt: string | null;
}
