/** Where a content type's RSS feed is served (backend/src/content/content-feeds.ts) and linked from its page. */
export const feedHref = (path: string): string => `/rss/${path}.xml`;

/** The id of an item's element on its type's page: a feed item's link points at it. */
export const itemAnchor = (id: string): string => `item-${id}`;
