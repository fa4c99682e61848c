/**
 * The rules of a content type's fields, run by the API on every create and update and by the back
 * office's forms, so both give the same message. Per field, the first failing rule wins, in the
 * order SPEC.md section 5 lists them: missing, wrong type, too long or out of range.
 * Multipart sends everything as text: numbers and booleans are read from strings here, explicitly.
 */
import type { ContentTypeDefinition, Field, Fields, IntegerField, ValuesOf } from './content-type';
import { fileFields, formFields } from './content-type';
import { instituteDateOf } from './dates';
import { instituteMomentOf } from './date-time';
import { isValidIsbn, normalizeIsbn } from './isbn';
import { currentYear, EMAIL_PATTERN, MAX_LENGTH, westernDigits } from './limits';
import { VALIDATION } from './messages';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The largest value allowed now: a fixed maximum, or the current year plus `maxYearsAhead`. */
function maxOf(field: IntegerField): number {
  if (field.maxYearsAhead !== undefined) return currentYear() + field.maxYearsAhead;
  return field.max ?? Number.POSITIVE_INFINITY;
}

/** The value as the field keeps it: trimmed text, numbers and booleans read from text, blank as null. */
export function normalizeValue(field: Field, raw: unknown): unknown {
  if (field.kind === 'integer') {
    // '2024.5' is read as the number it is, so that it breaks the whole-number rule, not the number one.
    // Gurmukhi and Devanagari digits are the same numbers (westernDigits).
    if (typeof raw === 'string') {
      const text = westernDigits(raw);
      return text.trim() === '' ? null : /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : raw;
    }
    return raw;
  }
  if (field.kind === 'boolean') {
    if (typeof raw !== 'string') return raw;
    const v = raw.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v === '' ? null : raw;
  }
  if (field.kind === 'textList') return listValue(raw);
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  // A date may come as any ISO 8601 date-time: it is the institute's calendar day of that moment.
  if (field.kind === 'date') return instituteDateOf(trimmed) ?? trimmed;
  // '10:30:00' is the same time of day as '10:30'; other seconds are refused, not dropped.
  if (field.kind === 'time') return trimmed.replace(/^(\d{2}:\d{2}):00$/, '$1');
  if (field.kind === 'dateTime') return instituteMomentOf(trimmed) ?? trimmed;
  if (field.kind === 'text' && field.isbn) return normalizeIsbn(trimmed);
  return trimmed;
}

/** A record's id (the API's ids are UUIDs). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 24-hour HH:MM, 00:00 to 23:59. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An http or https address with a host. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 'A, B,,C ' or [' A', ''] -> ['A', 'C']: entries trimmed, blank ones dropped; none at all is missing. */
function listValue(raw: unknown): unknown {
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!Array.isArray(list)) return raw;
  const entries = list.map((e: unknown) => (typeof e === 'string' ? e.trim() : e)).filter((e) => e !== '');
  return entries.length === 0 ? null : entries;
}

/** The message of the first rule `value` (normalized) breaks, or null. */
export function fieldError(field: Field, value: unknown): string | null {
  if (isBlank(value)) return field.required ?? null;
  switch (field.kind) {
    case 'text':
    case 'longText':
      if (typeof value !== 'string') return VALIDATION.invalidValue(field.label);
      if (value.length > field.max) return VALIDATION.tooLong(field.label, field.max);
      if (field.kind === 'text' && field.isbn && !isValidIsbn(value)) return VALIDATION.invalidValue(field.label);
      return field.email && !EMAIL_PATTERN.test(value) ? field.email : null;
    case 'textList':
      if (!Array.isArray(value) || value.some((e) => typeof e !== 'string'))
        return VALIDATION.invalidValue(field.label);
      return JSON.stringify(value).length > field.max ? VALIDATION.tooLong(field.label, field.max) : null;
    case 'choice':
      return typeof value === 'string' && field.values.includes(value) ? null : VALIDATION.notAllowed(field.label);
    case 'date':
      return typeof value === 'string' && instituteDateOf(value) === value
        ? null
        : (field.invalid ?? VALIDATION.dateInvalid);
    case 'boolean':
      return typeof value === 'boolean' ? null : VALIDATION.invalidValue(field.label);
    case 'integer':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return field.notNumber ?? VALIDATION.invalidValue(field.label);
      if (!Number.isInteger(value)) return VALIDATION.mustBeWholeNumber;
      if (field.min !== undefined && value < field.min) return field.minMessage ?? VALIDATION.invalidValue(field.label);
      if (value > maxOf(field)) return field.maxMessage ?? VALIDATION.invalidValue(field.label);
      return null;
    case 'url':
      if (typeof value !== 'string') return VALIDATION.invalidValue(field.label);
      if (value.length > field.max) return VALIDATION.tooLong(field.label, field.max);
      return isWebAddress(value) ? null : VALIDATION.invalidValue(field.label);
    case 'time':
      return typeof value === 'string' && TIME_OF_DAY.test(value) ? null : VALIDATION.invalidValue(field.label);
    case 'dateTime':
      return typeof value === 'string' && instituteMomentOf(value) === value
        ? null
        : VALIDATION.invalidValue(field.label);
    case 'reference':
      return typeof value === 'string' && UUID.test(value) ? null : VALIDATION.invalidValue(field.label);
    case 'file':
    case 'image':
      // The file itself is checked by the upload: here only its presence on create.
      return null;
  }
}

