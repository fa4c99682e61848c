import { apiUrlInLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Where a content type's RSS feed is served (backend/src/content/content-feeds.ts) and linked from
 * its page: one feed per language, `?lang=` as in the API's reads ('/rss/notices.xml?lang=pa').
 */
export const feedHref = (path: string, language: Language = DEFAULT_LANGUAGE): string =>
  apiUrlInLanguage(`/rss/${path}.xml`, language);

/** The id of an item's element on its type's page: a feed item's link points at it. */
export const itemAnchor = (id: string): string => `item-${id}`;
