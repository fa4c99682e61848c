/**
 * Site search and the site's last change, over every content type (issue 20, ARCHITECTURE.md 11.4):
 * GET /api/search?q=&lang=&page= asks each searched type's public list for `q`, the very query
 * visitors' lists run, so it shows only what they may see; GET /api/site/updated answers when any
 * public content (or the published site settings) last changed, for the footer's 'Last updated'.
 */
import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { fieldEntries, titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { checkFields } from '@diet/contracts/content-validation';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_FIELDS,
  excerptAround,
  groupLabelOf,
  searchUrlOf,
  searchedTypes,
  type SearchGroup,
  type SearchHit,
} from '@diet/contracts/search';
import { DataSource, type EntitySchema } from 'typeorm';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { PageResult } from '../common/page-result';
import { validationError } from '../common/validation';
import { fieldSchema } from '../docs/field-schema';
import { DescribedBy, envelope, schemaRef, type OperationDocs } from '../docs/operation-docs';
import { contentServiceToken } from './content-controllers';
import { CONTENT_SCHEMAS, SINGLETON_SCHEMAS } from './content-schemas';
import type { SingletonRow } from './singleton.service';
import type { ContentRecord, ContentService } from './content.service';
import { publicOnly } from './content-publishing';

/** The field an excerpt comes from: the first searchable one besides the title, long texts first. */
function excerptFieldOf(definition: ContentTypeDefinition): string | null {
  const title = titleFieldOf(definition);
  const others = fieldEntries(definition).filter(([name, f]) => f.searchable && !f.adminOnly && name !== title);
  return (others.find(([, f]) => f.kind === 'longText') ?? others[0])?.[0] ?? null;
}

/** Hits whose title holds the words come first; the list's own order decides the rest. */
const titleFirst = (q: string) => (a: SearchHit, b: SearchHit) =>
  Number(!a.title.toLowerCase().includes(q)) - Number(!b.title.toLowerCase().includes(q));

export interface SearchAnswer {
  groups: SearchGroup[];
  page: number;
  pageSize: number;
  total: number;
}

@Injectable()
export class ContentSearch {
  private readonly types: ContentTypeDefinition[];

  constructor(private readonly modules: ModuleRef) {
    this.types = searchedTypes(CONTENT_TYPES);
  }

  private service(definition: ContentTypeDefinition): ContentService {
    return this.modules.get<ContentService>(contentServiceToken(definition), { strict: false });
  }

  async search(raw: Record<string, unknown>): Promise<SearchAnswer> {
    const { values, errors } = checkFields(SEARCH_QUERY_FIELDS, raw);
    if (errors.length > 0) throw validationError(errors);
    const q = String(values.q);
    const page = (values.page as number | null) ?? 1;
    const lang = (values.lang as Language | null) ?? DEFAULT_LANGUAGE;
    const groups = await Promise.all(
      this.types.map(async (definition): Promise<SearchGroup> => {
        // Every public list takes `lang`: it searches the translations too and answers each translatable field in it (English where missing).
        const found = await this.service(definition).list(
          { q, page: String(page), pageSize: String(SEARCH_PAGE_SIZE), lang },
          'public',
        );
        const excerptField = excerptFieldOf(definition);
        const items = found.items
          .map((record) => this.hit(definition, record, excerptField, q))
          .sort(titleFirst(q.toLowerCase()));
        return { type: definition.name, label: groupLabelOf(definition, lang), total: found.meta.total, items };
      }),
    );
    const matched = groups.filter((g) => g.total > 0);
    return {
      groups: matched.filter((g) => g.items.length > 0),
      page,
      pageSize: SEARCH_PAGE_SIZE,
      total: matched.reduce((sum, g) => sum + g.total, 0),
    };
  }

  private hit(
    definition: ContentTypeDefinition,
    record: ContentRecord,
    excerptField: string | null,
    q: string,
  ): SearchHit {
    return {
      type: definition.name,
      id: record.id,
      title: String(record[titleFieldOf(definition)] ?? ''),
      excerpt: excerptField && record[excerptField] ? excerptAround(String(record[excerptField]), q) : '',
      url: searchUrlOf(definition, record),
    };
  }
}

