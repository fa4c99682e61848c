/**
 * The OpenAPI description of a content type's routes, made from its definition by the same
 * functions its validation uses (bodyFields, listQueryFields): parameters with their limits and
 * allowed values, the JSON and multipart bodies, the records as the API answers them.
 */
import type { ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import {
  contentTexts,
  fieldEntries,
  fileFormatKey,
  storedFileColumns,
  storedImageColumns,
  visitorDefinition,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import { bodyFields } from '@diet/contracts/content-validation';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { CITATION_FORMATS } from '@diet/contracts/messages';
import { fieldSchema, nullableUnless, storedFieldSchema, type Schema } from '../docs/field-schema';
import { envelope, requiredOf, schemaRef, type OperationDocs } from '../docs/operation-docs';
import { contentFileOf } from './content-file';
import { listQueryFields, type Audience } from './content-query';
import { translationsProperty, untranslatedProperty } from './content-translations';
import { PUBLISH_STATUS_PARAMETER, PUBLISHING_PROPERTIES, publishingOperation } from './content-publishing-openapi';
import type { PublishAction } from '@diet/contracts/publishing';

const pascal = (text: string) => text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** A field with a default or a required one always has a value in a record. */
const alwaysSet = (field: Field) => !!field.required || ('default' in field && field.default !== undefined);

/** The names of a type's schemas: 'Notice', 'NoticeInput', and 'NoticePublic' when visitors see less. */
export function contentSchemaNames(definition: ContentTypeDefinition) {
  const one = pascal(definition.label.one);
  const hidesFields = fieldEntries(definition).some(([, f]) => f.adminOnly);
  return { record: one, public: hidesFields ? `${one}Public` : one, input: `${one}Input` };
}

function recordSchema(definition: ContentTypeDefinition, audience: Audience): SchemaObject {
  const properties: Record<string, Schema> = { id: { type: 'string', format: 'uuid' } };
  const required = ['id'];
  for (const [name, field] of fieldEntries(definition)) {
    if (audience === 'public' && field.adminOnly) continue;
    const set = alwaysSet(field);
    properties[name] = nullableUnless(set, storedFieldSchema(field));
    required.push(name);
    if (field.kind === 'image') {
      const c = storedImageColumns(name, field);
      for (const copy of c.copies)
        properties[copy] = {
          type: 'string',
          nullable: true,
          description: 'URL of a smaller copy stored beside the original, or null.',
        };
      if (c.name)
        properties[c.name] = nullableUnless(set, {
          type: 'string',
          maxLength: MAX_LENGTH.fileName,
          description: 'The original file name.',
        });
      required.push(...c.copies, ...(c.name ? [c.name] : []));
    }
    if (field.kind !== 'file') continue;
    const c = storedFileColumns(name);
    properties[c.name] = nullableUnless(set, {
      type: 'string',
      maxLength: MAX_LENGTH.fileName,
      description: 'The original file name.',
    });
    properties[c.size] = nullableUnless(set, { type: 'integer', description: 'Bytes.' });
    properties[c.type] = nullableUnless(set, {
      type: 'string',
      description: 'The media type decided from the content.',
    });
    required.push(c.name, c.size, c.type);
    if (audience === 'public') {
      properties[fileFormatKey(name)] = nullableUnless(set, {
        type: 'string',
        description: "The file's format as its link names it ('PDF', 'DOCX').",
      });
      required.push(fileFormatKey(name));
    }
  }
  if (audience === 'admin') Object.assign(properties, translationsProperty(definition));
  Object.assign(properties, untranslatedProperty(definition));
  Object.assign(properties, PUBLISHING_PROPERTIES);
  required.push('publishState', 'publishAt');
  properties.createdAt = { type: 'string', format: 'date-time' };
  properties.updatedAt = { type: 'string', format: 'date-time' };
  required.push('createdAt', 'updatedAt');
  return { type: 'object', required, properties };
}

function inputSchema(definition: ContentTypeDefinition): SchemaObject {
  const fields = Object.entries(bodyFields(definition));
  return {
    type: 'object',
    description:
      'Unknown fields are refused (400). Multipart sends every value as text: numbers and booleans are read from it.',
    additionalProperties: false,
    ...requiredOf(fields.filter(([, f]) => f.required).map(([name]) => name)),
    properties: {
      ...Object.fromEntries(fields.map(([name, f]) => [name, nullableUnless(!!f.required, fieldSchema(f))])),
      ...translationsProperty(definition),
      ...PUBLISHING_PROPERTIES,
    },
  };
}

/** Every named schema of a content type. */
export function contentSchemas(definition: ContentTypeDefinition): Record<string, SchemaObject> {
  const names = contentSchemaNames(definition);
  return {
    [names.record]: recordSchema(definition, 'admin'),
    [names.public]: recordSchema(definition, names.public === names.record ? 'admin' : 'public'),
    [names.input]: inputSchema(definition),
  };
}

function listParameters(definition: ContentTypeDefinition, audience: Audience): ParameterObject[] {
  const views = definition.views;
  const parameters: ParameterObject[] = Object.entries(listQueryFields(definition, audience)).map(([name, field]) => {
    const schema = fieldSchema(field);
    let description = schema.description;
    if (name === 'q') description = `Searches ${contentTexts(definition).search.replace(/^Search /, '')}.`;
    if (views && name === views.param) {
      const shown = Object.entries(views.labels)
        .map(([value, label]) => `${value}: ${label}`)
        .join(', ');
      description = `${shown}. ${audience === 'public' && views.default ? `Visitors see '${views.default}' unless they ask.` : 'Absent: every record.'}`;
    }
    if (name === 'pageSize') description = 'Default 50.';
    return {
      name,
      in: 'query',
      required: false,
      schema: { ...schema, description: undefined },
      ...(description ? { description } : {}),
    };
  });
  return audience === 'admin' ? [...parameters, PUBLISH_STATUS_PARAMETER] : parameters;
}

const idParameter: ParameterObject = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};

const ok = (description: string, schema: SchemaObject) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The request body: JSON, or multipart with the file as a part named after its field. */
function requestBody(definition: ContentTypeDefinition, create: boolean) {
  const file = contentFileOf(definition);
  const content: Record<string, { schema: SchemaObject | ReferenceObject }> = {
    'application/json': { schema: schemaRef(contentSchemaNames(definition).input) },
  };
  if (file) {
    // The input's fields and the file part in one schema: the input refuses properties it does not name.
    const input = inputSchema(definition);
    const part = fieldSchema(file.field);
    const note = create ? undefined : 'Optional on update: without it the stored file is kept.';
    content['multipart/form-data'] = {
      schema: {
        ...input,
        ...requiredOf([...(input.required ?? []), ...(create && file.field.required ? [file.name] : [])]),
        properties: {
          ...input.properties,
          [file.name]: note ? { ...part, description: `${note} ${part.description}` } : part,
        },
      },
    };
  }
  return { required: true, content };
}

/** A visitor's create body: the visitor's fields, described in place (they are not the office's input). */
function visitorRequestBody(definition: ContentTypeDefinition) {
  const visitor = visitorDefinition(definition);
  const { 'application/json': _office, ...multipart } = requestBody(visitor, true).content;
  return {
    required: true,
    content: contentFileOf(visitor) ? multipart : { 'application/json': { schema: inputSchema(visitor) } },
  };
}

/** The descriptions of every route the content controllers make for `definition`. */
export function contentOperations(definition: ContentTypeDefinition) {
  const names = contentSchemaNames(definition);
  const schemas = contentSchemas(definition);
  const many = pascal(definition.label.many);
  const one = pascal(definition.label.one);
  const texts = contentTexts(definition);
  const { many: manyLabel, one: oneLabel } = definition.label;
  const describe = (operation: OperationDocs['operation']): OperationDocs => ({ operation, schemas });
  const record = (audience: Audience) => schemaRef(audience === 'public' ? names.public : names.record);
  const rules = (definition.rules ?? []).map((r) => ` Also checked: '${r.message}' (${r.field}).`).join('');
  const flags = (definition.flags ?? [])
    .map((f) => ` A JSON body holding only '${f.field}' sets it alone (${f.verbs.true} / ${f.verbs.false}).`)
    .join('');
  /** Create (POST, 201) or replace (PUT /{id}): the same body, the file optional on replace. */
  const write = (create: boolean) => {
    const toast = create ? texts.created : texts.updated;
    return describe({
      operationId: `${create ? 'create' : 'update'}${one}`,
      summary: `${oneLabel}: ${create ? 'add' : 'replace'}`,
      description: `Answers the toast '${toast}'.${rules}${create ? '' : flags}`,
      ...(create ? {} : { parameters: [idParameter] }),
      requestBody: requestBody(definition, create),
      responses: { [create ? '201' : '200']: ok(toast, envelope(record('admin'), { message: true })) },
    });
  };
  return {
    list: (audience: Audience) =>
      describe({
        operationId: audience === 'admin' ? `adminList${many}` : `list${many}`,
        summary: `${manyLabel}: a page, as ${audience === 'admin' ? 'the office sees' : 'visitors see'} them`,
        description: `Search, filters and order in the database; the order is ${definition.order.map(([f, d]) => `${f} ${d}`).join(', ')}.`,
        parameters: listParameters(definition, audience),
        responses: {
          '200': ok(
            `A page of ${manyLabel.toLowerCase()}`,
            envelope({ type: 'array', items: record(audience) }, { meta: true }),
          ),
        },
      }),
    facet: (facet: string, field: string) =>
      describe({
        operationId: `list${many}${pascal(facet)}`,
        summary: `${manyLabel}: the values of ${field} in public records, newest first`,
        responses: {
          '200': ok(`The ${facet}`, envelope({ type: 'array', items: storedFieldSchema(definition.fields[field]) })),
        },
      }),
    ris: () =>
      describe({
        operationId: `export${many}Ris`,
        summary: `${manyLabel}: the list's search as RIS citations`,
        description: "The list's parameters (search, filters, sort; no paging), at most 10,000 records.",
        parameters: listParameters(definition, 'public').filter((p) => !['page', 'pageSize'].includes(p.name)),
      }),
    cite: () =>
      describe({
        operationId: `cite${one}`,
        summary: `${oneLabel}: its citation to import into a reference manager`,
        description:
          "RIS or BibTeX, with the item's page address; lang=pa|hi gives its texts in Punjabi or Hindi where translated.",
        parameters: [
          idParameter,
          {
            name: 'format',
            in: 'query' as const,
            required: true,
            schema: { type: 'string' as const, enum: [...CITATION_FORMATS] },
          },
        ],
      }),
    importCsv: () =>
      describe({
        operationId: `import${many}Csv`,
        summary: `${manyLabel}: add or update from a CSV file (multipart 'file')`,
        description: `Columns: ${definition.csvImport?.columns.join(', ')} (header row required, UTF-8 with or without BOM). A row whose ${definition.csvImport?.key} names a record updates it. dryRun=true only reports; without it a file with any error is refused whole (400, the same report as data) unless skipInvalid=true.`,
        parameters: ['dryRun', 'skipInvalid'].map((name) => ({
          name,
          in: 'query' as const,
          required: false,
          schema: { type: 'string' as const, enum: ['true', 'false'] },
        })),
        responses: {
          '200': ok(
            'rows read, rows valid, errors by line and column (after an import: added and updated)',
            envelope({
              type: 'object',
              required: ['rows', 'valid', 'errors'],
              properties: {
                rows: { type: 'integer' },
                valid: { type: 'integer' },
                added: { type: 'integer' },
                updated: { type: 'integer' },
                errors: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['line', 'column', 'message'],
                    properties: { line: { type: 'integer' }, column: { type: 'string' }, message: { type: 'string' } },
                  },
                },
              },
            }),
          ),
        },
      }),
    importTemplate: () =>
      describe({
        operationId: `import${many}Template`,
        summary: `${manyLabel}: the CSV import's template (its header row)`,
      }),
    get: (audience: Audience) =>
      describe({
        operationId: `${audience === 'admin' ? 'adminGet' : 'get'}${one}`,
        summary: `${oneLabel}: one by id, as ${audience === 'admin' ? 'the office sees' : 'visitors see'} it`,
        parameters: [idParameter],
        responses: { '200': ok(`The ${oneLabel.toLowerCase()}`, envelope(record(audience))) },
      }),
    counts: () => {
      const counted = ['total', ...Object.keys(definition.views?.options ?? {})];
      const schema: SchemaObject = {
        type: 'object',
        required: counted,
        properties: Object.fromEntries(counted.map((k) => [k, { type: 'integer' }])),
      };
      return describe({
        operationId: `count${many}`,
        summary: `${manyLabel}: how many in all and in each view`,
        responses: { '200': ok("The total and each view's count", envelope(schema)) },
      });
    },
    create: () => write(true),
    update: () => write(false),
    visitorCreate: () => {
      const create = definition.visitorCreate!;
      const bot = create.honeypot
        ? ` '${create.honeypot}' is a honeypot: filled, the answer is the same and nothing is stored.`
        : '';
      return describe({
        operationId: `visitorCreate${one}`,
        summary: `${oneLabel}: a visitor's, throttled like every public POST`,
        description: `Stored with ${Object.entries(create.values)
          .map(([f, v]) => `${f} ${String(v)}`)
          .join(', ')}: the office sees it, visitors do not until it acts.${bot}`,
        requestBody: visitorRequestBody(definition),
        responses: {
          '201': ok(create.message, envelope({ type: 'object', nullable: true, enum: [null] }, { message: true })),
        },
      });
    },
    preview: (what: 'list' | 'item') =>
      describe({
        operationId: `preview${what === 'list' ? many : one}`,
        summary:
          what === 'list'
            ? `${manyLabel}: the public list with one item that is not public yet in its place (staff preview)`
            : `${oneLabel}: one item as visitors will see it once published (staff preview)`,
        description:
          'The item counts as published and due; every other rule of the public page applies. Answered with Cache-Control: no-store, never cached.',
        parameters: [idParameter, ...(what === 'list' ? listParameters(definition, 'public') : [])],
        responses: {
          '200': ok(
            what === 'list' ? `A page of ${manyLabel.toLowerCase()}` : `The ${oneLabel.toLowerCase()}`,
            envelope(
              what === 'list' ? { type: 'array', items: record('public') } : record('public'),
              what === 'list' ? { meta: true } : {},
            ),
          ),
        },
      }),
    /** The preview of an item shown only inside its owner's answers (a corrigendum in the tenders' list). */
    previewInOwner: (owner: ContentTypeDefinition) =>
      describe({
        operationId: `preview${one}InOwner`,
        summary: `${oneLabel}: the public list of ${owner.label.many.toLowerCase()} with this item, not public yet, embedded in its place (staff preview)`,
        description:
          "The item counts as published and due where its owner's answers embed it; every other rule of the public page applies. Answered with Cache-Control: no-store, never cached.",
        parameters: [idParameter, ...listParameters(owner, 'public')],
        responses: {
          '200': ok(
            `A page of ${owner.label.many.toLowerCase()}`,
            envelope({ type: 'array', items: schemaRef(contentSchemaNames(owner).public) }, { meta: true }),
          ),
        },
      }),
    publishing: (action: PublishAction) => describe(publishingOperation(definition, action, one, record('admin'))),
    remove: () =>
      describe({
        operationId: `delete${one}`,
        summary: `${oneLabel}: delete`,
        description: `Removes its file too. Answers the toast '${texts.deleted}'.`,
        parameters: [idParameter],
        responses: {
          '200': ok(texts.deleted, envelope({ type: 'object', nullable: true, enum: [null] }, { message: true })),
        },
      }),
  };
}
