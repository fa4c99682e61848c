import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { publicPages } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { LISTED_PAGE_PATHS } from '@diet/contracts/public-routes';

/** Listed on /sitemap, not in /sitemap.xml: the search page, whose answers are other pages. */
const NOT_INDEXED = new Set(['/search']);

/**
 * Every public page /sitemap.xml lists, once each: the route table's (libs/contracts
 * public-routes.ts, the frontend's too) and each content type's page, so a type defined in a test
 * gets its entry without either table.
 */
export function publicRoutes(definitions: readonly ContentTypeDefinition[]): string[] {
  const pages = [...LISTED_PAGE_PATHS.map((path) => `/${path}`), ...publicPages(definitions)];
  return [...new Set(pages)].filter((route) => !NOT_INDEXED.has(route));
}

export const PUBLIC_ROUTES = publicRoutes(CONTENT_TYPES);