/**
 * When the content visitors see last changed: the newest `updatedAt` of what every public type
 * publishes, and of each singleton (the site settings every page shows) whose last write published it.
 */
export async function lastContentChange(
  db: DataSource,
  schemas: ReadonlyMap<ContentTypeDefinition, EntitySchema>,
  singletons: Iterable<EntitySchema<SingletonRow>> = SINGLETON_SCHEMAS.values(),
): Promise<string | null> {
  const latest = await Promise.all([
    ...[...schemas].flatMap(([definition, schema]) =>
      definition.public
        ? [
            publicOnly(db.getRepository<ContentRecord>(schema).createQueryBuilder('c'))
              .select(['c.id', 'c.updatedAt'])
              .orderBy('c.updatedAt', 'DESC')
              .getOne(),
          ]
        : [],
    ),
    // A change still in review moved updatedAt but not what visitors read: only a published row counts.
    ...[...singletons].map((schema) => db.getRepository(schema).findOne({ where: { publishState: 'published' } })),
  ]);
  const times = latest.flatMap((record) =>
    record?.updatedAt ? [new Date(record.updatedAt as string | Date).getTime()] : [],
  );
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

const json = (description: string, schema: object) => ({ description, content: { 'application/json': { schema } } });

const SEARCH_DOCS: OperationDocs = {
  operation: {
    summary: 'Site search',
    description: `Searches the published items of every public content type (their searchable fields) and the site pages. Hits grouped by type, ${SEARCH_PAGE_SIZE} per type and page, title matches first. An empty q answers 400 '${SEARCH_QUERY_FIELDS.q.required}'.`,
    parameters: Object.entries(SEARCH_QUERY_FIELDS).map(([name, field]) => ({
      name,
      in: 'query',
      required: Boolean(field.required),
      schema: fieldSchema(field),
    })),
    responses: {
      '200': json(
        'The groups that have hits on this page; meta.total counts every hit',
        envelope({ type: 'array', items: schemaRef('SearchGroup') }, { meta: true }),
      ),
    },
  },
  schemas: {
    SearchHit: {
      type: 'object',
      required: ['type', 'id', 'title', 'excerpt', 'url'],
      properties: {
        type: { type: 'string' },
        id: { type: 'string', format: 'uuid' },
        title: { type: 'string' },
        excerpt: { type: 'string' },
        url: { type: 'string', description: 'The public page that shows the item.' },
      },
    },
    SearchGroup: {
      type: 'object',
      required: ['type', 'label', 'total', 'items'],
      properties: {
        type: { type: 'string' },
        label: { type: 'string' },
        total: { type: 'integer' },
        items: { type: 'array', items: schemaRef('SearchHit') },
      },
    },
  },
};

const UPDATED_DOCS: OperationDocs = {
  operation: {
    summary: 'When public content last changed',
    responses: {
      '200': json(
        "The newest change of any public content type (null: no content yet), for the footer's 'Last updated'",
        envelope({
          type: 'object',
          required: ['updatedAt'],
          properties: { updatedAt: { type: 'string', format: 'date-time', nullable: true } },
        }),
      ),
    },
  },
};

@Controller('api')
export class ContentSearchController {
  constructor(
    private readonly search: ContentSearch,
    private readonly db: DataSource,
  ) {}

  /** The groups as the list, the page and the total of every group's hits in `meta`. */
  @Get('search')
  @DescribedBy(SEARCH_DOCS)
  async find(@Query() query: Record<string, unknown>): Promise<PageResult<SearchGroup>> {
    const { groups, page, pageSize, total } = await this.search.search(query);
    return new PageResult(groups, { page, pageSize, total });
  }

  @Get('site/updated')
  @DescribedBy(UPDATED_DOCS)
  async updated(): Promise<{ updatedAt: string | null }> {
    return { updatedAt: await lastContentChange(this.db, CONTENT_SCHEMAS) };
  }
}
