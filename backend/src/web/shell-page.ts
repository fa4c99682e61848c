/**
 * The shell's index.html as a page request gets it: the built file with, written into its head,
 * the answer of /remotes.json and, on a public page whose remote this server holds, that remote's
 * mf-manifest.json and preload links for all the first screen needs (the remote's entry, its
 * routes module, the page's chunk, the shared modules the shell does not provide), and the page's
 * API data, read in this process and written in. The browser then asks for all of it together with
 * the shell's own files, instead of one round trip after another as each script learns the next
 * address (a phone's round trip is half a second, issue #8). Every public page's first screen comes
 * rendered in the body as well (server-screen.ts), shown when the splash leaves, before any script
 * has run; a render that fails serves the page as before.
 */
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { exposeFiles, firstRouteData, firstScreenChunks, SERVER_SCREEN_ATTRIBUTE, SHELL_DATA_IDS, type ManifestAssets, type ServerRead } from '@diet/contracts/first-route';
import { CAROUSEL_IMAGE_SIZES, variantSrcSet } from '@diet/contracts/image-variants';
import type { AppConfig } from '../config/app-config';
import { escapeMarkup } from '../common/markup';
import { SITE_CONTENT } from '../site/site-content';
import { languageOfPath, pathWithoutLanguage, type Language } from '@diet/contracts/languages';
import { BuiltFile } from './built-file';
import { htmlInLanguage, languageAlternates, shellTextFiles, withText } from './language-page';
import { createServerScreen } from './server-screen';
import { SERVER_SCREEN_SCRIPT } from './server-screen-script';
import { feedLinks } from '../content/content-feeds';

/** JSON text inside <script>: `<` escaped so no `</script>` or `<!--` can end the block. */
const inScript = (json: string) => json.replace(/</g, '\\u003c');
/** A JSON block of the page, from JSON text (a file's or an answer's as it is: nothing parsed and written again). */
const jsonBlock = (id: string, json: string, url?: string) =>
  `<script type="application/json" id="${id}"${url ? ` data-url="${escapeMarkup(url)}"` : ''}>${inScript(json)}</script>`;
/** Answers by URL, each already JSON text (as the API sent it), into one block. */
const answersBlock = (answers: [string, string][]) =>
  jsonBlock(SHELL_DATA_IDS.firstData, `{${answers.map(([url, json]) => `${JSON.stringify(url)}:${json}`).join(',')}}`);
