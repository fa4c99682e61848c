/**
 * What the first screen of a public page needs, known from its address alone. Over a page the
 * server rendered, its data comes in the render's query state; else the server names it in the
 * page's HTML (preload links) and the shell's entry asks for it while the splash shows.
 */
import { apiUrlInLanguage, languageOfPath, pathWithoutLanguage, type Language } from './languages';
import { PUBLIC_CONTENT } from './public-content.build-data';
import { itemOfPage, listHasTable, listOfPage, listTypesOfPage, pagePatternOf } from './public-routes';

const API = '/api';

/**
 * Spread on what stands in for the first screen while its code or data arrive (Suspense fallbacks):
 * the splash stays while one is on the page, so a slow phone goes from the splash to the complete
 * page, never through a blank or half-built one (issue #8).
 */
const LOADING_PLACEHOLDER_ATTRIBUTE = 'data-loading-placeholder';
export const LOADING_PLACEHOLDER = { [LOADING_PLACEHOLDER_ATTRIBUTE]: '' } as const;
export const LOADING_PLACEHOLDER_SELECTOR = `[${LOADING_PLACEHOLDER_ATTRIBUTE}]`;

/**
 * The first screen as the server rendered it (layout and page, from the same React components and
 * the same data as the app): written into the app's #root, which carries this attribute until the
 * app has taken the markup over. The shell hydrates it (shell/src/bootstrap.tsx): React adopts the
 * server's DOM nodes and attaches their behaviour, nothing is rendered a second time. Values:
 * `static` until the shell starts hydrating, then `hydrating`; removed once the page is live.
 */
export const SERVER_SCREEN_ATTRIBUTE = 'data-server-screen';
/** The #root that still holds the server's markup, not yet taken over by the app. */
export const SERVER_SCREEN_SELECTOR = `#root[${SERVER_SCREEN_ATTRIBUTE}]`;
/**
 * Dispatched on the document by the public remote once the first page it rendered is committed
 * (hydrated, or rendered by the browser when hydrating failed): the app has taken the page over.
 */
export const SERVER_SCREEN_TAKEN_OVER_EVENT = 'diet:server-screen-taken-over';
/**
 * Set on #root by the page's inline script: the index, among its buttons, of the last one pressed
 * before the shell started hydrating; the shell presses the same button once the page is live.
 */
export const SERVER_SCREEN_PRESSED_ATTRIBUTE = 'data-pressed-button';
/**
 * Set on #root by the page's inline script: Escape, pressed before the shell started hydrating (to
 * close a dialog the server rendered open); the shell presses it again once the page is live.
 */
export const SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE = 'data-pressed-key';

/**
 * On an element of a server-rendered page that needs the app as soon as the visitor sees it (the
 * carousel's autoplay): its script loads when the element scrolls into view, not only at the first
 * touch (backend/src/web/server-screen-script.ts).
 */
export const APP_WHEN_SEEN = { 'data-app-when-seen': '' } as const;
/**
 * On an element whose state the visitor left open in this browser session: the value names the
 * sessionStorage key; when it holds 'true', the page's app loads at once (the Principal's panel).
 */
export const APP_WHEN_STORED_ATTRIBUTE = 'data-app-when-stored';
/**
 * On the home page's element. A home visit is counted (GET TRACK_VISIT_PATH, SPEC.md section 7)
 * by the page's inline script when the server rendered the page: the app comes only at the first
 * touch, and a visitor who reads without touching is a visit too. The script sets the attribute to
 * VISIT_TRACKED, so the app taking the page over does not ask again; a page the app rendered
 * itself is counted by the app.
 */
export const TRACKS_VISIT_ATTRIBUTE = 'data-tracks-visit';
export const VISIT_TRACKED = 'sent';
export const TRACK_VISIT_PATH = '/api/analytics/track-visit';
/**
 * On a form the app does nothing with until it is sent (the site search): typing into it is not
 * the touch that brings the app in (server-screen-script.ts), so the keys stay the browser's own
 * instead of waiting behind the app's loading; sent before the app, it goes to the server. A form
 * the app answers as it is typed into (a list's filters) has not got it.
 */
