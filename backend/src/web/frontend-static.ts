/**
 * Serves the built frontends from the API process: the shell at / (with the SPA fallback to
 * index.html for page requests) and each remote at /mfe/<folder>/; or, with SERVE_PAGES alone
 * (behind the gateway), only the page requests. Unknown /mfe files are 404,
 * and /api, /uploads, /mfe, /rss never fall back to the shell. JS/CSS/JSON go out pre-compressed once
 * ready (precompressed-static.ts).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import type { ServerRead } from '@diet/contracts/first-route';
import { isPreviewPath } from '@diet/contracts/preview';
import type { AppConfig } from '../config/app-config';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { PrecompressedFiles, precompressedStatic } from './precompressed-static';
import { languageRedirect } from './language-page';
import { pageStatus } from './page-status';
import { createShellPage } from './shell-page';
import { readingPrefsRoute, withReadingPrefs } from './reading-prefs-page';
import { READING_PREFS } from '@diet/contracts/reading-prefs';

type Use = (path: string, ...handlers: express.RequestHandler[]) => unknown;

const staticOptions = (fallthrough: boolean): Parameters<typeof express.static>[1] => ({
  index: false,
  fallthrough,
  dotfiles: 'ignore',
  etag: true,
  setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
});

const NOT_SHELL = /^\/(api|uploads|mfe|rss|metrics)(\/|$)|^\/(remotes\.json|robots\.txt|sitemap\.xml)$/i;
/** A file's address (its last part has an extension); no page has one. */
const FILE = /\.[^/]*$/;

export function mountFrontends(use: Use, config: AppConfig, read?: ServerRead): { shell: boolean; remotes: string[] } {
  if (!config.serveFrontends) {
    // Behind the gateway the static services hold the files; the pages are rendered here all the same.
    const shellDist = config.servePages ? builtShell(config) : undefined;
    if (shellDist) mountPages(use, config, shellDist, read);
    return { shell: Boolean(shellDist), remotes: [] };
  }
  const remotes: string[] = [];
  const compressed = new PrecompressedFiles();
  for (const folder of Object.values(REMOTE_PATHS)) {
    const dist = join(config.frontendRoot, folder, 'dist');
    if (!existsSync(dist)) continue;
    use(`/mfe/${folder}`, precompressedStatic(dist, compressed), express.static(dist, staticOptions(false)));
    remotes.push(folder);
  }
  const shellDist = builtShell(config);
  if (!shellDist) return { shell: false, remotes };

  use('/', precompressedStatic(shellDist, compressed), express.static(shellDist, staticOptions(true)));
  mountPages(use, config, shellDist, read);
  // What a visitor's first page loads is compressed now, the shell's files first; the admin
  // remotes' files on their first request.
  void warmInTurn(compressed, [shellDist, join(config.frontendRoot, REMOTE_PATHS.mfe_public, 'dist')]);
  return { shell: true, remotes };
}

/** The shell's build folder, when it holds an index.html. */
function builtShell(config: AppConfig): string | undefined {
  const dist = join(config.frontendRoot, 'shell', 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

/** Page requests (a GET for HTML outside /api, /uploads, /mfe) answered with the shell's index.html as createShellPage writes it. */
function mountPages(use: Use, config: AppConfig, shellDist: string, read?: ServerRead): void {
  const shellPage = createShellPage(config, shellDist, read);
  // The reading tools' no-script form, answered before it would be taken for a page's address.
  use(READING_PREFS.path, readingPrefsRoute(config));
  use('/', (req: Request, res: Response, next: NextFunction) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
    // Without the files here (behind the gateway), a file's address gets a 404, not the page.
    if (!wantsPage || NOT_SHELL.test(req.path) || (!config.serveFrontends && FILE.test(req.path))) return next();
    // An English address depends on the visitor's language choice and browser (language-page.ts);
    // every page on their text size and contrast (the reading tools' cookie).
    res.vary('Accept-Language').vary('Cookie');
    const search = new URL(req.originalUrl, 'http://page.invalid').search;
    const elsewhere = languageRedirect(req.path, req.headers.cookie, req.headers['accept-language']);
    if (elsewhere) {
      res.setHeader('Cache-Control', NO_CACHE);
      return res.redirect(302, `${elsewhere}${search}`);
    }
    // The status after the page: its render read the item already, and the public cache answers again.
    const page = shellPage(req.path, search).then(async (html) => [html, await pageStatus(req.path, read)] as const);
    page.then(([html, status]) => {
      if (html === undefined) return next();
      // A staff preview of what is not public yet: kept by no cache, indexed by no search engine.
      if (isPreviewPath(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      // An address of no page, or of an item visitors may not see, gets the 'page not found' page
      // the app renders there, as a 404 that search engines do not index (page-status.ts).
      res.status(status);
      res.setHeader('Cache-Control', isPreviewPath(req.path) ? 'no-store' : NO_CACHE);
      // The visitor's own choices, on the page every visitor shares.
      res.type('html').send(withReadingPrefs(html, req.headers.cookie));
    }, next);
  });
}

async function warmInTurn(compressed: PrecompressedFiles, roots: string[]): Promise<void> {
  for (const root of roots) {
    // A missing or unreadable folder is served (or not) as before, compressed on request.
    if (existsSync(root)) await compressed.warm(root).catch(() => 0);
  }
}