/** What an absent optional value becomes: the field's default, else null. */
const defaultOf = (field: Field): unknown =>
  (field.kind === 'boolean' || field.kind === 'integer') && field.default !== undefined ? field.default : null;

export interface CheckedFields {
  values: Record<string, unknown>;
  /** Field -> its first message, in the order of `fields`; unknown fields last. */
  errors: [field: string, message: string][];
}

/** Checks `body` against `fields`: each field's first failing rule, then any field not among them. */
export function checkFields(fields: Fields, body: Record<string, unknown>): CheckedFields {
  const values: Record<string, unknown> = {};
  const errors: [string, string][] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = normalizeValue(field, body[name]);
    const error = fieldError(field, value);
    if (error) errors.push([name, error]);
    else values[name] = value ?? defaultOf(field);
  }
  for (const key of Object.keys(body)) if (!(key in fields)) errors.push([key, VALIDATION.unknownField(key)]);
  return { values, errors };
}

const FILE_NAME: Field = { kind: 'text', label: 'File name', max: MAX_LENGTH.fileName };

export interface CheckedRecord<F extends Fields> {
  values: ValuesOf<F>;
  /** Original names sent beside files (`fileName` for the field `file`), by file field. */
  fileNames: Record<string, string | null>;
  errors: [field: string, message: string][];
}

/** The fields of a create or update body: every field but the files, which arrive as multipart parts, and each file's original name (`fileName`). */
export function bodyFields(definition: ContentTypeDefinition): Fields {
  const files = fileFields(definition).map(([name]) => name);
  // `fileName` is the name SPEC.md section 7's forms send, whatever the file field is called (a photo, an image).
  const names = files.length > 0 && !files.includes('file') ? [...files, 'file'] : files;
  return Object.fromEntries([
    ...formFields(definition).filter(([name]) => !files.includes(name)),
    ...names.map((name) => [`${name}Name`, FILE_NAME] as const),
  ]);
}

/**
 * Checks a create or update body against the definition: every field, then the cross-field rules.
 * `sentFiles` (a create) names the file parts that came: a missing required file is named with the
 * other failing fields, in the definition's order.
 */
export function checkRecord<F extends Fields>(
  definition: ContentTypeDefinition<F>,
  body: Record<string, unknown>,
  sentFiles?: readonly string[],
): CheckedRecord<F> {
  const files = fileFields(definition).map(([name]) => name);
  const fields = bodyFields(definition);
  const known = Object.fromEntries(Object.entries(body).filter(([key]) => !files.includes(key)));
  const { values, errors } = checkFields(fields, known);
  if (errors.length === 0) {
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.kind !== 'date' || !field.onOrAfter) continue;
      const [value, other] = [values[name], values[field.onOrAfter.field]];
      if (typeof value === 'string' && typeof other === 'string' && value < other)
        errors.push([name, field.onOrAfter.message]);
    }
    for (const rule of definition.rules ?? []) if (rule.broken(values)) errors.push([rule.field, rule.message]);
  }
  const fileNames = Object.fromEntries(
    files.map((name) => [name, (values[`${name}Name`] ?? values.fileName ?? null) as string | null]),
  );
  for (const name of [...files, 'file']) delete values[`${name}Name`];
  return {
    values: values as ValuesOf<F>,
    fileNames,
    errors: sentFiles ? withMissingFiles(definition, errors, sentFiles) : errors,
  };
}

/** The missing required files' messages placed among `errors` as their fields stand in the definition. */
function withMissingFiles(
  definition: ContentTypeDefinition,
  errors: [string, string][],
  sentFiles: readonly string[],
): [string, string][] {
  const missing = fileFields(definition).filter(([name, f]) => f.required && !sentFiles.includes(name));
  if (missing.length === 0) return errors;
  const order = Object.keys(definition.fields);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...errors, ...missing.map(([name, f]): [string, string] => [name, f.required!])].sort(
    (a, b) => rank(a[0]) - rank(b[0]),
  );
}
