/**
 * Review dates (ARCHITECTURE.md 12.3, GIGW 3.0's content review policy): every item of a type whose
 * definition has a `review` block carries `reviewBy`, a day the office sees and may change in the
 * form. Left empty it is the item's validity end (a notice's expiry, a tender's closing, a
 * download's 'Valid until', a training's end), else six months after publishing. The author and
 * the editors are mailed REVIEW_REMINDER_DAYS before it; the dashboard lists what is past it.
 */
import type { ContentTypeDefinition, DateField } from './content-type';
import { instituteDateOf } from './dates';
import { todayInInstitute } from './limits';

/** The field every reviewed type gains (defineContentType adds it). */
export const REVIEW_FIELD_NAME = 'reviewBy';
export const REVIEW_FIELD: DateField = {
  kind: 'date',
  label: 'Review by',
  invalid: 'Review date is not valid',
  adminOnly: true,
  help: 'The office checks the item again by this day (reminders 14 and 7 days before). Leave empty for the validity end, else 6 months after publishing.',
};
/** Days before `reviewBy` that its author and the editors are mailed. */
export const REVIEW_REMINDER_DAYS = [14, 7] as const;
/** Without a validity end, an item is reviewed this many months after publishing. */
export const REVIEW_DEFAULT_MONTHS = 6;

/** The types whose items carry a review date. */
export function reviewedTypes(definitions: readonly ContentTypeDefinition[]): ContentTypeDefinition[] {
  return definitions.filter((d) => d.review);
}

/** The institute's day of a date field's value or a moment's ('2026-03-01', a Date, an ISO time). */
export function dayOfValue(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : todayInInstitute(value);
  return typeof value === 'string' ? instituteDateOf(value) : null;
}

/** `day` plus `months`, kept within the month ('2026-08-31' + 6 months = '2027-02-28'). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * A record's default review day: its validity end, else six months after it was published (its
 * publish date field, else its scheduled publication, else its creation), else six months after `today`.
 */
export function defaultReviewBy(
  definition: ContentTypeDefinition,
  record: Record<string, unknown>,
  today: string,
): string | null {
  const review = definition.review;
  if (!review) return null;
  const validUntil = dayOfValue(record[review.validUntil]);
  if (validUntil) return validUntil;
  const published =
    (review.publishedOn ? dayOfValue(record[review.publishedOn]) : null) ??
    dayOfValue(record.publishAt) ??
    dayOfValue(record.createdAt) ??
    today;
  return addMonths(published, REVIEW_DEFAULT_MONTHS);
}

/** One line of the dashboard's 'Past review' list (GET /api/admin/dashboard/past-review). */
export interface PastReviewItem {
  /** The type's path ('notices') and what the office calls it ('Notice'). */
  type: string;
  typeLabel: string;
  id: string;
  title: string;
  reviewBy: string;
  /** The back office's screen of the item, opening its edit form. */
  editUrl: string;
}

/** Where the back office opens an item's edit form: its type's screen with `?edit=<id>`. */
export const editHref = (screen: string, id: string): string => `/admin/${screen}?edit=${encodeURIComponent(id)}`;
