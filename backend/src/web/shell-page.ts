/**
 * The shell's index.html as a page request gets it: the built file with, written into its head,
 * the answer of /remotes.json and, on a public page whose remote this server holds, that remote's
 * mf-manifest.json and preload links for all the first screen needs (the remote's entry, its
 * routes module, the page's chunk, the shared modules the shell does not provide). The browser then
 * asks for all of it together with the shell's own files, instead of one round trip after another
 * as each script learns the next address (a phone's round trip is half a second, issue #8). Every public page's first screen comes
 * rendered in the body as well (server-screen.ts), shown when the splash leaves, before any script
 * has run, with the query state it was rendered from: the page's one block of data. A render that
 * fails serves the page as before, its first screen's data preloaded instead.
 */
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import {
  exposeFiles,
  FIRST_DATA_URLS,
  firstRouteData,
  firstScreenChunks,
  remoteFallbacks,
  SERVER_SCREEN_ATTRIBUTE,
  SHELL_DATA_IDS,
  siteUrlOf,
  type AppFiles,
  type ManifestAssets,
  type PageHead,
  type ServerRead,
} from '@diet/contracts/first-route';
import { CAROUSEL_IMAGE_SIZES, variantSrcSet } from '@diet/contracts/image-variants';
import type { AppConfig } from '../config/app-config';
import { escapeMarkup, jsonInScript } from '../common/markup';
import {
  apiUrlInLanguage,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type Language,
} from '@diet/contracts/languages';
import { BuiltFile } from './built-file';
import { htmlInLanguage, languageAlternates, shellTextFiles, withText } from './language-page';
import { createServerScreen } from './server-screen';
import { SERVER_SCREEN_SCRIPT } from './server-screen-script';
import { feedLinks } from '../content/content-feeds';
import { pageStructuredData } from '../seo/page-structured-data';
import { SHARE_CARD_SIZE, shareCardHref, type CardFacts } from '../seo/share-card';
import type { InstituteFacts } from '../seo/structured-data';

type Preload = AppFiles['preload'][number];

/** A JSON block of the page, from JSON text (a file's or an answer's as it is: nothing parsed and written again). */
const jsonBlock = (id: string, json: string, url?: string) =>
  `<script type="application/json" id="${id}"${url ? ` data-url="${escapeMarkup(url)}"` : ''}>${jsonInScript(json)}</script>`;
const preload = (href: string, as: Preload[0]) =>
  `<link rel="preload" as="${as}" href="${escapeMarkup(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** What the splash, the preloads, the share card and the structured data take of the published site settings (GET /api/site). */
interface SiteTexts extends InstituteFacts {
  subtitle: string;
  carousel: { src: string }[];
}

/**
 * The settings out of GET /api/site's answer (JSON text), parsed once per answer: the public cache
 * hands the same text until a publish, one per language, so three are kept.
 */
const parsedSites = new Map<string, SiteTexts | undefined>();
function siteTextsOf(body: string | undefined): SiteTexts | undefined {
  if (body === undefined) return undefined;
  if (!parsedSites.has(body)) {
    let texts: SiteTexts | undefined;
    try {
      texts = (JSON.parse(body) as { data?: SiteTexts }).data;
    } catch {
      texts = undefined;
    }
    parsedSites.set(body, texts);
    if (parsedSites.size > LANGUAGES.length) parsedSites.delete(parsedSites.keys().next().value!);
  }
  return parsedSites.get(body);
}

/** The home page's largest picture, its first carousel photo, in the size the carousel will pick. */
function homePhotoPreload(site: SiteTexts | undefined): string[] {
  const src = site?.carousel[0]?.src;
  if (!src) return [];
  const srcset = variantSrcSet(src);
  const sized = srcset
    ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(CAROUSEL_IMAGE_SIZES)}"`
    : '';
  return [`<link rel="preload" as="image" href="${escapeMarkup(src)}"${sized} fetchpriority="high">`];
}

/**
 * The head lines of what a page said of itself (a page that says nothing, 'page not found', gets
 * none): its meta description, its canonical address, and Open Graph and Twitter's card tags, so a
 * link shared in a messaging app shows its title, description and picture; absolute against the
 * site's public URL (ARCHITECTURE 12.1, issue 37 item 3). An item's page names itself (`shareTitle`)
 * and is an article; another page goes by its title. A page without a picture of its own shows the
 * institute's card (share-card.ts), in the page's language.
 */
