/**
 * What search engines and Google Scholar read in a public page's HTML (ARCHITECTURE 12.6): JSON-LD
 * blocks of schema.org's vocabulary and Scholar's citation_* tags, in the page's language. The home
 * page describes the institute (EducationalOrganization, from the published site settings); an
 * item's page its BreadcrumbList, and what its type's definition says the item is (`schemaOrg`: an
 * Event, a Course with its CourseInstance, a ScholarlyArticle). One function for every type: a new type declares its mapping.
 */
import { titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import type { LocalizedExtras } from '@diet/contracts/content-translations';
import type { PageHead } from '@diet/contracts/first-route';
import { pathInLanguage, type Language } from '@diet/contracts/languages';
import { authorsOf, type SchemaOrgMapping } from '@diet/contracts/schema-org';
import type {
  BreadcrumbList,
  CourseLeaf,
  EducationalOrganization,
  EventLeaf,
  ListItem,
  Person,
  Place,
  PostalAddress,
  ScholarlyArticleLeaf,
  Thing,
  VirtualLocation,
} from 'schema-dts';
import { escapeMarkup, jsonInScript } from '../common/markup';

/** What the structured data takes of the published site settings with the emblems (GET /api/site). */
export interface InstituteFacts {
  instituteName: string;
  instituteShortName?: string;
  subtitle?: string;
  address?: { lines?: string[]; pin?: string };
  phone?: string;
  email?: string;
  social?: { network: string; url?: string }[];
  emblems?: { src: string }[];
}

/** Where the page is: the site's public URL and the page's language. */
export interface PagePlace {
  publicUrl: string;
  language: Language;
}

const SCHEMA = 'https://schema.org';
/** The institute keeps India's one offset all year. */
const INSTITUTE_OFFSET = '+05:30';

type Item = Record<string, unknown>;

/** A value worth saying: text with something in it, or a number; else undefined (JSON leaves it out). */
const text = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' ? String(value) : undefined;

/** A page's absolute address in the page's language. */
const pageUrl = (place: PagePlace, path: string) => `${place.publicUrl}${pathInLanguage(path, place.language)}`;
/** A file or picture of this site ('/uploads/…'), absolute. */
const absolute = (place: PagePlace, src: string) => new URL(src, `${place.publicUrl}/`).toString();

function postalAddress(site: InstituteFacts): PostalAddress | undefined {
  const lines = (site.address?.lines ?? []).map(text).filter((line) => line !== undefined);
  const pin = text(site.address?.pin);
  if (lines.length === 0 && !pin) return undefined;
  return { '@type': 'PostalAddress', streetAddress: text(lines.join(', ')), postalCode: pin, addressCountry: 'IN' };
}

/** The institute, as the home page describes it; named by a page's organiser and publisher. */
function organization(site: InstituteFacts, place: PagePlace): EducationalOrganization {
  const emblem = site.emblems?.[0]?.src;
  const sameAs = (site.social ?? []).map((link) => text(link.url)).filter((url) => url !== undefined);
  return {
    '@type': 'EducationalOrganization',
    name: site.instituteName,
    alternateName: text(site.instituteShortName),
    description: text(site.subtitle),
    url: pageUrl(place, '/'),
    logo: emblem ? absolute(place, emblem) : undefined,
    address: postalAddress(site),
    telephone: text(site.phone),
    email: text(site.email),
    sameAs: sameAs.length ? sameAs : undefined,
  };
}

const organiser = (site: InstituteFacts, place: PagePlace): EducationalOrganization => ({
  '@type': 'EducationalOrganization',
  name: site.instituteName,
  url: pageUrl(place, '/'),
});

/** A day with its time at the institute when there is one: '2026-12-15T10:30:00+05:30', or '2026-12-15'. */
function dayAndTime(day: unknown, time: unknown): string | undefined {
  const date = text(day);
  if (!date) return undefined;
  const at = text(time);
  return at ? `${date}T${at.slice(0, 5)}:00${INSTITUTE_OFFSET}` : date;
}

/** What every item's block says: its name, description, address and picture, as its page says them. */
interface ItemBasics {
  name?: string;
  description?: string;
  url: string;
  image?: string;
  inLanguage: string;
}

/** An Event's place: a venue at the institute's address, a link to follow it online, or both. */
function eventPlace(
  mapping: Extract<SchemaOrgMapping, { kind: 'Event' }>,
  item: Item,
  site: InstituteFacts,
): Pick<EventLeaf, 'location' | 'eventAttendanceMode'> {
  const where = mapping.location ? text(item[mapping.location]) : undefined;
  const online = mapping.url ? text(item[mapping.url]) : undefined;
  const venue: Place = { '@type': 'Place', name: where ?? site.instituteName, address: postalAddress(site) };
  const link: VirtualLocation | undefined = online ? { '@type': 'VirtualLocation', url: online } : undefined;
  if (link && where) return { location: [venue, link], eventAttendanceMode: `${SCHEMA}/MixedEventAttendanceMode` };
  if (link) return { location: link, eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode` };
  return { location: venue, eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode` };
}

/** The item's own block, of the kind its definition's mapping names. */
function itemBlock(
  mapping: SchemaOrgMapping,
  item: Item,
  basics: ItemBasics,
  site: InstituteFacts,
  place: PagePlace,
): CourseLeaf | EventLeaf | ScholarlyArticleLeaf {
  switch (mapping.kind) {
    case 'Event':
      return {
        '@type': 'Event',
        ...basics,
        startDate: dayAndTime(item[mapping.startDate], mapping.startTime ? item[mapping.startTime] : undefined),
        eventStatus: `${SCHEMA}/EventScheduled`,
        ...eventPlace(mapping, item, site),
        organizer: organiser(site, place),
      };
    case 'Course': {
      const where = mapping.location ? text(item[mapping.location]) : undefined;
      const hours = mapping.hours ? Number(item[mapping.hours]) : NaN;
      const mode = mapping.modes[String(item[mapping.mode])];
      return {
        '@type': 'Course',
        ...basics,
        provider: organiser(site, place),
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: mode,
          startDate: text(item[mapping.startDate]),
          endDate: text(item[mapping.endDate]),
          location:
            mode === 'Online'
              ? undefined
              : { '@type': 'Place', name: where ?? site.instituteName, address: postalAddress(site) },
          courseWorkload: Number.isFinite(hours) && hours > 0 ? `PT${hours}H` : undefined,
        },
      };
    }
    case 'ScholarlyArticle': {
      const file = mapping.file ? text(item[mapping.file]) : undefined;
      return {
        '@type': 'ScholarlyArticle',
        ...basics,
        // Google reads at most 110 characters of a headline.
        headline: basics.name?.slice(0, 110),
        author: authorsOf(String(item[mapping.author] ?? '')).map((name): Person => ({ '@type': 'Person', name })),
        datePublished: text(item[mapping.datePublished]),
        publisher: organiser(site, place),
        encoding: file
          ? {
              '@type': 'MediaObject',
              contentUrl: absolute(place, file),
              encodingFormat: text(item[`${mapping.file}Type`]),
            }
          : undefined,
      };
    }
  }
}