export const TYPED_WITHOUT_APP = { 'data-typed-without-app': '' } as const;

/**
 * A public GET answered in the API's own process (backend/src/web/in-process-read.ts): the same
 * pipeline, cache and handlers as a browser's request, without a network. `url` is path and query
 * as the api slices spell it; `body` the answer's JSON text.
 */
export type ServerRead = (url: string) => Promise<{ status: number; body: string }>;

/**
 * The RTK Query state a server render ended with, by api slice (reducerPath): its fulfilled
 * queries and the tags they provide. The page carries it (SHELL_DATA_IDS.queryState) and each slice takes it when it joins
 * the browser's store, so the app's first render has the data the server's had and hydrates.
 */
export type QueryStates = Record<string, { queries: Record<string, unknown>; provided?: unknown }>;

/** A frontend's server render: its HTML and the query state it was rendered from. */
export interface ServerScreenRender {
  html: string;
  state: QueryStates;
  /** The page's document title, as the app sets it: the page's <title> carries it before any script. */
  title?: string;
  /** What the page says of itself for the head: its description, Open Graph title and picture. */
  head?: PageHead;
}

/**
 * What a page says of itself beyond its title, for the page's head: its description, and for a
 * page that stands for one thing a visitor may share (an item's page), the title and picture its
 * Open Graph tags carry. A server render writes it into the HTML (backend/src/web/shell-page.ts).
 */
export interface PageHead {
  description?: string;
  /** The page's own name for Open Graph (og:title); a page that gives it gets og:* and a canonical link. */
  shareTitle?: string;
  /** The page's picture (its address on this site) for og:image. */
  image?: string;
}

/** What a frontend's server bundle (`<app>/dist-server/first-screen.js`) exports. */
export interface ServerScreenModule {
  /**
   * The first screen of `address` (path and search; the shell: its public layout around `main`;
   * the public remote: its routes at that address), rendered with the data its components ask for,
   * read through `read`. Undefined when it cannot give a complete screen (a read failed).
   */
  renderFirstScreen(
    address: string,
    read: ServerRead,
    main?: ServerScreenRender,
  ): Promise<ServerScreenRender | undefined>;
}

/**
 * The performance mark the home page sets once its hero and both event lists are rendered (the
 * app's own first route complete); read by `npm run bench` and the browser tests.
 */
export const FIRST_ROUTE_COMPLETE_MARK = 'diet:first-route-complete';

/** Ids of the JSON blocks the server writes into the shell's index.html. */
export const SHELL_DATA_IDS = {
  /** The answer of GET /remotes.json. */
  remotes: 'diet-remotes',
  /** The public remote's mf-manifest.json; its URL in the block's data-url attribute. */
  publicManifest: 'diet-public-manifest',
  /**
   * The query state of the server's render (QueryStates): the one channel of the first screen's
   * data. The shell's store (site content, for the layout) and the remote's slices start from it.
   */
  queryState: 'diet-query-state',
  /**
   * On a server-rendered page that brings the app in at the visitor's first touch (AppFiles): the
   * shell's entry and the files it asks for first, which the page's inline script loads then.
   */
  appFiles: 'diet-app-files',
} as const;

/**
 * What the app needs to start on a page that loads it at the first touch: the shell's entry
 * (main.js) and the files to ask for beside it, each with its preload kind.
 */
export interface AppFiles {
  script: string;
  /** A `fetch` is a GET of the first screen's data, asked for without credentials. */
  preload: [as: 'script' | 'style' | 'fetch', href: string][];
}

/** The first-data URLs by what they answer, written once for the shell, the remote and its server bundle. */
export const FIRST_DATA_URLS = {
  site: `${API}/site`,
  upcomingEvents: `${API}/events?when=upcoming`,
  pastEvents: `${API}/events?when=past`,
} as const;

/** GET /api/site as a page at `pathname` asks for it: in the page's language. */
export const siteUrlOf = (pathname: string): string => apiUrlInLanguage(FIRST_DATA_URLS.site, languageOfPath(pathname));