export function pageHeadLines(
  pathname: string,
  head: PageHead | undefined,
  publicUrl: string,
  site?: CardFacts,
  title?: string,
): string[] {
  if (!head?.description && !head?.shareTitle) return [];
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;
  const language = languageOfPath(pathname);
  const url = `${publicUrl}${pathInLanguage(pathname, language)}`;
  const shared = head.shareTitle ?? title;
  const card = !head.image && site?.instituteName ? shareCardHref(site, language) : undefined;
  const image = head.image ?? card;
  return [
    ...(head.description ? [meta('name', 'description', head.description)] : []),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('property', 'og:type', head.shareTitle ? 'article' : 'website'),
    ...(shared ? [meta('property', 'og:title', shared)] : []),
    ...(head.description ? [meta('property', 'og:description', head.description)] : []),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', new URL(image, `${publicUrl}/`).toString())] : []),
    ...(card
      ? [
          meta('property', 'og:image:width', String(SHARE_CARD_SIZE.width)),
          meta('property', 'og:image:height', String(SHARE_CARD_SIZE.height)),
          meta('property', 'og:image:alt', site!.instituteName),
        ]
      : []),
    ...(site?.instituteName ? [meta('property', 'og:site_name', site.instituteName)] : []),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}

/** Open Graph's names of the site's languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', pa: 'pa_IN', hi: 'hi_IN' };

export type ShellPage = (pathname: string, search: string) => Promise<string | undefined>;

/**
 * The first screen's GETs (firstRouteData's) the page does not carry, preloaded so the browser asks
 * at once and the shell's entry takes the answers over: all of them when there is no render (a
 * failed one, a page not rendered here); over a render, those it did not read (none, as its page
 * reads them all). A render's data reaches the app as its query state only (SHELL_DATA_IDS.queryState).
 */
const uncarriedPreloads = (pathname: string, rendered: [string, string][] | undefined): Preload[] =>
  firstRouteData(pathname)
    .filter((url) => !rendered?.some(([read]) => read === url))
    .map((url) => ['fetch', url]);

/**
 * The splash (and the default <title>) with the institute's name and subtitle as the office
 * published them, in the page's language. The build and language-page.ts wrote defaults (for a
 * shell served from elsewhere, which the app corrects once /api/site answers); from here the first
 * paint is already right, and no text changes under the splash while it shows.
 */
const withSiteTexts = (html: string, site: SiteTexts | undefined) =>
  site
    ? withText(
        withText(withText(html, /<title/, site.instituteName), /<h1[^>]*\sdata-splash-name/, site.instituteName),
        /<p[^>]*\sdata-splash-subtitle/,
        site.subtitle,
      )
    : html;

/** The empty #root of the built index.html, where the app renders. */
const ROOT = '<div id="root"></div>';
/** index.html's note for a visitor without script (its <p>, not the <style> in the head). */
const NOSCRIPT_NOTE = /\s*<noscript><p[^]*?<\/noscript>/;

/** The shell's entry, as the built index.html loads it. */
const APP_SCRIPT = /\s*<script defer src="([^"]+)"><\/script>/;
/** The built index.html's preloads of the shell's own files. */
const APP_PRELOAD = /\s*<link rel="preload" as="(script|style)" href="([^"]+)">/g;
/** A form the app sends through the API (no action: without script it would go nowhere useful). */
const APP_FORM = /<form(?![^>]*\saction=)[\s>]/;

/**
 * index.html split for a page that brings the app in at the visitor's first touch: the page without
 * the shell's script tag and preloads (`html`), and its entry (`script`), which go with ownPreloads to the page's
 * AppFiles with the files its first screen's app asks for next (its inline script loads them then,
 * server-screen-script.ts). The page as the server rendered it works without them: links, menu,
 * search, filters, language and reading tools are plain HTML. Not for a screen with a form the app
 * sends (APP_FORM), which loads the app at once as before. Undefined when the file has no entry tag.
 */
function splitAppFiles(html: string): { html: string; script: string } | undefined {
  const script = APP_SCRIPT.exec(html)?.[1];
  return script ? { html: html.replace(APP_SCRIPT, '').replace(APP_PRELOAD, ''), script } : undefined;
}

/** index.html's preloads of the shell's own files (its layout's CSS among them). */
const ownPreloads = (html: string): Preload[] =>
  [...html.matchAll(APP_PRELOAD)].map(([, as, href]) => [as, href] as Preload);

/** What a public page's HTML gets: lines for its head, and the server-rendered first screen if any. */
interface FirstScreen {
  head: string[];
  /**
   * What the first screen's app asks for: the data the render did not carry, the public remote's
   * files (preloaded in the head, or loaded at the first touch).
   */
  appPreloads: Preload[];
  /** The screen's HTML has a form the app sends: the app loads at once. */
  needsAppAtOnce?: boolean;
  /** The page's structured data (JSON-LD blocks), last in the head. */
  structuredData?: string[];
  /** The first screen's HTML with the stylesheets it needs, its query state and script: #root and around. */
  body?: string;
  /** The page's own title, for <title> (else the institute's name, as built). */
  title?: string;
  /** What the page said of itself: its description, and what its Open Graph tags carry. */
  pageHead?: PageHead;
  /** The answer of GET /api/site in the page's language (JSON text), as the render read it or read for the splash. */
  site?: string;
}

