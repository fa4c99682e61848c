/** Fields that several content types share word for word: written once, spread where a type adds to them. */
import type { ListViews, TextField } from '../content-type';
import { MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';

/** A record's title: required (SPEC.md's 'Title is required'), searched, translated. */
export const TITLE_FIELD = {
  kind: 'text',
  label: 'Title',
  required: VALIDATION.titleRequired,
  max: MAX_LENGTH.title,
  searchable: true,
  translatable: true,
} as const satisfies TextField;

/**
 * A list current until the day in `field` (none: always current), then in its archive (/archive,
 * ARCHITECTURE 12.3), dated there by `dateField` (by default that day): the views of notices and
 * downloads, `archived=false|true`.
 */
export function currentUntil(field: string, dateField: string = field): ListViews {
  return {
    param: 'archived',
    default: 'false',
    options: { false: [{ field, op: '>=', orNone: true }], true: [{ field, op: '<' }] },
    labels: { false: 'Current', true: 'Archived' },
    archive: { view: 'true', dateField },
  };
}
