/**
 * The routes of a content type, made from its definition: the public list (and item, when the
 * definition makes items public) under /api/<path>, and the admin CRUD under /api/admin/<path>
 * (the global guard asks for the token there, and each admin route's permission: read, write,
 * export, delete, the same for every type). Answers and toasts keep SPEC.md's patterns.
 */
import { applyDecorators, Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Query, UploadedFile, type Type } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { adminRecordPath, contentTexts, fieldEntries, previewHref, previewListPath, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { PageResult, WithMessage } from '../common/page-result';
import { Allow, RawResponse } from '../common/route-metadata';
import { RecordFileUpload } from '../common/upload/record-file';
import type { UploadedFile as Upload } from '../common/upload/upload-check';
import { DescribedBy } from '../docs/operation-docs';
import { contentFileOf, type ContentFile } from './content-file';
import { contentOperations } from './content-openapi';
import { ownersOf } from './content-references';
import { itemLanguage } from './content-translations';
import type { ContentRecord, ContentService } from './content.service';

/** A type with a file takes multipart bodies (the part is named after the field); the others JSON. */
const FileParts = (file: ContentFile | null) => (file ? RecordFileUpload(file.rule) : applyDecorators());

export const contentServiceToken = (definition: ContentTypeDefinition) => `content-service:${definition.name}`;

/** A record as visitors may see it: without the fields kept for the office. */
function publicView(definition: ContentTypeDefinition): (record: ContentRecord) => ContentRecord {
  const hidden = fieldEntries(definition)
    .filter(([, f]) => f.adminOnly)
    .map(([name]) => name);
  if (hidden.length === 0) return (record) => record;
  return (record) => Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key))) as ContentRecord;
}