/**
 * The home page's 'latest' sections of content types (their definitions' public.home): each asks
 * for its first `count` items, at `url` (as the public remote's content api spells it).
 */
export const HOME_SECTIONS: readonly { path: string; count: number; url: string }[] = PUBLIC_CONTENT.home.map(
  ({ path, count }) => ({
    path,
    count,
    url: `${API}/${path}?pageSize=${count}`,
  }),
);

/**
 * The public GETs the first screen of `pathname` makes, exactly as the api slices spell them:
 * the site content (header, footer, titles) everywhere, the two event lists and the content types'
 * latest items (HOME_SECTIONS) of the home page. The address's query decides none: a list page's
 * data comes in the render's query state.
 */
export function firstRouteData(pathname: string): string[] {
  const page = pathWithoutLanguage(pathname);
  const urls: string[] = [FIRST_DATA_URLS.site];
  if (page === '/')
    urls.push(FIRST_DATA_URLS.upcomingEvents, FIRST_DATA_URLS.pastEvents, ...HOME_SECTIONS.map((s) => s.url));
  // A Punjabi or Hindi page (/pa/..., /hi/...) reads the same data in its language.
  const language = languageOfPath(pathname);
  return urls.map((url) => apiUrlInLanguage(url, language));
}

/** The chunk of the one page every content type's items are shown on ('/notices/<id>'). */
export const ITEM_PAGE_CHUNK = 'page-item';
/** The chunk of the one list page the machinery draws for a type ('/downloads'). */
export const LIST_PAGE_CHUNK = 'page-list';
/** The chunk of a list page's table and facet buttons (the library's catalogue). */
export const LIST_TABLE_CHUNK = 'list-table';

/**
 * The name the public remote gives the chunk of the page at `pathname` (mfe-public's
 * route-table.ts): page-home for / (and /pa/), page-newsletter-unsubscribe for
 * /newsletter/unsubscribe, page-list for a list page (/events/archive), page-item for an item's page.
 */
export function pageChunkName(pathname: string): string {
  if (itemOfPage(pathname)) return ITEM_PAGE_CHUNK;
  if (listOfPage(pathname)) return LIST_PAGE_CHUNK;
  // A route with a parameter is named by its fixed part ('verify/:code': page-verify).
  const pattern = pagePatternOf(pathname);
  const path = pattern?.includes(':')
    ? pattern
        .split('/')
        .filter((segment) => !segment.startsWith(':'))
        .join('/')
    : pathWithoutLanguage(pathname).replace(/^\/+|\/+$/g, '');
  return `page-${path ? path.replace(/\//g, '-') : 'home'}`;
}

/**
 * The chunk of the definitions the pages of the type at `path` read ('public-type-notices'): the
 * name build-chunks-loader.js gives the entry of public-type.build-chunks.ts.
 */
export const publicTypeChunk = (path: string): string => `public-type-${path.replace(/\//g, '-')}`;

/**
 * The chunks of the first screen of `pathname` in the public remote: its page's, a list or item
 * page's type's definitions (publicTypeChunk), a list page's types' own cards, its own and its
 * `related` one's (`card-<path>`, mfe-public's list-cards.ts; none for a type drawn by the
 * machinery's card, so no file matches) and its table's (if its items are a table), and the texts every page of its language reads
 * (`i18n-<language>-common`, libs/frontend-core/build/language-loader.js), which the remote's
 * routes module waits for before any page runs.
 */
export function firstScreenChunks(pathname: string): string[] {
  const cards = listTypesOfPage(pathname).map((path) => `card-${path}`);
  const list = listOfPage(pathname);
  const type = list ?? itemOfPage(pathname)?.path;
  return [
    pageChunkName(pathname),
    ...(type ? [publicTypeChunk(type)] : []),
    ...cards,
    ...(listHasTable(list) ? [LIST_TABLE_CHUNK] : []),
    `i18n-${languageOfPath(pathname)}-common`,
  ];
}

interface Files {
  sync?: string[];
  async?: string[];
}