/** Renders index.html for a page request; undefined when the shell is not built. */
export function createShellPage(config: AppConfig, shellDist: string, read?: ServerRead): ShellPage {
  const index = new BuiltFile(join(shellDist, 'index.html'));
  const shellManifest = new BuiltFile(join(shellDist, 'mf-manifest.json'));
  const publicUrl = config.remoteUrls.mfe_public;
  // Only a remote served from here has its manifest (and its server bundle) on this disk; one on
  // another origin is found by the shell's entry as before.
  const servedHere = publicUrl === `/mfe/${REMOTE_PATHS.mfe_public}/mf-manifest.json`;
  const publicDir = join(config.frontendRoot, REMOTE_PATHS.mfe_public);
  const publicManifest = servedHere ? new BuiltFile(join(publicDir, 'dist', 'mf-manifest.json')) : undefined;
  const serverScreen = servedHere ? createServerScreen(join(shellDist, '..'), publicDir) : undefined;
  // The settings do not change while the process runs.
  const remotesBlock = jsonBlock(SHELL_DATA_IDS.remotes, JSON.stringify(config.remoteUrls));
  // index.html with the site's texts, kept per version of the file (index.read() hands out the same
  // string until a deploy changes it): the two replacements cost about 13 µs on every page request.
  // And in each language's (language-page.ts).
  // With the shell's text files of that language, preloaded by the page, and the page split for
  // the first touch (splitAppFiles), once per version rather than on every request.
  interface Sited {
    from: string;
    site: string | undefined;
    html: string;
    texts: Preload[];
    own: Preload[];
    atTouch: ReturnType<typeof splitAppFiles>;
  }
  const sited = new Map<Language, Sited>();
  const indexInLanguage = (html: string, language: Language, site: string | undefined) => {
    let kept = sited.get(language);
    if (kept?.from !== html || kept.site !== site) {
      const page = withSiteTexts(htmlInLanguage(html, language), siteTextsOf(site));
      sited.set(
        language,
        (kept = {
          from: html,
          site,
          html: page,
          texts: shellTextFiles(shellDist, language).map((file): Preload => ['script', `/${file}`]),
          own: ownPreloads(page),
          atTouch: splitAppFiles(page),
        }),
      );
    }
    return kept;
  };
  /** GET /api/site in `language`, read here (the public cache answers it): for a page with no first screen. */
  const readSite = async (language: Language): Promise<string | undefined> => {
    const answer = read
      ? await read(apiUrlInLanguage(FIRST_DATA_URLS.site, language)).catch(() => undefined)
      : undefined;
    return answer?.status === 200 ? answer.body : undefined;
  };
  const styleFiles = new Map<string, BuiltFile>();
  const remoteBase = `/mfe/${REMOTE_PATHS.mfe_public}/`;

  /**
   * A stylesheet of the first screen (the shell's, or the public remote's when served here) as a
   * <style> block; a link when it is not a plain file of ours (a url() would resolve elsewhere).
   */
  const inlineStyle = (href: string): string => {
    const [root, name] = href.startsWith(remoteBase)
      ? [join(publicDir, 'dist'), href.slice(remoteBase.length)]
      : [shellDist, href.replace(/^\//, '')];
    let text: string | undefined;
    if (/^[\w.-]+\.css$/.test(name)) {
      const file = styleFiles.get(href) ?? new BuiltFile(join(root, name));
      styleFiles.set(href, file);
      text = file.read();
    }
    if (text === undefined || /url\(|<\//i.test(text)) return `<link rel="stylesheet" href="${escapeMarkup(href)}">`;
    return `<style>${text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
  };

  /**
   * The page rendered here with the data its components read (in this process), and that data
   * written into the page once, as the render's query state (no request at all: on a phone each one
   * costs half a second of latency, and six connections queue the rest), so the app starts from the
   * same answers.
   */
  const firstScreen = async (pathname: string, search: string, html: string): Promise<FirstScreen> => {
    const screen =
      read && serverScreen && html.includes(ROOT) ? await serverScreen(`${pathname}${search}`, read) : undefined;
    const rendered = screen?.html === undefined ? undefined : screen.answers;
    const siteUrl = siteUrlOf(pathname);
    // The site content for the splash, the head and the photo's preload: as the render read it, else read here.
    const site = screen?.answers.find(([url]) => url === siteUrl)?.[1] ?? (await readSite(languageOfPath(pathname)));
    const data = uncarriedPreloads(pathname, rendered);
    const photo = pathWithoutLanguage(pathname) === '/' ? homePhotoPreload(siteTextsOf(site)) : [];
    const manifest = publicManifest?.json<ManifestAssets>();
    const manifestText = publicManifest?.read();
    if (!manifest || manifestText === undefined) return { head: photo, appPreloads: data, site };
    const fallbacks = remoteFallbacks(shellManifest.json<ManifestAssets>(), manifest);
    const { scripts, styles } = exposeFiles(publicUrl, manifest, './routes', {
      chunks: firstScreenChunks(pathname),
      fallbacks,
      language: languageOfPath(pathname),
    });
    const head = [jsonBlock(SHELL_DATA_IDS.publicManifest, manifestText, publicUrl), ...photo];
    const appPreloads = [
      ...data,
      ...scripts.map((href): Preload => ['script', href]),
      ...styles.map((href): Preload => ['style', href]),
    ];
    if (screen?.html === undefined) return { head, appPreloads, site };
    // In the body, after the splash (which paints at once): the screen's CSS written in, as a
    // stylesheet link there would stop the parser until it arrived, and with it the shell's entry.
    // index.html's own preloaded styles (the shell's: its layout's CSS among them), then the remote's.
    const { own } = indexInLanguage(html, languageOfPath(pathname), site);
    const stylesheets = [...own.filter(([as]) => as === 'style').map(([, href]) => href), ...styles].map(inlineStyle);
    // The screen in the app's #root, which hydrates it (shell/src/bootstrap.tsx), with the query
    // state it was rendered from; then its own script (the splash's timer, taps kept): the shell's entry may still be far.
    const root = `<div id="root" ${SERVER_SCREEN_ATTRIBUTE}="static">${screen.html}</div>`;
    const state = jsonBlock(SHELL_DATA_IDS.queryState, JSON.stringify(screen.state ?? {}));
    return {
      head,
      structuredData: pageStructuredData(pathname, screen, siteTextsOf(site), config.publicUrl),
      appPreloads,
      needsAppAtOnce: APP_FORM.test(screen.html),
      body: [...stylesheets, root, state].join('\n    '),
      title: screen.title,
      pageHead: screen.head,
      site,
    };
  };

  return async (pathname, search) => {
    const html = index.read();
    if (html === undefined) return undefined;
    const head = [remotesBlock, ...feedLinks(pathname)];
    const language = languageOfPath(pathname);
    const screen = /^\/admin(\/|$)/.test(pathname) ? undefined : await firstScreen(pathname, search, html);
    const inLanguage = indexInLanguage(html, language, screen ? screen.site : await readSite(language));
    const toLinks = (preloads: Preload[]) => preloads.map(([as, href]) => preload(href, as));
    // A rendered page without a form the app sends brings the app in at the first touch: the files
    // the head would preload go to the page's list instead.
    const split = screen?.body && !screen.needsAppAtOnce ? inLanguage.atTouch : undefined;
    const atTouch = split && {
      html: split.html,
      files: { script: split.script, preload: [...inLanguage.own, ...inLanguage.texts, ...screen!.appPreloads] },
    };
    if (screen)
      head.push(
        ...(atTouch ? [] : toLinks(inLanguage.texts)),
        ...languageAlternates(pathname, config.publicUrl),
        ...pageHeadLines(pathname, screen.pageHead, config.publicUrl, siteTextsOf(screen.site), screen.title),
        ...screen.head,
        ...(atTouch ? [] : toLinks(screen.appPreloads)),
        ...(screen.structuredData ?? []),
      );
    // After the shell's own script and preloads: main.js and the framework start first, as the
    // page cannot run without them; then the data and the remote's files.
    // Replacer functions, not strings: a `$&` or `$'` in an event's text is text, not a pattern.
    const headed = (atTouch?.html ?? inLanguage.html).replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    // A tab, a bookmark and a search result name the page before any script runs.
    const page = screen?.title ? withText(headed, /<title/, screen.title) : headed;
    if (!screen?.body) return page;
    // The app hydrates the server's #root, or renders in the empty one. A rendered page works
    // without script, so it drops the note that says the site needs it. Its inline script last:
    // it reads the list of the app's files above it.
    const body = [
      screen.body,
      ...(atTouch ? [jsonBlock(SHELL_DATA_IDS.appFiles, JSON.stringify(atTouch.files))] : []),
      `<script>${SERVER_SCREEN_SCRIPT}</script>`,
    ].join('\n    ');
    return page.replace(ROOT, () => body).replace(NOSCRIPT_NOTE, '');
  };
}
