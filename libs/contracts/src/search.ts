/**
 * Site search (issue 20, ARCHITECTURE.md 11.4): GET /api/search?q=&lang=&page= looks in the
 * searchable fields of every content type visitors see and answers the hits grouped by type.
 */
import { fieldEntries, publicPageOf, titleFieldOf, type ContentTypeDefinition, type Fields } from './content-type';
import { LANGUAGES, type Language } from './languages';
import { MAX_LENGTH } from './limits';
import { plainText } from './page-text';
import { itemPageHref } from './public-routes';

export interface SearchHit {
  /** The content type's name ('notice'). */
  type: string;
  id: string;
  title: string;
  excerpt: string;
  /** Where the item is shown on the public site. */
  url: string;
}

export interface SearchGroup {
  type: string;
  /** The type's name in the plural, in the language searched ('Notices', 'ਨੋਟਿਸ'). */
  label: string;
  /** How many of this type match in all. */
  total: number;
  items: SearchHit[];
}

/** Hits per type on one page of results. */
export const SEARCH_PAGE_SIZE = 10;
/** An excerpt is at most this long. */
export const SEARCH_EXCERPT_LENGTH = 160;
export const SEARCH_QUERY_REQUIRED = 'Search text is required';

/** The query parameters of GET /api/search, checked like a body. */
export const SEARCH_QUERY_FIELDS: Fields = {
  q: { kind: 'text', label: 'Search', required: SEARCH_QUERY_REQUIRED, max: MAX_LENGTH.query },
  lang: { kind: 'choice', label: 'Language', values: LANGUAGES },
  page: { kind: 'integer', label: 'Page', min: 1 },
};

/** The types the site search looks in: those whose items visitors see on a page, and can find by a field. */
export function searchedTypes(definitions: readonly ContentTypeDefinition[]): ContentTypeDefinition[] {
  return definitions.filter(
    (d) =>
      d.public &&
      d.public.list &&
      (publicPageOf(d) || d.public.itemPath) &&
      fieldEntries(d).some(([, f]) => f.searchable && !f.adminOnly),
  );
}

/** A group's heading in `language`: what visitors call the type's items (its `public.label`, else its menu name). */
export function groupLabelOf(definition: ContentTypeDefinition, language: Language): string {
  const term = definition.public ? (definition.public.label ?? definition.public.nav) : undefined;
  return term?.[language] ?? definition.label.many;
}

/** The page that shows `record`: its item page, else its own address, or its type's page searched for its title. */
export function searchUrlOf(definition: ContentTypeDefinition, record: Record<string, unknown>): string {
  const page = itemPageHref(definition.path, String(record.id ?? ''));
  if (page) return page;
  const itemPath = definition.public ? definition.public.itemPath : undefined;
  if (itemPath) return itemPath.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(record[name] ?? '')));
  const title = String(record[titleFieldOf(definition)] ?? '');
  return `${publicPageOf(definition) ?? '/'}?q=${encodeURIComponent(title)}`;
}

/**
 * Up to SEARCH_EXCERPT_LENGTH characters of `text` around the first place it contains `q`, cut at
 * spaces: a cut inside a word would split a Gurmukhi or Devanagari letter from its vowel sign.
 */
export function excerptAround(text: string, q: string): string {
  const plain = plainText(text);
  if (plain.length <= SEARCH_EXCERPT_LENGTH) return plain;
  const at = Math.max(0, plain.toLowerCase().indexOf(q.toLowerCase()));
  let start = Math.max(0, Math.min(at - 40, plain.length - SEARCH_EXCERPT_LENGTH));
  let end = start + SEARCH_EXCERPT_LENGTH;
  if (start > 0) {
    const space = plain.indexOf(' ', start - 1);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > Math.max(start, at)) end = space;
  }
  const cut = plain.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${cut}${end < plain.length ? '…' : ''}`;
}