const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" as="${as}" href="${escapeMarkup(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** The home page's largest picture, its first carousel photo, in the size the carousel will pick. */
function homePhotoPreload(): string[] {
  const src = SITE_CONTENT.carousel[0]?.src;
  if (!src) return [];
  const srcset = variantSrcSet(src);
  const sized = srcset ? ` imagesrcset="${escapeMarkup(srcset)}" imagesizes="${escapeMarkup(CAROUSEL_IMAGE_SIZES)}"` : '';
  return [`<link rel="preload" as="image" href="${escapeMarkup(src)}"${sized} fetchpriority="high">`];
}

export type ShellPage = (pathname: string, search: string) => Promise<string | undefined>;

/**
 * The answers of firstRouteData's URLs (what the shell's entry asks for during the splash): those
 * the server render read, the others read here too, so the page carries them; a failed read is
 * preloaded. The render's other answers reach the app as its query state (SHELL_DATA_IDS.queryState).
 */
async function firstData(pathname: string, search: string, read: ServerRead | undefined, rendered: [string, string][]): Promise<{ held: [string, string][]; missing: string[] }> {
  const first = firstRouteData(pathname, search);
  const readAlready = new Map(rendered.filter(([url]) => first.includes(url)));
  const urls = first.filter((url) => !readAlready.has(url));
  const answers = await Promise.all(urls.map((url) => (read ? read(url).catch(() => undefined) : undefined)));
  const ok = (i: number) => answers[i]?.status === 200;
  return {
    held: [...readAlready, ...urls.flatMap((url, i): [string, string][] => (ok(i) ? [[url, answers[i]!.body]] : []))],
    missing: urls.filter((_, i) => !ok(i)),
  };
}

/** The stylesheets index.html preloads (the shell's own: its layout's CSS among them). */
const preloadedStyles = (html: string) => [...html.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)].map((match) => match[1]);

/**
 * The splash with the institute's name and subtitle as the site gives them. The build wrote its
 * defaults (for a shell served from elsewhere, which the app corrects once /api/site answers); from
 * here the first paint is already right, and no text changes under the splash while it shows.
 */
const withSiteTexts = (html: string) =>
  html
    .replace(/(<h1[^>]*\sdata-splash-name[^>]*>)[^<]*(<\/h1>)/, (_, open: string, close: string) => `${open}${escapeMarkup(SITE_CONTENT.instituteName)}${close}`)
    .replace(/(<p[^>]*\sdata-splash-subtitle[^>]*>)[^<]*(<\/p>)/, (_, open: string, close: string) => `${open}${escapeMarkup(SITE_CONTENT.subtitle)}${close}`);

/** The empty #root of the built index.html, where the app renders. */
const ROOT = '<div id="root"></div>';

/** What a public page's HTML gets: lines for its head, and the server-rendered first screen if any. */
interface FirstScreen {
  head: string[];
  /** The first screen's HTML with the stylesheets it needs, its query state and script: #root and around. */
  body?: string;
  /** The page's own title, for <title> (else the institute's name, as built). */
  title?: string;
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
  // With the shell's text files of that language, preloaded by the page.
  const sited = new Map<Language, { from: string; html: string; texts: string[] }>();
  const indexInLanguage = (html: string, language: Language) => {
    let kept = sited.get(language);
    if (kept?.from !== html)
      sited.set(language, (kept = { from: html, html: htmlInLanguage(withSiteTexts(html), language), texts: shellTextFiles(shellDist, language).map((file) => preload(`/${file}`, 'script')) }));
    return kept;
  };
  const styleFiles = new Map<string, BuiltFile>();
  const remoteBase = `/mfe/${REMOTE_PATHS.mfe_public}/`;

  /**
   * A stylesheet of the first screen (the shell's, or the public remote's when served here) as a
   * <style> block; a link when it is not a plain file of ours (a url() would resolve elsewhere).
   */
  const inlineStyle = (href: string): string => {
    const [root, name] = href.startsWith(remoteBase) ? [join(publicDir, 'dist'), href.slice(remoteBase.length)] : [shellDist, href.replace(/^\//, '')];
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
   * written into the page (no request at all: on a phone each one costs half a second of latency,
   * and six connections queue the rest), so the app starts from the same answers.
   */
  const firstScreen = async (pathname: string, search: string, html: string): Promise<FirstScreen> => {
    const screen = read && serverScreen && html.includes(ROOT) ? await serverScreen(`${pathname}${search}`, read) : undefined;
    const { held, missing } = await firstData(pathname, search, read, screen?.answers ?? []);
    const early = [
      ...(held.length ? [answersBlock(held)] : []),
      ...missing.map((url) => preload(url, 'fetch')),
      ...(pathWithoutLanguage(pathname) === '/' ? homePhotoPreload() : []),
    ];
    const manifest = publicManifest?.json<ManifestAssets>();
    const manifestText = publicManifest?.read();
    if (!manifest || manifestText === undefined) return { head: early };
    const provided = new Set((shellManifest.json<ManifestAssets>()?.shared ?? []).map((s) => s.name));
    const fallbacks = (manifest.shared ?? []).map((s) => s.name ?? '').filter((name) => name && !provided.has(name));
    const { scripts, styles } = exposeFiles(publicUrl, manifest, './routes', firstScreenChunks(pathname), fallbacks);
    const head = [
      jsonBlock(SHELL_DATA_IDS.publicManifest, manifestText, publicUrl),
      ...early,
      ...scripts.map((href) => preload(href, 'script')),
      ...styles.map((href) => preload(href, 'style')),
    ];
    if (screen?.html === undefined) return { head };
    // In the body, after the splash (which paints at once): the screen's CSS written in, as a
    // stylesheet link there would stop the parser until it arrived, and with it the shell's entry.
    const stylesheets = [...preloadedStyles(html), ...styles].map(inlineStyle);
    // The screen in the app's #root, which hydrates it (shell/src/bootstrap.tsx), with the query
    // state it was rendered from; then its own script (the splash's timer, taps kept): the shell's entry may still be far.
    const root = `<div id="root" ${SERVER_SCREEN_ATTRIBUTE}="static">${screen.html}</div>`;
    const state = jsonBlock(SHELL_DATA_IDS.queryState, JSON.stringify(screen.state ?? {}));
    return { head, body: [...stylesheets, root, state, `<script>${SERVER_SCREEN_SCRIPT}</script>`].join('\n    '), title: screen.title };
  };

  return async (pathname, search) => {
    const html = index.read();
    if (html === undefined) return undefined;
    const head = [remotesBlock, ...feedLinks(pathname)];
    const inLanguage = indexInLanguage(html, languageOfPath(pathname));
    const screen = /^\/admin(\/|$)/.test(pathname) ? undefined : await firstScreen(pathname, search, html);
    if (screen) head.push(...inLanguage.texts, ...languageAlternates(pathname, config.publicUrl), ...screen.head);
    // After the shell's own script and preloads: main.js and the framework start first, as the
    // page cannot run without them; then the data and the remote's files.
    // Replacer functions, not strings: a `$&` or `$'` in an event's text is text, not a pattern.
    const headed = inLanguage.html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    // A tab, a bookmark and a search result name the page before any script runs.
    const page = screen?.title ? withText(headed, /<title/, screen.title) : headed;
    // The app hydrates the server's #root, or renders in the empty one.
    return screen?.body ? page.replace(ROOT, () => screen.body!) : page;
  };
}
