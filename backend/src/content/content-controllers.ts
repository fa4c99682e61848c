/**
 * The routes of a content type, made from its definition: the public list (and item, when the
 * definition makes items public) under /api/<path>, and the admin CRUD under /api/admin/<path>
 * (the global guard asks for the token there, and each admin route's permission: read, write,
 * export, delete, the same for every type but those holding personal data, read and written by
 * editors only: readPermissionOf). Answers and toasts keep SPEC.md's patterns.
 */
import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
  type Type,
} from '@nestjs/common';
import type { ImportReport } from '@diet/contracts/api';
import type { Response } from 'express';
import { isUUID } from 'class-validator';
import {
  adminRecordPath,
  contentTexts,
  fieldEntries,
  previewHref,
  previewListPath,
  readPermissionOf,
  writePermissionOf,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { CITATION, CITATION_FORMATS, CSV_IMPORT, HTTP_ERRORS, type CitationFormat } from '@diet/contracts/messages';
import { itemPageHref } from '@diet/contracts/public-routes';
import { pathInLanguage } from '@diet/contracts/languages';
import { PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { ApiError } from '../common/api-error';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { PageResult, WithMessage } from '../common/page-result';
import { Allow, RawResponse } from '../common/route-metadata';
import { RecordFileUpload } from '../common/upload/record-file';
import { FileUpload } from '../common/upload/file-upload.interceptor';
import { toSafeCsv } from '../csv/safe-csv';
import type { UploadedFile as Upload } from '../common/upload/upload-check';
import { DescribedBy } from '../docs/operation-docs';
import { contentFileOf, type ContentFile } from './content-file';
import { contentOperations } from './content-openapi';
import { RIS_LIMIT, toRis } from './content-ris';
import { toBibtex } from './content-bibtex';
import { INSTITUTE_NAME, type InstituteName } from './institute-name-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ownersOf } from './content-references';
import { itemLanguage } from './content-translations';
import type { ContentRecord, ContentService } from './content.service';

/** A CSV import's largest file: 5,000 books are about 600 KB. */
const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A type with a file takes multipart bodies (the part is named after the field); the others JSON. */
const FileParts = (file: ContentFile | null) => (file ? RecordFileUpload(file.rule) : applyDecorators());

export const contentServiceToken = (definition: ContentTypeDefinition) => `content-service:${definition.name}`;

/** A record as visitors may see it: without the fields kept for the office. */
/** A save that leaves the item a draft says so ('Draft saved'), not that it was added or updated for all to see. */
const savedMessage = (record: ContentRecord, message: string) =>
  new WithMessage(record, record.publishState === 'draft' ? PUBLISHING_TOASTS.draftSaved : message);

function publicView(definition: ContentTypeDefinition): (record: ContentRecord) => ContentRecord {
  const hidden = fieldEntries(definition)
    .filter(([, f]) => f.adminOnly)
    .map(([name]) => name);
  if (hidden.length === 0) return (record) => record;
  return (record) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key))) as ContentRecord;
}

