/**
 * Serves the built frontends from the API process: the shell at / (with the SPA fallback to
 * index.html for page requests) and each remote at /mfe/<folder>/. Unknown /mfe files are 404,
 * and /api, /uploads, /mfe never fall back to the shell. JS/CSS/JSON go out pre-compressed once
 * ready (precompressed-static.ts).
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import type { CachedJson } from '../cache/public-cache';
import type { AppConfig } from '../config/app-config';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { PrecompressedFiles, precompressedStatic } from './precompressed-static';
import { createShellPage } from './shell-page';

type Use = (path: string, ...handlers: express.RequestHandler[]) => unknown;

const staticOptions = (fallthrough: boolean): Parameters<typeof express.static>[1] => ({
  index: false,
  fallthrough,
  dotfiles: 'ignore',
  etag: true,
  setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
});

const NOT_SHELL = /^\/(api|uploads|mfe)(\/|$)|^\/(remotes\.json|robots\.txt|sitemap\.xml)$/i;

export function mountFrontends(use: Use, config: AppConfig, cached?: CachedJson): { shell: boolean; remotes: string[] } {
  if (!config.serveFrontends) return { shell: false, remotes: [] };
  const remotes: string[] = [];
  const compressed = new PrecompressedFiles();
  for (const folder of Object.values(REMOTE_PATHS)) {
    const dist = join(config.frontendRoot, folder, 'dist');
    if (!existsSync(dist)) continue;
    use(`/mfe/${folder}`, precompressedStatic(dist, compressed), express.static(dist, staticOptions(false)));
    remotes.push(folder);
  }
  const shellDist = join(config.frontendRoot, 'shell', 'dist');
  const index = join(shellDist, 'index.html');
  if (!existsSync(index)) return { shell: false, remotes };

  const shellPage = createShellPage(config, shellDist, cached);
  use('/', precompressedStatic(shellDist, compressed), express.static(shellDist, staticOptions(true)));
  use('/', (req: Request, res: Response, next: NextFunction) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
    if (!wantsPage || NOT_SHELL.test(req.path)) return next();
    shellPage(req.path, new URL(req.originalUrl, 'http://page.invalid').search).then((html) => {
      if (html === undefined) return next();
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('html').send(html);
    }, next);
  });
  // What a visitor's first page loads is compressed now, the shell's files first; the admin
  // remotes' files on their first request.
  void warmInTurn(compressed, [shellDist, join(config.frontendRoot, REMOTE_PATHS.mfe_public, 'dist')]);
  return { shell: true, remotes };
}

async function warmInTurn(compressed: PrecompressedFiles, roots: string[]): Promise<void> {
  for (const root of roots) {
    // A missing or unreadable folder is served (or not) as before, compressed on request.
    if (existsSync(root)) await compressed.warm(root).catch(() => 0);
  }
}
