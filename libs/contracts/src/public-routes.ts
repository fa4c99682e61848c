/**
 * The addresses of the public site's pages (without the /pa, /hi prefix; '' is the home page),
 * once for the frontend and the server: mfe-public/src/route-table.ts gives each its page, and the
 * server answers any other public address with the 'page not found' page and status 404 (issue 39
 * item 3), so search engines do not index a soft 404. Plain data, in every bundle that needs it.
 */
import { pathWithoutLanguage } from './languages';
import { PREVIEW_SEGMENT } from './preview';
import { PUBLIC_CONTENT } from './public-content.build-data';

export const PREVIEW_ROUTE = `${PREVIEW_SEGMENT}/:type/:id` as const;
/** A certificate's own verify page (CERTIFICATE_VERIFY_PATH and its code). */
export const VERIFY_ROUTE = 'verify/:code';
/** A singleton's preview (/preview/site-settings): its page with the office's working copy. */
export const SINGLETON_PREVIEW_ROUTE = `${PREVIEW_SEGMENT}/:type` as const;

export const PUBLIC_PAGE_PATHS = [
  '',
  'about',
  'infrastructure',
  'newsletter',
  'newsletter/unsubscribe',
  'diksha-lab',
  'contact',
  'search',
  'sitemap',
  'accessibility',
  'website-policies',
  'help',
  'directory',
  // The NCTE mandatory disclosure (MANDATORY_DISCLOSURE_PATH).
  'mandatory-disclosure',
  // What left the current lists past its validity (ARCHITECTURE 12.3).
  'archive',
  // Checking a training certificate: the form, and one code's answer (where its QR code leads).
  'verify',
  VERIFY_ROUTE,
  // Where the mailed link confirms a teacher's enrolment (ENROLMENT_CONFIRM_PATH).
  'trainings/confirm',
  // Self check-in in the room, where the office's QR code leads (CHECK_IN_PATH).
  'trainings/check-in',
  // A teacher's own record: the form asking for its link, and where the mailed link leads (MY_TRAINING_PATH).
  'my-training',
  // The staff preview of an item not public yet: its type's page with it in its place.
  PREVIEW_ROUTE,
  SINGLETON_PREVIEW_ROUTE,
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * The list pages the machinery draws from the content types' definitions ('downloads'), one route
 * each, all drawn by mfe-public's one list page.
 */
export const PUBLIC_LIST_ROUTES: readonly string[] = PUBLIC_CONTENT.lists.map((list) => list.route);

/** Pages reached from a mail's link or by the staff, never from the site's menus: no site map lists them. */
const UNLISTED_PAGE_PATHS: readonly string[] = [
  'newsletter/unsubscribe',
  'trainings/confirm',
  // Only of use in the room during a session, from the QR code the office shows.
  'trainings/check-in',
  VERIFY_ROUTE,
  PREVIEW_ROUTE,
  SINGLETON_PREVIEW_ROUTE,
];

/** Every page the site maps list (the HTML /sitemap and /sitemap.xml), for the frontend and the server alike. */
export const LISTED_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGE_PATHS, ...PUBLIC_LIST_ROUTES].filter(
  (path) => !UNLISTED_PAGE_PATHS.includes(path),
);

/**
 * The item pages the content types' definitions give ('notices/:id'), one route each, all drawn by
 * mfe-public's one item page; after the fixed pages, so 'events/archive' stays the archive's.
 */
export const PUBLIC_ITEM_ROUTES: readonly string[] = PUBLIC_CONTENT.items.map((item) => item.route);

/** A page address's segments, in any language, a trailing slash allowed, as the router reads them. */
const segmentsOf = (pathname: string) =>
  pathWithoutLanguage(pathname)
    .split('/')
    .filter((segment) => segment !== '');

/** The routes of pages that are no item's: matched before the items' routes ('trainings/confirm'). */
const FIXED_ROUTES: readonly string[] = [...PUBLIC_PAGE_PATHS, ...PUBLIC_LIST_ROUTES];
/** Every public route (the server's 404 check reads it on each page request). */
const ALL_ROUTES: readonly string[] = [...FIXED_ROUTES, ...PUBLIC_ITEM_ROUTES];

/**
 * Whether `pattern` ('preview/:type/:id') matches `segments`: a `:name` stands for one segment, and
 * letters match in either case, as the router's matchPath does.
 */
const matches = (pattern: string, segments: string[]) => {
  const parts = pattern === '' ? [] : pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part.startsWith(':') || part === segments[i].toLowerCase())
  );
};

/** The route of PUBLIC_PAGE_PATHS that draws a page address ('verify/:code' for /pa/verify/K7Q2M-...), if one does. */
export function pagePatternOf(pathname: string): PublicPagePath | undefined {
  const segments = segmentsOf(pathname);
  return PUBLIC_PAGE_PATHS.find((pattern) => matches(pattern, segments));
}

/** Whether a page address (in any language, a trailing slash allowed, as the router) is one of the public pages. */
export function isPublicPage(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return ALL_ROUTES.some((pattern) => matches(pattern, segments));
}

/** The type (by path) whose list page the machinery draws at a page address ('events' at /events/archive), or null. */
export function listOfPage(pathname: string): string | null {
  return listAt(pathname)?.path ?? null;
}

function listAt(pathname: string) {
  const page = pathWithoutLanguage(pathname)
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return PUBLIC_CONTENT.lists.find((list) => list.route === page);
}

/** Every type (by path) whose cards the machinery's list page at a page address draws: its own, then its `related` one's. */
export function listTypesOfPage(pathname: string): string[] {
  const list = listAt(pathname);
  return list ? [list.path, ...(list.related ? [list.related] : [])] : [];
}

/** Whether the list page of the type at `path` shows its items as a table or with facet buttons (the list-table chunk). */
export const listHasTable = (path: string | null): boolean =>
  Boolean(PUBLIC_CONTENT.lists.find((list) => list.path === path)?.table);

/**
 * An item's public read as the public remote's api slice spells it, below /api ('notices/<id>'):
 * the server asks the same URL for the page's status, so the public cache answers both.
 */
export const itemApiPath = (path: string, id: string): string => `${path}/${encodeURIComponent(id)}`;

/** The address of an item's own page ('/notices/<id>'), or null when its type (by path) has none. */
export function itemPageHref(path: string, id: string): string | null {
  const item = PUBLIC_CONTENT.items.find((candidate) => candidate.path === path);
  return item ? `/${item.route.replace(':id', encodeURIComponent(id))}` : null;
}

/** The item a page address shows (its type's path and the id), or null when it is no item page. */
export function itemOfPage(pathname: string): { path: string; id: string } | null {
  const segments = segmentsOf(pathname);
  if (FIXED_ROUTES.some((pattern) => matches(pattern, segments))) return null;
  const item = PUBLIC_CONTENT.items.find(({ route }) => matches(route, segments));
  return item ? { path: item.path, id: decoded(segments[segments.length - 1]) } : null;
}

/** A segment as the router hands it to the page; one that is not valid percent-encoding stays as typed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
