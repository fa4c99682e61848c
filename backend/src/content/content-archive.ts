/**
 * The archive over every type that names one (ARCHITECTURE.md 12.3): GET /api/archive?type=&q=
 * &year=&page=&lang= asks each archived type for the newest of its archive view (the very query
 * its own list's archive tab runs, so it shows only what visitors may see), merges them newest
 * first and answers one page, with the years there are items of for the year filter.
 */
import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ARCHIVE_PAGE_SIZE, archiveQueryFields, archivedTypes, type ArchiveItem } from '@diet/contracts/archive';
import { titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { checkFields } from '@diet/contracts/content-validation';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { searchUrlOf } from '@diet/contracts/search';
import { PageResult } from '../common/page-result';
import { validationError } from '../common/validation';
import { contentServiceToken } from './content-controllers';
import type { ContentRecord, ContentService } from './content.service';

const QUERY_FIELDS = archiveQueryFields(CONTENT_TYPES);

/** A day or a moment as the API answers it: 'YYYY-MM-DD' or ISO 8601. */
const dayOf = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? value : null;

@Injectable()
export class ContentArchive {
  private readonly types = archivedTypes(CONTENT_TYPES);

  constructor(private readonly modules: ModuleRef) {}

  private service(definition: ContentTypeDefinition): ContentService {
    return this.modules.get<ContentService>(contentServiceToken(definition), { strict: false });
  }

  /** One page, newest first; `meta.facets` counts the found items by type and by year, for the filters. */
  async page(raw: Record<string, unknown>): Promise<PageResult<ArchiveItem>> {
    const { values, errors } = checkFields(QUERY_FIELDS, raw);
    if (errors.length > 0) throw validationError(errors);
    const page = (values.page as number | null) ?? 1;
    const asked = { q: (values.q as string | null) ?? null, year: (values.year as number | null) ?? null };
    const lang = (values.lang as Language | null) ?? DEFAULT_LANGUAGE;
    // The newest page*size of each type hold the page's items whatever the merge: the archive of a
    // district institute is hundreds of items, not the hundreds of thousands this would not suit.
    // Every type is asked, so that the type filter counts each; the page is of the type asked.
    const found = await Promise.all(
      this.types.map(async (definition) => ({
        definition,
        ...(await this.service(definition).archived({ ...asked, lang }, page * ARCHIVE_PAGE_SIZE)),
      })),
    );
    const shown = found.filter(({ definition }) => !values.type || definition.path === values.type);
    const items = shown
      .flatMap(({ definition, items: records }) => records.map((record) => this.item(definition, record)))
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id))
      .slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE);
    // Each type's count as the type filter's, each year's (of the types asked, any year) as the year filter's.
    const yearCounts = new Map<number, number>();
    const years = await Promise.all(shown.map(({ definition }) => this.service(definition).archivedYears(asked.q)));
    for (const counts of years)
      for (const { value, count } of counts)
        yearCounts.set(Number(value), (yearCounts.get(Number(value)) ?? 0) + count);
    const facets = {
      type: found.map(({ definition, total }) => ({ value: definition.path, count: total })),
      year: [...yearCounts].map(([value, count]) => ({ value, count })).sort((a, b) => b.value - a.value),
    };
    const total = shown.reduce((sum, { total: count }) => sum + count, 0);
    return new PageResult(items, { page, pageSize: ARCHIVE_PAGE_SIZE, total, facets });
  }

  private item(definition: ContentTypeDefinition, record: ContentRecord): ArchiveItem {
    return {
      type: definition.path,
      id: String(record.id),
      title: String(record[titleFieldOf(definition)] ?? ''),
      date: dayOf(record[definition.views!.archive!.dateField]),
      url: searchUrlOf(definition, record),
    };
  }
}

@Controller('api')
export class ContentArchiveController {
  constructor(private readonly archive: ContentArchive) {}

  @Get('archive')
  find(@Query() query: Record<string, unknown>): Promise<PageResult<ArchiveItem>> {
    return this.archive.page(query);
  }
}
