/**
 * The first screen of a public page rendered here, by the frontends' own server bundles (the
 * public remote's page inside the shell's layout, `<app>/dist-server/first-screen.js`), with the
 * data their components ask for, read in this process (in-process-read.ts): every public address,
 * in its language, also for the first visitor after a change. index.html carries it before the
 * app's hidden #root: a phone shows the complete page when the splash leaves, while its JavaScript
 * still loads and runs (issue #8, #22).
 */
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import type { PageHead, QueryStates, ServerRead, ServerScreenModule } from '@diet/contracts/first-route';
import { BuiltFile } from './built-file';

export const SERVER_BUNDLE = join('dist-server', 'first-screen.js');

/**
 * A rendered screen, the answers it was rendered from (JSON text by URL, in the order read) and
 * the query state the app's store starts from to hydrate it.
 */
export interface RenderedScreen {
  html: string | undefined;
  /** The page's own document title, as the app would set it. */
  title?: string;
  /** What the page says of itself for the head (its description, Open Graph title and picture). */
  head?: PageHead;
  answers: [string, string][];
  state?: QueryStates;
}

/** Renders `address` (path and search) with `read`; html undefined when it cannot be rendered complete. */
export type ServerScreen = (address: string, read: ServerRead) => Promise<RenderedScreen>;

/** Renders kept: the last of each address, while both bundles and every answer it read are the same. */
interface Kept extends RenderedScreen {
  bundles: string;
  /** Every answer the render read, by URL, with its status: a 404 it showed as such (an item's page) too. */
  reads: [string, { status: number; body: string }][];
}

/** Addresses whose last render is kept; beyond, the oldest goes (a crawler's searches cannot grow the map). */
const KEPT_ADDRESSES = 200;

/** Reads through `read`, writing down each answer it gives. */
function recording(read: ServerRead, reads: Map<string, { status: number; body: string }>): ServerRead {
  return async (url) => {
    const answer = await read(url);
    reads.set(url, answer);
    return answer;
  };
}

const succeeded = (status: number) => status >= 200 && status < 300;

export function createServerScreen(shellDir: string, publicDir: string): ServerScreen {
  const logger = new Logger('ServerScreen');
  const shell = new BuiltFile(join(shellDir, SERVER_BUNDLE));
  const page = new BuiltFile(join(publicDir, SERVER_BUNDLE));
  const kept = new Map<string, Kept>();

  /**
   * The last render of `address` if it still holds: the same bundles and the same answers now.
   * The public cache hands out the same string for an entry, so this mostly compares references.
   */
  const stillTrue = async (address: string, bundles: string, read: ServerRead): Promise<RenderedScreen | undefined> => {
    const last = kept.get(address);
    if (!last || last.bundles !== bundles) return undefined;
    const now = await Promise.all(last.reads.map(([url]) => read(url)));
    return now.every((answer, i) => answer.status === last.reads[i][1].status && answer.body === last.reads[i][1].body)
      ? last
      : undefined;
  };

  return async (address, read) => {
    const shellModule = shell.module<ServerScreenModule>();
    const pageModule = page.module<ServerScreenModule>();
    if (typeof shellModule?.renderFirstScreen !== 'function' || typeof pageModule?.renderFirstScreen !== 'function')
      return { html: undefined, answers: [] };
    const bundles = `${shell.lastVersion} ${page.lastVersion}`;
    const last = await stillTrue(address, bundles, read).catch(() => undefined);
    if (last) return last;
    const reads = new Map<string, { status: number; body: string }>();
    const reading = recording(read, reads);
    let html: string | undefined;
    let state: QueryStates | undefined;
    let title: string | undefined;
    let head: PageHead | undefined;
    try {
      const main = await pageModule.renderFirstScreen(address, reading);
      const screen = main === undefined ? undefined : await shellModule.renderFirstScreen(address, reading, main);
      html = screen?.html;
      state = screen?.state;
      title = screen?.title;
      head = screen?.head;
    } catch (error) {
      // The page is served as before, rendered by the browser alone.
      logger.warn(
        `Rendering ${address.split('?')[0]} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const answers = [...reads].flatMap(([url, answer]): [string, string][] =>
      succeeded(answer.status) ? [[url, answer.body]] : [],
    );
    const rendered = { html, answers, state, title, head };
    if (html !== undefined) {
      kept.delete(address);
      kept.set(address, { ...rendered, bundles, reads: [...reads] });
      if (kept.size > KEPT_ADDRESSES) kept.delete(kept.keys().next().value!);
    }
    return rendered;
  };
}