/** The public routes the definition allows: the list, and one item by id. */
export function publicContentControllers(definition: ContentTypeDefinition): Type[] {
  const access = definition.public;
  if (!access) return [];
  const view = publicView(definition);
  const docs = contentOperations(definition);
  const controllers: Type[] = [];
  const ris = access.ris;
  if (ris) {
    @Controller(`api/${definition.path}`)
    class PublicRisController {
      constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

      /** The list's search (same parameters) as RIS citations; at most RIS_LIMIT records. */
      @Get('export.ris')
      @DescribedBy(docs.ris())
      @RawResponse()
      @Header('Content-Type', 'application/x-research-info-systems; charset=utf-8')
      @Header('Content-Disposition', `attachment; filename="${ris!.fileName}"`)
      async export(@Query() query: Record<string, unknown>): Promise<string> {
        return toRis(ris!, (await this.content.found(query, RIS_LIMIT)).map(view));
      }
    }
    controllers.push(PublicRisController);
  }
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
      async create(
        @Body() body: Record<string, unknown>,
        @UploadedFile() upload: Upload | undefined,
      ): Promise<WithMessage<null>> {
        await this.content.createByVisitor(body, upload);
        return new WithMessage(null, create!.message);
      }
    }
    controllers.push(VisitorCreateController);
  }
  if (access.get && ris) {
    const page = (id: string) => itemPageHref(definition.path, id);
    const FORMATS: Record<CitationFormat, { type: string; extension: string }> = {
      ris: { type: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
      bibtex: { type: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
    };
    @Controller(`api/${definition.path}`)
    class PublicCiteController {
      constructor(
        @Inject(contentServiceToken(definition)) readonly content: ContentService,
        @Inject(APP_CONFIG) readonly config: AppConfig,
        @Inject(INSTITUTE_NAME) readonly institute: InstituteName,
      ) {}

      /** One item as a citation to import (RIS or BibTeX), with its page's address; `lang` as the item's read. */
      @Get(':id/cite')
      @DescribedBy(docs.cite())
      @RawResponse()
      async cite(
        @Param('id') id: string,
        @Query() query: Record<string, unknown>,
        @Res({ passthrough: true }) res: Response,
      ): Promise<string> {
        const format = query.format as CitationFormat;
        if (!CITATION_FORMATS.includes(format)) throw ApiError.badRequest(CITATION.formatInvalid);
        const language = itemLanguage(query);
        const record = view(await this.content.getLocalized(id, language));
        const href = page(String(record.id));
        const extra = {
          ...(ris!.byInstitute ? { PB: await this.institute.read() } : {}),
          ...(href ? { UR: `${this.config.publicUrl}${pathInLanguage(href, language)}` } : {}),
        };
        res.setHeader('Content-Type', FORMATS[format].type);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${definition.path}-${String(record.id)}.${FORMATS[format].extension}"`,
        );
        return format === 'ris' ? toRis(ris!, [record], extra) : toBibtex(ris!, record, definition.path, extra);
      }
    }
    controllers.push(PublicCiteController);
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
    @Allow(readPermissionOf(definition))
    @Header('Cache-Control', 'no-store')
    @DescribedBy(embedded ? docs.previewInOwner(listed!) : docs.preview('list'))
    async list(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
      const record = await this.content.find(id);
      const page = await this.shownIn.list(query, 'public', {
        definition,
        id,
        owners: embedded ? ownersOf(definition, record) : [],
      });
      return new PageResult(page.items.map(view), page.meta);
    }
  }
  if (embedded) return [AdminPreviewController];

  @Controller(`api/admin/${adminRecordPath(definition)}/:id/preview`)
  class AdminPreviewItemController {
    constructor(@Inject(contentServiceToken(definition)) readonly content: ContentService) {}

    @Get('item')
    @Allow(readPermissionOf(definition))
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
    @Allow(readPermissionOf(definition))
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
  const imported = definition.csvImport;
  // Declared before ':id', so that 'import' is not taken for an id. A bulk change of what visitors see: an editor's.
  const Import = () =>
    imported
      ? applyDecorators(
          Post(`${list}/import`),
          Allow('contentPublish'),
          HttpCode(200),
          UseInterceptors(FileUpload('file', { maxBytes: CSV_IMPORT_MAX_BYTES })),
          DescribedBy(docs.importCsv()),
        )
      : applyDecorators();
  const ImportTemplate = () =>
    imported
      ? applyDecorators(
          Get(`${list}/import/template`),
          Allow('contentRead'),
          DescribedBy(docs.importTemplate()),
          RawResponse(),
          Header('Content-Type', 'text/csv; charset=utf-8'),
          Header('Content-Disposition', `attachment; filename="${imported.templateName}"`),
        )
      : applyDecorators();
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
    @Allow(readPermissionOf(definition))
    @DescribedBy(docs.list('admin'))
    list(@Query() query: Record<string, unknown>): Promise<PageResult<ContentRecord>> {
      return this.content.list(query, 'admin');
    }

    @Export()
    exportCsv(): Promise<string> {
      return this.content.exportCsv();
    }

    @Import()
    async importCsv(
      @Query() query: Record<string, unknown>,
      @UploadedFile() file: Upload | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<ImportReport | WithMessage<ImportReport>> {
      const dryRun = query.dryRun === 'true';
      const report = await this.content.importCsv(
        file?.buffer,
        { dryRun, skipInvalid: query.skipInvalid === 'true' },
        admin,
      );
      return dryRun ? report : new WithMessage(report, CSV_IMPORT.imported(report.added ?? 0, report.updated ?? 0));
    }

    @ImportTemplate()
    importTemplate(): string {
      return toSafeCsv([...imported!.columns], []);
    }

    @Get(`${records}/:id`)
    @Allow(readPermissionOf(definition))
    @DescribedBy(docs.get('admin'))
    get(@Param('id') id: string): Promise<ContentRecord> {
      return this.content.get(id);
    }

    @Post(records)
    @Allow(writePermissionOf(definition))
    @FileParts(file)
    @DescribedBy(docs.create())
    async create(
      @Body() body: Record<string, unknown>,
      @UploadedFile() file: Upload | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      return savedMessage(await this.content.create(body, file, admin), texts.created);
    }

    @Put(`${records}/:id`)
    @Allow(writePermissionOf(definition))
    @FileParts(file)
    @DescribedBy(docs.update())
    async update(
      @Param('id') id: string,
      @Body() body: Record<string, unknown>,
      @UploadedFile() file: Upload | undefined,
      @CurrentAdmin() admin: AdminPrincipal,
    ): Promise<WithMessage<ContentRecord>> {
      return savedMessage(await this.content.update(id, body, file, admin), texts.updated);
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
