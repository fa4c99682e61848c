/** Valid records of any content type, made from its definition, for tests that walk every type. */
import {
  adminRecordPath,
  fileFields,
  formFields,
  visitorDefinition,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import type { FileKind } from '@diet/contracts/file-kinds';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { MAX_UPLOAD_BYTES, todayInInstitute } from '@diet/contracts/limits';
import { UPLOAD } from '@diet/contracts/messages';
import { fields, JPEG, PDF, PNG } from './content-fixtures';
import type { TestApp } from './create-test-app';

/**
 * Every time field's sample, a week ahead (a tender still open): one instant for all of them, so a
 * record's rules between its times hold (a training's enrolment closes at most at its end) even
 * when the clock ticks between two fields (CI on a loaded machine did: a 400 and 32 failed tests).
 */
const A_WEEK_AHEAD = new Date(Date.now() + 7 * 86_400_000).toISOString();

function sampleValue(field: Field): string | number | boolean | undefined {
  switch (field.kind) {
    case 'text':
    case 'longText':
      if (field.isbn) return '9780306406157'; // a valid ISBN-13 (its check digit holds)
      return field.email ? 'sample@example.org' : `Sample ${field.label}`.slice(0, field.max);
    case 'textList':
      return `Sample ${field.label}`;
    case 'choice':
      return field.values[0];
    case 'integer':
      return field.default ?? field.min ?? 1;
    case 'boolean':
      return field.default ?? true;
    case 'date':
      return todayInInstitute();
    case 'dateTime':
      return A_WEEK_AHEAD;
    // Files travel as parts; a reference needs a record that exists (withReferencedRecords).
    case 'file':
    case 'image':
    case 'reference':
      return undefined;
  }
}

/** A valid body of the definition's form (files aside: they travel as parts). */
export function sampleRecord(definition: ContentTypeDefinition): Record<string, string | number | boolean> {
  return Object.fromEntries(
    formFields(definition).flatMap(([name, f]) => (sampleValue(f) === undefined ? [] : [[name, sampleValue(f)!]])),
  );
}

const FILES: Partial<Record<FileKind, [Buffer, string]>> = {
  pdf: [PDF, 'sample.pdf'],
  jpeg: [JPEG, 'sample.jpg'],
  png: [PNG, 'sample.png'],
};

export interface FileForm {
  path: string;
  field: string;
  valid: Record<string, string | number | boolean>;
  /** A truthful file this form takes. */
  good: [Buffer, string];
  /** The largest such file it takes, and the 413's message past it. */
  limit: { bytes: number; message: string };
  admin: boolean;
  /** The reference fields of its body and the path of the type each names (a corrigendum's tender). */
  references: Record<string, string>;
}

/** Creates one sample record of each type the forms' references name (through `create`, which answers its id) and puts its id in their bodies. */
export async function withReferencedRecords(
  forms: FileForm[],
  create: (path: string, body: Record<string, string | number | boolean>) => Promise<string>,
): Promise<void> {
  const ids = new Map<string, string>();
  for (const form of forms) {
    for (const [field, to] of Object.entries(form.references)) {
      if (!ids.has(to))
        ids.set(to, await create(`/api/admin/${to}`, sampleRecord(CONTENT_TYPES.find((d) => d.path === to)!)));
      form.valid[field] = ids.get(to)!;
    }
  }
}

const referencesOf = (definition: ContentTypeDefinition) =>
  Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, f]) => (f.kind === 'reference' ? [[name, f.to]] : [])),
  );

/** Every form of the content types that takes a file: the office's create, and a visitor's where there is one. */
export function contentFileForms(definitions: readonly ContentTypeDefinition[]): FileForm[] {
  return definitions.flatMap((definition) => {
    const [file] = fileFields(definition);
    const kind = file?.[1].kinds.find((k) => FILES[k]);
    if (!kind) return [];
    const good = FILES[kind]!;
    const field = file[1];
    const smaller = field.limits?.find((l) => l.kinds.includes(kind));
    const limit = smaller
      ? { bytes: smaller.maxBytes, message: smaller.message }
      : { bytes: field.maxBytes ?? MAX_UPLOAD_BYTES, message: field.tooLargeMessage ?? UPLOAD.tooLarge };
    const office = {
      path: `/api/admin/${definition.path}`,
      field: file[0],
      valid: sampleRecord(definition),
      good,
      limit,
      admin: true,
      references: referencesOf(definition),
    };
    const create = definition.visitorCreate;
    if (!create) return [office];
    const visitor = visitorDefinition(definition);
    const { [create.honeypot ?? '']: _honeypot, ...fields } = visitor.fields;
    return [
      office,
      {
        path: `/api/${definition.path}/${create.segment}`,
        field: file[0],
        valid: sampleRecord({ ...visitor, fields }),
        good,
        limit,
        admin: false,
        references: {},
      },
    ];
  });
}

/** One record of each type that a required reference of these types names (a session's training), made through `create`: ids by the type's path. */
export async function requiredReferenceRecords(
  definitions: readonly ContentTypeDefinition[],
  create: (path: string, body: Record<string, string | number | boolean>) => Promise<string>,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const definition of definitions) {
    for (const field of Object.values(definition.fields)) {
      if (field.kind !== 'reference' || !field.required || ids.has(field.to)) continue;
      const target = CONTENT_TYPES.find((d) => d.path === field.to)!;
      ids.set(field.to, await create(`/api/admin/${adminRecordPath(target)}`, sampleRecord(target)));
    }
  }
  return ids;
}

/** The required references of a JSON body, filled with the records `requiredReferenceRecords` made. */
export function requiredReferences(
  definition: ContentTypeDefinition,
  ids: ReadonlyMap<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, f]) =>
      f.kind === 'reference' && f.required && ids.has(f.to) ? [[name, ids.get(f.to)!]] : [],
    ),
  );
}

let madeByOffice = 0;

/**
 * A record made by the office through the API (POST /api/admin/<records>): the type's sample values
 * (each unique field a value of its own) with `body` over them, its file attached where it takes
 * one (an object such as `translations` as JSON text in the form); its id.
 */
export async function createAsOffice(
  t: TestApp,
  token: string,
  definition: ContentTypeDefinition,
  body: Record<string, unknown> = {},
): Promise<string> {
  // A field that must be unique (a tender's reference number) gets a value of its own.
  const unique = Object.entries(definition.fields).flatMap(([name, f]) =>
    f.kind === 'text' && f.unique ? [[name, `U/${Date.now()}/${++madeByOffice}`]] : [],
  );
  const values = { ...sampleRecord(definition), ...Object.fromEntries(unique), ...body };
  const form = contentFileForms([definition]).find((f) => f.admin);
  const req = t
    .http()
    .post(`/api/admin/${adminRecordPath(definition)}`)
    .set('Authorization', `Bearer ${token}`);
  const res = await (form ? fields(req, values).attach(form.field, form.good[0], form.good[1]) : req.send(values));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}
