/** Valid records of any content type, made from its definition, for tests that walk every type. */
import { fileFields, formFields, visitorDefinition, type ContentTypeDefinition, type Field } from '@diet/contracts/content-type';
import type { FileKind } from '@diet/contracts/file-kinds';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { todayInInstitute } from '@diet/contracts/limits';
import { JPEG, PDF, PNG } from './content-fixtures';

function sampleValue(field: Field): string | number | boolean | undefined {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return field.email ? 'sample@example.org' : `Sample ${field.label}`.slice(0, field.max);
    case 'choice':
      return field.values[0];
    case 'integer':
      return field.default ?? field.min ?? 1;
    case 'boolean':
      return field.default ?? true;
    case 'date':
      return todayInInstitute();
    case 'dateTime':
      // A week ahead: a tender that is still open.
      return new Date(Date.now() + 7 * 86_400_000).toISOString();
    // Files travel as parts; a reference needs a record that exists (withReferencedRecords).
    case 'file':
    case 'image':
    case 'reference':
      return undefined;
  }
}

/** A valid body of the definition's form (files aside: they travel as parts). */
export function sampleRecord(definition: ContentTypeDefinition): Record<string, string | number | boolean> {
  return Object.fromEntries(formFields(definition).flatMap(([name, f]) => (sampleValue(f) === undefined ? [] : [[name, sampleValue(f)!]])));
}

const FILES: Partial<Record<FileKind, [Buffer, string]>> = { pdf: [PDF, 'sample.pdf'], jpeg: [JPEG, 'sample.jpg'], png: [PNG, 'sample.png'] };

export interface FileForm {
  path: string;
  field: string;
  valid: Record<string, string | number | boolean>;
  /** A truthful file this form takes. */
  good: [Buffer, string];
  admin: boolean;
  /** The reference fields of its body and the path of the type each names (a corrigendum's tender). */
  references: Record<string, string>;
}

/** Creates one sample record of each type the forms' references name (through `create`, which answers its id) and puts its id in their bodies. */
export async function withReferencedRecords(forms: FileForm[], create: (path: string, body: Record<string, string | number | boolean>) => Promise<string>): Promise<void> {
  const ids = new Map<string, string>();
  for (const form of forms) {
    for (const [field, to] of Object.entries(form.references)) {
      if (!ids.has(to)) ids.set(to, await create(`/api/admin/${to}`, sampleRecord(CONTENT_TYPES.find((d) => d.path === to)!)));
      form.valid[field] = ids.get(to)!;
    }
  }
}

const referencesOf = (definition: ContentTypeDefinition) =>
  Object.fromEntries(Object.entries(definition.fields).flatMap(([name, f]) => (f.kind === 'reference' ? [[name, f.to]] : [])));

/** Every form of the content types that takes a file: the office's create, and a visitor's where there is one. */
export function contentFileForms(definitions: readonly ContentTypeDefinition[]): FileForm[] {
  return definitions.flatMap((definition) => {
    const [file] = fileFields(definition);
    const good = file && file[1].kinds.map((k) => FILES[k]).find(Boolean);
    if (!good) return [];
    const office = { path: `/api/admin/${definition.path}`, field: file[0], valid: sampleRecord(definition), good, admin: true, references: referencesOf(definition) };
    const create = definition.visitorCreate;
    if (!create) return [office];
    const visitor = visitorDefinition(definition);
    const { [create.honeypot ?? '']: _honeypot, ...fields } = visitor.fields;
    return [office, { path: `/api/${definition.path}/${create.segment}`, field: file[0], valid: sampleRecord({ ...visitor, fields }), good, admin: false, references: {} }];
  });
}
