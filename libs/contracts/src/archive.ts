/**
 * The archive (ARCHITECTURE.md 12.3, GIGW 3.0's content archival policy): items past their validity
 * leave their type's current list for /archive, where GET /api/archive?type=&q=&year=&page=&lang=
 * finds them across every type that names its archive view (`views.archive`), newest first.
 */
import type { ContentTypeDefinition, Fields } from './content-type';
import { LANGUAGES } from './languages';
import { MAX_LENGTH } from './limits';

export interface ArchiveItem {
  /** The type's path ('notices'), as the `type` filter takes it. */
  type: string;
  id: string;
  title: string;
  /** The day (or moment) the archive orders it by: the type's `views.archive.dateField`. */
  date: string | null;
  /** Where the item is shown on the public site. */
  url: string;
}

export const ARCHIVE_PAGE_SIZE = 20;
/** The earliest year the archive's year filter takes. */
export const ARCHIVE_FIRST_YEAR = 1990;

/** The types whose items go to the archive: a public list with an archive view. */
export function archivedTypes(definitions: readonly ContentTypeDefinition[]): ContentTypeDefinition[] {
  return definitions.filter((d) => d.public && d.public.list && d.views?.archive);
}

/**
 * The field whose year the archive's `year` filter and counts take: the day the item's validity
 * ended (ARCHITECTURE 12.7), which its `review` block names (a notice's expiry, a tender's closing,
 * a download's 'Valid until', a training's end); a type without one, its archive's date.
 */
export function archiveYearField(definition: ContentTypeDefinition): string {
  return definition.review?.validUntil ?? definition.views!.archive!.dateField;
}

/** The query parameters of GET /api/archive, checked like a body. */
export function archiveQueryFields(definitions: readonly ContentTypeDefinition[]): Fields {
  return {
    type: { kind: 'choice', label: 'Type', values: archivedTypes(definitions).map((d) => d.path) },
    q: { kind: 'text', label: 'Search', max: MAX_LENGTH.query },
    year: { kind: 'integer', label: 'Year', min: ARCHIVE_FIRST_YEAR, maxYearsAhead: 0 },
    lang: { kind: 'choice', label: 'Language', values: LANGUAGES },
    page: { kind: 'integer', label: 'Page', min: 1 },
  };
}