/** Home, the type's page, the item: each with its name in the page's language and its address. */
function breadcrumbs(crumbs: [name: string, url: string][]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, item], i): ListItem => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

/** One JSON-LD block of the page. */
const block = (data: Thing) =>
  `<script type="application/ld+json">${jsonInScript(JSON.stringify({ '@context': SCHEMA, ...(data as object) }))}</script>`;

/** The home page's head lines: the institute. */
export function homeStructuredData(site: InstituteFacts, place: PagePlace): string[] {
  return [block(organization(site, place))];
}

/** The language the item's texts are in: the page's, or English where the API had no translation of its title. */
function textLanguage(definition: ContentTypeDefinition, item: Item, place: PagePlace): string {
  return (item as LocalizedExtras).untranslated?.includes(titleFieldOf(definition)) ? 'en' : place.language;
}

/** What an item's page needs to say what it is, beyond the item and its PageHead. */
export interface ItemPageContext {
  definition: ContentTypeDefinition;
  item: Item;
  head: PageHead;
  site: InstituteFacts;
  place: PagePlace;
  /** The page's address without the language ('/research/<id>'). */
  path: string;
  /** The type's page ('/research') and its name in the page's language. */
  list: { path: string; name: string };
}

/** An item page's head lines: its BreadcrumbList, its own block when its type maps one, and Scholar's tags for a paper. */
export function itemStructuredData(page: ItemPageContext): string[] {
  const { definition, item, head, site, place } = page;
  const url = pageUrl(place, page.path);
  const name = head.shareTitle ?? '';
  const mapping = definition.public ? definition.public.schemaOrg : undefined;
  const inLanguage = textLanguage(definition, item, place);
  const basics: ItemBasics = {
    name: text(head.shareTitle),
    description: text(head.description),
    url,
    image: head.image ? absolute(place, head.image) : undefined,
    inLanguage,
  };
  return [
    block(
      breadcrumbs([
        [site.instituteName, pageUrl(place, '/')],
        [page.list.name, pageUrl(place, page.list.path)],
        [name, url],
      ]),
    ),
    ...(mapping ? [block(itemBlock(mapping, item, basics, site, place))] : []),
    ...(mapping?.kind === 'ScholarlyArticle' ? scholarTags(mapping, item, name, place, inLanguage) : []),
  ];
}

/**
 * Google Scholar's tags (its inclusion guidelines): the title, one citation_author per author, the
 * publication date, and the PDF's address when the paper is a PDF.
 */
function scholarTags(
  mapping: Extract<SchemaOrgMapping, { kind: 'ScholarlyArticle' }>,
  item: Item,
  title: string,
  place: PagePlace,
  language: string,
): string[] {
  const tag = (name: string, content: string) => `<meta name="citation_${name}" content="${escapeMarkup(content)}">`;
  const date = text(item[mapping.datePublished]);
  const file = mapping.file ? text(item[mapping.file]) : undefined;
  const pdf = file && item[`${mapping.file}Type`] === 'application/pdf' ? file : undefined;
  return [
    tag('title', title),
    ...authorsOf(String(item[mapping.author] ?? '')).map((author) => tag('author', author)),
    ...(date ? [tag('publication_date', date)] : []),
    ...(pdf ? [tag('pdf_url', absolute(place, pdf))] : []),
    tag('language', language),
  ];
}
