/**
 * The shell's index.html as a page request gets it: the built file with, written into its head,
 * the answer of /remotes.json and, on a public page whose remote this server holds, that remote's
 * mf-manifest.json and preload links for all the first screen needs (the remote's entry, its
 * routes module, the page's chunk, the shared modules the shell does not provide), and the page's
 * API data: the answers the public cache holds are written in, the others preloaded. The browser
 * then asks for all of it together with the shell's own files, instead of one round trip after
 * another as each script learns the next address (a phone's round trip is half a second, issue #8).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { exposeFiles, firstRouteData, pageChunkName, SHELL_DATA_IDS, type ManifestAssets } from '@diet/contracts/first-route';
import { CAROUSEL_IMAGE_SIZES, variantSrcSet } from '@diet/contracts/image-variants';
import type { CachedJson } from '../cache/public-cache';
import type { AppConfig } from '../config/app-config';
import { SITE_CONTENT } from '../site/site-content';

/**
 * A built file read (and, for JSON, parsed) again only when it changes on disk (a redeployed
 * remote, a new shell): a page request costs a stat, not a read and a parse.
 */
class BuiltFile {
  private stamp = '';
  private text: string | undefined;
  private parsed: { value: unknown } | undefined;

  constructor(private readonly path: string) {}

  read(): string | undefined {
    let stamp: string;
    try {
      const stat = statSync(this.path);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return undefined;
    }
    if (stamp !== this.stamp) {
      this.text = readFileSync(this.path, 'utf8');
      this.parsed = undefined;
      this.stamp = stamp;
    }
    return this.text;
  }

  json<T>(): T | undefined {
    const text = this.read();
    if (text === undefined) return undefined;
    if (!this.parsed) {
      try {
        this.parsed = { value: JSON.parse(text) };
      } catch {
        this.parsed = { value: undefined };
      }
    }
    return this.parsed.value as T | undefined;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can end the block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const jsonBlock = (id: string, value: unknown, url?: string) =>
  `<script type="application/json" id="${id}"${url ? ` data-url="${escapeAttribute(url)}"` : ''}>${scriptJson(value)}</script>`;
/** Answers by URL, each already JSON text (as the API sent it), into one block; `<` escaped likewise. */
const answersBlock = (answers: [string, string][]) =>
  `<script type="application/json" id="${SHELL_DATA_IDS.firstData}">{${answers.map(([url, json]) => `${scriptJson(url)}:${json.replace(/</g, '\\u003c')}`).join(',')}}</script>`;
const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** The home page's largest picture, its first carousel photo, in the size the carousel will pick. */
function homePhotoPreload(): string[] {
  const src = SITE_CONTENT.carousel[0]?.src;
  if (!src) return [];
  const srcset = variantSrcSet(src);
  const sized = srcset ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(CAROUSEL_IMAGE_SIZES)}"` : '';
  return [`<link rel="preload" as="image" href="${escapeAttribute(src)}"${sized} fetchpriority="high">`];
}

export type ShellPage = (pathname: string, search: string) => Promise<string | undefined>;

/**
 * The first screen's data: the answers the public cache holds now are written into the page (no
 * request at all: on a phone each one costs half a second of latency, and six connections queue
 * the rest), the others preloaded; the browser's preload then fills the cache for the next visitor.
 */
async function firstData(pathname: string, search: string, cached?: CachedJson): Promise<string[]> {
  const urls = firstRouteData(pathname, search);
  const answers = cached ? await cached(urls) : urls.map(() => undefined);
  const held = urls.flatMap((url, i): [string, string][] => (answers[i] === undefined ? [] : [[url, answers[i]]]));
  return [...(held.length ? [answersBlock(held)] : []), ...urls.filter((_, i) => answers[i] === undefined).map((url) => preload(url, 'fetch'))];
}

/** Renders index.html for a page request; undefined when the shell is not built. */
export function createShellPage(config: AppConfig, shellDist: string, cached?: CachedJson): ShellPage {
  const index = new BuiltFile(join(shellDist, 'index.html'));
  const shellManifest = new BuiltFile(join(shellDist, 'mf-manifest.json'));
  const publicUrl = config.remoteUrls.mfe_public;
  // Only a remote served from here has its manifest on this disk; one on another origin is found
  // by the shell's entry as before.
  const servedHere = publicUrl === `/mfe/${REMOTE_PATHS.mfe_public}/mf-manifest.json`;
  const publicManifest = servedHere ? new BuiltFile(join(config.frontendRoot, REMOTE_PATHS.mfe_public, 'dist', 'mf-manifest.json')) : undefined;

  const firstScreen = async (pathname: string, search: string): Promise<string[]> => {
    const early = [...(await firstData(pathname, search, cached)), ...(pathname === '/' ? homePhotoPreload() : [])];
    const manifest = publicManifest?.json<ManifestAssets>();
    if (!manifest) return early;
    const provided = new Set((shellManifest.json<ManifestAssets>()?.shared ?? []).map((s) => s.name));
    const fallbacks = (manifest.shared ?? []).map((s) => s.name ?? '').filter((name) => name && !provided.has(name));
    const { scripts, styles } = exposeFiles(publicUrl, manifest, './routes', pageChunkName(pathname), fallbacks);
    return [
      jsonBlock(SHELL_DATA_IDS.publicManifest, manifest, publicUrl),
      ...early,
      ...scripts.map((href) => preload(href, 'script')),
      ...styles.map((href) => preload(href, 'style')),
    ];
  };

  return async (pathname, search) => {
    const html = index.read();
    if (html === undefined) return undefined;
    const head = [jsonBlock(SHELL_DATA_IDS.remotes, config.remoteUrls)];
    if (!/^\/admin(\/|$)/.test(pathname)) head.push(...(await firstScreen(pathname, search)));
    // After the shell's own script and preloads: main.js and the framework start first, as the
    // page cannot run without them; then the data and the remote's files.
    return html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
  };
}
