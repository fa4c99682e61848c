/**
 * The site's own pages that the office keeps (issue 20, GIGW 3.0): the accessibility statement,
 * the website policies and the help page. One record per fixed page: the slug is chosen from the
 * list and may be used once, so the office edits these pages but cannot make new addresses.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { TITLE_FIELD } from './fields';

/** The pages, each shown at /<slug>. */
export const SITE_PAGE_SLUGS = ['accessibility', 'website-policies', 'help'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
export const SITE_PAGE_BODY_MAX = 30_000;

export const sitePages = defineContentType({
  name: 'site-page',
  activityName: 'site page',
  path: 'site-pages',
  table: 'site_pages',
  label: { one: 'Site page', many: 'Site pages' },
  fields: {
    slug: {
      kind: 'choice',
      label: 'Page',
      required: 'Page is required',
      values: SITE_PAGE_SLUGS,
      filter: true,
      filterAll: 'All pages',
      unique: 'This page already exists: edit it instead',
      help: 'The address of the page: /accessibility, /website-policies or /help.',
    },
    title: TITLE_FIELD,
    body: {
      kind: 'longText',
      label: 'Text',
      required: 'Text is required',
      max: SITE_PAGE_BODY_MAX,
      searchable: true,
      translatable: true,
      // A whole page: edited in a box tall enough to see its sections (issue 39 item 9).
      rows: 24,
      help: 'A blank line starts a new paragraph. A line starting with "## " is a section heading, a line starting with "- " a list item.',
    },
    lastReviewed: {
      kind: 'date',
      label: 'Last reviewed',
      required: 'Last reviewed date is required',
      help: 'The day the office last checked this text (shown on the page).',
    },
  },
  order: [['slug', 'asc']],
  // Three rows: the unique slug index serves the one filter and the order.
  indexes: [],
  public: { list: true, get: false, page: false, itemPath: '/:slug', label: GLOSSARY.sitePages },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'profile',
    order: 95,
    nav: 'Site pages',
    fixedRecords: true,
    title: 'Accessibility, policies and help pages',
    columns: ['slug', 'title', 'lastReviewed'],
  },
});

export type SitePage = ContentOf<typeof sitePages>;
