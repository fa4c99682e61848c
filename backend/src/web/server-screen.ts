/**
 * The first screen of a public page rendered here, by the frontends' own server bundles (the
 * public remote's page inside the shell's layout, `<app>/dist-server/first-screen.js`), from the
 * answers the public cache holds. index.html carries it before the app's hidden #root: a phone shows
 * the complete page when the splash leaves, while its JavaScript still loads and runs (issue #8).
 */
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import type { ServerScreenModule } from '@diet/contracts/first-route';
import { BuiltFile } from './built-file';

export const SERVER_BUNDLE = join('dist-server', 'first-screen.js');

/** Renders `pathname` from the answers (JSON text by URL); undefined when it cannot be rendered complete. */
export type ServerScreen = (pathname: string, answers: [string, string][]) => string | undefined;

/** Renders kept: the last of each address, as long as the answers and both bundles are the same. */
interface Rendered {
  bundles: string;
  answers: [string, string][];
  html: string | undefined;
}

/**
 * Same answers: the cache hands out the same string for an entry, so this is a comparison of
 * references on every page request, not of the texts.
 */
const sameAnswers = (a: [string, string][], b: [string, string][]) =>
  a.length === b.length && a.every(([url, json], i) => url === b[i][0] && json === b[i][1]);

export function createServerScreen(shellDir: string, publicDir: string): ServerScreen {
  const logger = new Logger('ServerScreen');
  const shell = new BuiltFile(join(shellDir, SERVER_BUNDLE));
  const page = new BuiltFile(join(publicDir, SERVER_BUNDLE));
  const kept = new Map<string, Rendered>();

  return (pathname, answers) => {
    const shellModule = shell.module<ServerScreenModule>();
    const pageModule = page.module<ServerScreenModule>();
    if (typeof shellModule?.renderFirstScreen !== 'function' || typeof pageModule?.renderFirstScreen !== 'function')
      return undefined;
    const bundles = `${shell.lastVersion} ${page.lastVersion}`;
    const last = kept.get(pathname);
    if (last && last.bundles === bundles && sameAnswers(last.answers, answers)) return last.html;
    let html: string | undefined;
    let rendered = false;
    try {
      const parsed = Object.fromEntries(answers.map(([url, json]) => [url, JSON.parse(json) as unknown]));
      const main = pageModule.renderFirstScreen(pathname, parsed);
      rendered = main !== undefined;
      html = main === undefined ? undefined : shellModule.renderFirstScreen(pathname, parsed, main);
    } catch (error) {
      // The page is served as before, rendered by the browser alone; logged once per version of
      // the answers and bundles.
      logger.warn(`Rendering ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
      rendered = true;
    }
    // Only the addresses the public remote renders are kept (a handful), so crawled URLs cannot
    // grow the map.
    if (rendered) kept.set(pathname, { bundles, answers, html });
    return html;
  };
}
