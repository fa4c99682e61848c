import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { publicPages } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';

/** The public pages of SPEC.md section 1 that are not a content type's page. */
const BESPOKE_PAGES = [
  '/',
  '/about',
  '/infrastructure',
  '/contact',
  '/newsletter',
  // The GIGW 3.0 pages (issue 20): the site map, and the pages the office keeps as site-pages.
  '/sitemap',
  '/accessibility',
  '/website-policies',
  '/help',
];

/**
 * Every public page (the routes /sitemap.xml lists), once each: the bespoke ones and each content
 * type's page (a page that becomes a content type's may stay in the list above without appearing twice).
 */
export function publicRoutes(definitions: readonly ContentTypeDefinition[]): string[] {
  return [...new Set([...BESPOKE_PAGES, ...publicPages(definitions)])];
}

export const PUBLIC_ROUTES = publicRoutes(CONTENT_TYPES);