/** The public routes the definition allows: the list, and one item by id. */
export function publicContentControllers(definition: ContentTypeDefinition): Type[] {
  const access = definition.public;
  if (!access) return [];
  const view = publicView(definition);
  const docs = contentOperations(definition);
  const controllers: Type[] = [];
  if (access.list) {
    @Controller(`api/${definition.path}`)
    class PublicListController {
      constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

      @Get()
      @DescribedBy(docs.list('public'))
      async list(@Query() query: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
        const page = await this.content.list(query, 'public');
        return new PageResult(page.items.map(view), page.meta);
      }
    }
    controllers.push(PublicListController);
  }
  for (const [facet, field] of Object.entries(access.facets ?? {})) {
    @Controller(`api/${definition.path}`)
    class PublicFacetController {
      constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

      @Get(facet)
      @DescribedBy(docs.facet(facet, field))
      values(): Promise<unknown[]> {
        return this.content.facet(field);
      }
    }
    controllers.push(PublicFacetController);
  }
  const create = definition.visitorCreate;
  if (create) {
    const file = contentFileOf(definition);
    @Controller(`api/${definition.path}`)
    class VisitorCreateController {
      constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

      /** Throttled like every public POST (the global guard). */
      @Post(create!.segment)
      @HttpCode(201)
      @FileParts(file)
      @DescribedBy(docs.visitorCreate())
      async create(@Body() body: Record<string, unknown>, @UploadedFile() upload: Upload | undefined): Promise<WithMessage<null>> {
        await this.content.createByVisitor(body, upload);
        return new WithMessage(null, create!.message);
      }
    }
    controllers.push(VisitorCreateController);
  }
  if (access.get) {
    const strictIds = access.malformedIdIs400 === true;
    @Controller(`api/${definition.path}`)
    class PublicItemController {
      constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

      @Get(':id')
      @DescribedBy(docs.get('public'))
      async get(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<ContentRecord> {
        // Ids are UUIDs: for a type that says so, anything else is a malformed address (400), not an unknown item (404).
        if (strictIds && !isUUID(id)) throw ApiError.badRequest(HTTP_ERRORS.badRequest);
        return view(await this.content.getLocalized(id, itemLanguage(query)));
      }
    }
    controllers.push(PublicItemController);
  }
  return controllers;
}

/**
 * A staff preview of an item that is not public yet, for a type a public page shows: GET
 * /api/admin/<records>/<id>/preview answers the visitors' list (same parameters, same shape) with
 * that item in its place as if published and due, and .../preview/item the item as the public
 * item route would. A type shown only inside its owner's answers (a tender's corrigenda) answers
 * the owner's visitors' list with the item embedded where it belongs, and has no item route.
 * Under /api/admin: the token and contentRead are asked, and the public cache (which keeps
 * /api/<path> only) never holds these answers; no-store keeps browsers from it too.
 */
export function adminPreviewControllers(definition: ContentTypeDefinition): Type[] {
  const listPath = previewListPath(definition);
  const listed = CONTENT_TYPES.find((d) => d.path === listPath);
  if (!previewHref(definition, '') || !listed) return [];
  const embedded = listed !== definition;
  const view = publicView(listed);
  const docs = contentOperations(definition);

  @Controller(`api/admin/${adminRecordPath(definition)}/:id/preview`)
  class AdminPreviewController {
    constructor(
      @Inject(contentServiceToken(definition)) readonly content: ContentService,
      @Inject(contentServiceToken(listed!)) readonly shownIn: ContentService,
    ) {}

    @Get()
    @Allow('contentRead')
    @Header('Cache-Control', 'no-store')
    @DescribedBy(embedded ? docs.previewInOwner(listed!) : docs.preview('list'))
    async list(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
      const record = await this.content.find(id);
      const page = await this.shownIn.list(query, 'public', { definition, id, owners: embedded ? ownersOf(definition, record) : [] });
      return new PageResult(page.items.map(view), page.meta);
    }
  }
  if (embedded) return [AdminPreviewController];

  @Controller(`api/admin/${adminRecordPath(definition)}/:id/preview`)
  class AdminPreviewItemController {
    constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

    @Get('item')
    @Allow('contentRead')
    @Header('Cache-Control', 'no-store')
    @DescribedBy(docs.preview('item'))
    async item(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<ContentRecord> {
      return view(await this.content.getLocalized(id, itemLanguage(query), true));
    }
  }
  return [AdminPreviewController, AdminPreviewItemController];
}

/** GET /api/admin/<path>/counts when the definition counts its views (registered before /:id). */
export function adminCountsControllers(definition: ContentTypeDefinition): Type[] {
  if (!definition.views?.counted) return [];
  const docs = contentOperations(definition);
  @Controller(`api/admin/${definition.path}`)
  class AdminCountsController {
    constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

    @Get('counts')
    @Allow('contentRead')
    @DescribedBy(docs.counts())
    counts(): Promise<Record<string, number>> {
      return this.content.counts();
    }
  }
  return [AdminCountsController];
}

export function adminContentController(definition: ContentTypeDefinition): Type {
  const texts = contentTexts(definition);
  const file = contentFileOf(definition);
  const docs = contentOperations(definition);
  // The list mirrors the public one; the records may live elsewhere (SPEC.md's /api/admin/diksha-lab/course).
  const list = definition.path;
  const records = adminRecordPath(definition);
  const exported = definition.export;
  // Declared before ':id', so that 'export' is not taken for an id.
  const Export = () =>
    exported
      ? applyDecorators(
          Get(`${list}/export`),
          Allow('contentExport'),
          RawResponse(),
          Header('Content-Type', 'text/csv; charset=utf-8'),
          Header('Content-Disposition', `attachment; filename="${exported.fileName}"`),
          Header('Cache-Control', 'no-store'),
        )
      : applyDecorators();

  @Controller('api/admin')
  class AdminContentController {
    constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

    @Get(list)
    @Allow('contentRead')
    @DescribedBy(docs.list('admin'))
    list(@Query() query: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
      return this.content.list(query, 'admin');
    }

    @Export()
    exportCsv(): Promise<string> {
      return this.content.exportCsv();
    }

    @Get(`${records}/:id`)
    @Allow('contentRead')
    @DescribedBy(docs.get('admin'))
    get(@Param('id') id: string): Promise<ContentRecord> {
      return this.content.get(id);
    }

    @Post(records)
    @Allow('contentWrite')
    @FileParts(file)
    @DescribedBy(docs.create())
    async create(
      @Body() body: Record<string, unknown>,
      @UploadedFile() file: Upload | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      return new WithMessage(await this.content.create(body, file, admin), texts.created);
    }

    @Put(`${records}/:id`)
    @Allow('contentWrite')
    @FileParts(file)
    @DescribedBy(docs.update())
    async update(
      @Param('id') id: string,
      @Body() body: Record<string, unknown>,
      @UploadedFile() file: Upload | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      return new WithMessage(await this.content.update(id, body, file, admin), texts.updated);
    }

    @Delete(`${records}/:id`)
    @Allow('contentDelete')
    @HttpCode(200)
    @DescribedBy(docs.remove())
    async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
      await this.content.remove(id, admin);
      return new WithMessage(null, texts.deleted);
    }
  }
  return AdminContentController;
}
