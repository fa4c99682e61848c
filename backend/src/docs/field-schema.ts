/**
 * A field's OpenAPI schema, from the very description its validation runs on (a content type's
 * `Field`, or the options of a DTO's field decorator turned into one): the limits a client reads
 * in /api/docs.json are the ones the API applies.
 */
import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import type { Field, FileField } from '@diet/contracts/content-type';
import type { FileKind } from '@diet/contracts/file-kinds';
import { currentYear, MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { mimeOfKind } from '../common/upload/file-sniffer';

/** Where the API differs from a plain JSON Schema reading, said once per kind. */
const DATE_NOTE = 'YYYY-MM-DD; an ISO 8601 date-time is taken as its calendar day in Asia/Kolkata.';
const BOOLEAN_NOTE = 'In multipart bodies: true, false, 1 or 0.';

/** A schema that may carry our `x-` extensions (file kinds, byte limits). */
export type Schema = SchemaObject & { [extension: `x-${string}`]: unknown };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** What an upload may be, by its first bytes, and how large. */
export interface UploadRule {
  kinds?: readonly FileKind[];
  maxBytes?: number;
  /** Smaller limits for some kinds. */
  limits?: readonly { kinds: readonly FileKind[]; maxBytes: number }[];
}

export function uploadSchema(rule: UploadRule, help?: string): Schema {
  const maxBytes = rule.maxBytes ?? MAX_UPLOAD_BYTES;
  const kinds = rule.kinds
    ? `${rule.kinds.map((k) => k.toUpperCase()).join(', ')} (decided by the file's first bytes)`
    : 'A file';
  const smaller = (rule.limits ?? [])
    .map((l) => `; ${l.kinds.map((k) => k.toUpperCase()).join(', ')} up to ${megabytes(l.maxBytes)}`)
    .join('');
  return {
    type: 'string',
    format: 'binary',
    description: [help, `${kinds}, at most ${megabytes(maxBytes)}${smaller}; a larger one answers 413.`]
      .filter(Boolean)
      .join(' '),
    'x-max-bytes': maxBytes,
    ...(rule.kinds ? { 'x-file-kinds': [...rule.kinds], 'x-media-types': rule.kinds.map(mimeOfKind) } : {}),
  };
}

/** A field sent as a multipart part: any kind that names the file kinds it takes (a document, an image). */
const isUpload = (field: Field): field is Field & FileField => 'kinds' in field;

/** The schema of one value of `field` as a request carries it (a file field: the multipart part). */
export function fieldSchema(field: Field): Schema {
  if (isUpload(field)) return uploadSchema(field, field.help);
  // No `title`: viewers then draw each property as a collapsed model instead of its type and limits.
  const base: Schema = field.help ? { description: field.help } : {};
  switch (field.kind) {
    case 'text':
    case 'longText':
      return { ...base, type: 'string', maxLength: field.max };
    case 'integer': {
      const max = field.maxYearsAhead !== undefined ? currentYear() + field.maxYearsAhead : field.max;
      const moving =
        field.maxYearsAhead !== undefined
          ? `At most the current year${field.maxYearsAhead ? ` + ${field.maxYearsAhead}` : ''}.`
          : undefined;
      return {
        ...base,
        type: 'integer',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(max !== undefined ? { maximum: max } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
        ...(moving ? { description: [base.description, moving].filter(Boolean).join(' ') } : {}),
      };
    }
    case 'boolean':
      return {
        ...base,
        type: 'boolean',
        description: [base.description, BOOLEAN_NOTE].filter(Boolean).join(' '),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case 'date': {
      const after = field.onOrAfter ? `Not before ${field.onOrAfter.field}: '${field.onOrAfter.message}'.` : undefined;
      return {
        ...base,
        type: 'string',
        format: 'date',
        description: [base.description, DATE_NOTE, after].filter(Boolean).join(' '),
        ...(field.onOrAfter ? { 'x-on-or-after': field.onOrAfter.field } : {}),
      };
    }
    case 'choice':
      return { ...base, type: 'string', enum: [...field.values] };
    case 'url':
      return {
        ...base,
        type: 'string',
        format: 'uri',
        maxLength: field.max,
        description: [base.description, 'An http or https address.'].filter(Boolean).join(' '),
      };
    case 'time':
      return {
        ...base,
        type: 'string',
        pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
        description: [base.description, "24-hour HH:MM, the institute's local time."].filter(Boolean).join(' '),
      };
    case 'textList':
      return {
        ...base,
        type: 'array',
        items: { type: 'string' },
        description: [
          base.description,
          `A list, or one comma-separated string; blank entries are dropped; at most ${field.max} characters as JSON.`,
        ]
          .filter(Boolean)
          .join(' '),
      };
    case 'dateTime':
      return {
        ...base,
        type: 'string',
        format: 'date-time',
        description: [
          base.description,
          "ISO 8601; without an offset, the institute's local time (IST). Answered in UTC.",
        ]
          .filter(Boolean)
          .join(' '),
      };
    case 'reference':
      return {
        ...base,
        type: 'string',
        format: 'uuid',
        description: [base.description, `The id of a record of /api/${field.to}.`].filter(Boolean).join(' '),
      };
    default:
      // A kind added to the definitions later is still listed, as text, until it gets its own line here.
      return { ...base, type: 'string' };
  }
}

/** The field as the API answers it: a file field is its URL (its name, size and type sit beside it). */
export function storedFieldSchema(field: Field): Schema {
  if (isUpload(field))
    return { type: 'string', description: 'URL under /uploads/; ?download=1 downloads it under its original name.' };
  const { description: _note, default: _default, ...schema } = fieldSchema(field);
  return field.kind === 'date' ? { ...schema, format: 'date' } : schema;
}

/** Optional values may be sent or answered as null. */
export function nullableUnless(required: boolean, schema: Schema): Schema {
  return required ? schema : { ...schema, nullable: true };
}

/** A DTO property's schema: the decorator that validates it describes it with the same options. */
export const ApiField = (field: Field, extra: Schema = {}): PropertyDecorator =>
  ApiProperty({
    ...nullableUnless(!!field.required, fieldSchema(field)),
    ...extra,
    required: !!field.required,
  } as ApiPropertyOptions);