/** The parts of an mf-manifest.json read here. */
export interface ManifestAssets {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: Files; css?: Files } }[];
  shared?: { name?: string; assets?: { js?: Files; css?: Files } }[];
  /**
   * The files each named async chunk needs beyond its own (the unnamed chunks split out of it),
   * by chunk name: written by our build (libs/frontend-core/build/chunk-groups-plugin.js).
   */
  chunkGroups?: Record<string, string[]>;
  /** The text sections each named async chunk loads as it runs, in the page's language ('list': i18n-pa-list). */
  chunkTexts?: Record<string, string[]>;
}

/**
 * The shared modules a remote loads its own copy of: those the host (the shell) does not provide.
 * The server preloads them with the first screen, and the first-load measure counts them.
 */
export function remoteFallbacks(host: ManifestAssets | undefined, remote: ManifestAssets): string[] {
  const provided = new Set((host?.shared ?? []).map((s) => s.name));
  return (remote.shared ?? []).map((s) => s.name ?? '').filter((name) => name && !provided.has(name));
}

/** What of a remote's files exposeFiles lists beyond the remoteEntry and the exposed module's own. */
export interface ExposeFilesOptions {
  /** Async chunks by name (the first page's, firstScreenChunks), with the files split out of them. */
  chunks?: readonly string[];
  /** Shared modules the host does not provide (remoteFallbacks), whose remote copy loads. */
  fallbacks?: readonly string[];
  /**
   * The page's language: the texts the chunks load as they run (the manifest's chunkTexts), in it
   * ('list': i18n-pa-list). Without it, none.
   */
  language?: Language;
}

/**
 * The remoteEntry, the sync JS/CSS of one exposed module and what `options` adds to them (the
 * chunks named, their texts in the language, the shared modules the host does not provide), as
 * URLs against the manifest's.
 */
export function exposeFiles(
  manifestUrl: string,
  manifest: ManifestAssets,
  expose: string,
  { chunks = [], fallbacks = [], language }: ExposeFilesOptions = {},
): { scripts: string[]; styles: string[] } {
  const base = new URL('.', new URL(manifestUrl, 'http://relative.invalid/'));
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(manifestUrl);
  const at = (file: string) => {
    const url = new URL(file, base);
    return relative ? `${url.pathname}${url.search}` : url.toString();
  };
  const entry = manifest.metaData?.remoteEntry;
  const assets = manifest.exposes?.find((e) => e.path === expose)?.assets;
  const entryFile = entry?.name ? [`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`] : [];
  // A chunk's own files, then those split out of it, which its import loads with it; the exposed
  // module's own chunks ('__federation_expose_routes.<hash>.js') have theirs too; and the texts a
  // chunk loads as it runs, in the page's language.
  const texts = (name: string) =>
    language ? (manifest.chunkTexts?.[name] ?? []).map((section) => `i18n-${language}-${section}`) : [];
  const exposed = (assets?.js?.sync ?? []).map((file) => file.split('.')[0]);
  const requested = [...chunks, ...[...chunks, ...exposed].flatMap(texts)];
  const grouped = [...requested, ...exposed].flatMap((name) => manifest.chunkGroups?.[name] ?? []);
  const named = (files: Files | undefined, extension: string) => [
    ...(files?.async ?? []).filter((file) => requested.some((name) => file.startsWith(`${name}.`))),
    ...grouped.filter((file) => file.endsWith(extension)),
  ];
  const shared = (manifest.shared ?? []).filter((s) => s.name && fallbacks.includes(s.name));
  const unique = (files: string[]) => [...new Set(files)].map(at);
  return {
    scripts: unique([
      ...entryFile,
      ...(assets?.js?.sync ?? []),
      ...named(assets?.js, '.js'),
      ...shared.flatMap((s) => s.assets?.js?.sync ?? []),
    ]),
    styles: unique([
      ...(assets?.css?.sync ?? []),
      ...named(assets?.css, '.css'),
      ...shared.flatMap((s) => s.assets?.css?.sync ?? []),
    ]),
  };
}
