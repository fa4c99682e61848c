/** A content type defined and nothing else is described in the API's OpenAPI document, from its definition. */
import { defineContentType } from '@diet/contracts/content-type';
import { OPERATION_DOCS, type OperationDocs } from '../docs/operation-docs';
import { adminContentController, publicContentControllers } from './content-controllers';
import { contentOperations } from './content-openapi';

const throwaway = defineContentType({
  name: 'tender',
  path: 'throwaway-tenders',
  table: 'throwaway_tenders',
  label: { one: 'Tender', many: 'Tenders' },
  fields: {
    title: { kind: 'text', label: 'Title', required: 'Title is required', max: 150, searchable: true },
    kind: { kind: 'choice', label: 'Kind', values: ['Works', 'Goods'], filter: true },
    lots: { kind: 'integer', label: 'Lots', min: 1, max: 9 },
    note: { kind: 'text', label: 'Note', max: 80, adminOnly: true },
    document: { kind: 'file', label: 'Document', kinds: ['pdf'], maxBytes: 1024, help: 'A PDF.' },
  },
  order: [['title', 'asc']],
  public: { list: true, get: true, page: false },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'notification',
    order: 99,
    nav: 'Tenders',
    title: 'Tenders',
    columns: ['title'],
  },
});

const docsOf = (controller: { prototype: object }, method: string) =>
  Reflect.getMetadata(OPERATION_DOCS, (controller.prototype as Record<string, object>)[method]) as
    OperationDocs | undefined;

describe('the OpenAPI description of a content type', () => {
  const ops = contentOperations(throwaway);

  it('is attached to every route the machinery makes for it', () => {
    const admin = adminContentController(throwaway);
    for (const method of ['list', 'get', 'create', 'update', 'remove'])
      expect(docsOf(admin, method)?.operation.operationId).toBeTruthy();
    for (const controller of publicContentControllers(throwaway)) {
      const method = Object.getOwnPropertyNames(controller.prototype).find((m) => m !== 'constructor')!;
      expect(docsOf(controller, method)?.operation.operationId).toBeTruthy();
    }
  });

  it('takes its body fields, limits and file part from the definition', () => {
    const { schemas } = ops.create();
    expect(schemas!.TenderInput).toMatchObject({
      required: ['title'],
      additionalProperties: false,
      properties: {
        title: { maxLength: 150 },
        kind: { enum: ['Works', 'Goods'], nullable: true },
        lots: { minimum: 1, maximum: 9 },
        documentName: { maxLength: 255 },
      },
    });
    const multipart = (
      ops.create().operation.requestBody as {
        content: Record<string, { schema: { properties: Record<string, object> } }>;
      }
    ).content['multipart/form-data'];
    expect(multipart.schema.properties.document).toMatchObject({
      format: 'binary',
      'x-file-kinds': ['pdf'],
      'x-max-bytes': 1024,
    });
  });

  it('answers visitors without the fields kept for the office', () => {
    const { schemas } = ops.list('public');
    expect(Object.keys(schemas!.TenderPublic.properties!)).not.toContain('note');
    expect(Object.keys(schemas!.Tender.properties!)).toEqual(
      expect.arrayContaining([
        'id',
        'note',
        'document',
        'documentName',
        'documentSize',
        'documentType',
        'createdAt',
        'updatedAt',
      ]),
    );
    const params = (ops.list('public').operation.parameters as { name: string }[]).map((p) => p.name);
    expect(params).toEqual(['page', 'pageSize', 'q', 'kind', 'lang']);
  });
});
