/** Fields that several content types share word for word: written once, spread where a type adds to them. */
import type { TextField } from '../content-type';
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
