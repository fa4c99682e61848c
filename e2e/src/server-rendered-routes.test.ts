// Every public route, in English, Punjabi and Hindi, comes server-rendered (issue #22): with
// JavaScript off, the page's heading, its data and the footer's last update are in the HTML, in the
// address's language, also for the first visitor right after the office changes something; once the
// scripts have run, the page works (a filter, a link).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  FIRST_ROUTE_COMPLETE_MARK,
  firstRouteData,
  SERVER_SCREEN_SELECTOR,
  SHELL_DATA_IDS,
  type QueryStates,
} from '@diet/contracts/first-route';
import { todayInInstitute } from '@diet/contracts/limits';
import { PUBLIC_LIST_ROUTES, PUBLIC_PAGE_PATHS } from '@diet/contracts/public-routes';
import { adminToken, apiRequest } from '../support/admin';
import {
  baseUrl,
  launchBrowser,
  recordTakeOver,
  screenshot,
  waitForApp,
  withoutServerScreen,
} from '../support/browser';

let browser: Browser;
let noScript: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

/** Every page of the public route table a visitor can open at a fixed address (a preview or a code aside). */
const ROUTES = [...PUBLIC_PAGE_PATHS.filter((path) => !path.includes(':')), ...PUBLIC_LIST_ROUTES].map(
  (path) => `/${path}`,
);
/** The pages made of the site content alone (no list of their own to show). */
const SITE_ONLY = [
  '/about',
  '/infrastructure',
  '/contact',
  '/sitemap',
  '/newsletter/unsubscribe',
  // Read in the browser only: a certificate by its code, an enrolment by its mailed link, a
  // check-in by the room's code, a teacher's record by a session of their own.
  '/verify',
  '/trainings/confirm',
  '/trainings/check-in',
  '/my-training',
];
const LANGUAGES = [
  { prefix: '', lang: 'en', script: /[A-Za-z]/ },
  { prefix: '/pa', lang: 'pa', script: /[\u0A00-\u0A7F]/ },
  { prefix: '/hi', lang: 'hi', script: /[\u0900-\u097F]/ },
];

/** The first title (or name) anywhere in an answer: something the page shows of its data. */
function firstTitle(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(firstTitle).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  for (const key of ['title', 'name']) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return Object.values(value).map(firstTitle).find(Boolean);
}

interface ServerPage {
  lang: string | null;
  /** The document's <title> as sent. */
  title: string;
  heading: string;
  main: string;
  footer: string;
  updated: string | null;
  /** The site content's data the page's query state carries (its siteApi queries). */
  site: unknown[];
  /** The data of the query state the page carries for the app's store, by query, site content left out. */
  lists: Record<string, unknown>;
}

/** The page as the server sent it, no script run: its language, heading, main text, footer and the data it carries. */
async function serverPage(path: string): Promise<ServerPage> {
  const page = await noScript.newPage();
  try {
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    const screen = page.locator(SERVER_SCREEN_SELECTOR);
    const state = JSON.parse(
      (await page.locator(`#${SHELL_DATA_IDS.queryState}`).textContent()) ?? '{}',
    ) as QueryStates;
    return {
      lang: await page.locator('html').getAttribute('lang'),
      title: await page.title(),
      heading: (await screen.locator('main h1').first().textContent({ timeout: 2000 }))?.trim() ?? '',
      main: (await screen.locator('main').textContent()) ?? '',
      footer: (await screen.getByRole('contentinfo').textContent()) ?? '',
      updated: await screen.getByRole('contentinfo').locator('time').last().getAttribute('datetime'),
      site: Object.values(state.siteApi?.queries ?? {}).map((query) => (query as { data: unknown }).data),
      lists: Object.fromEntries(
        Object.entries(state)
          .filter(([reducerPath]) => reducerPath !== 'siteApi')
          .flatMap(([, { queries }]) =>
            Object.entries(queries).map(([key, query]) => [key, (query as { data: unknown }).data]),
          ),
      ),
    };
  } finally {
    await page.close();
  }
}

/** A page's text for comparison, its white space folded (dates included: their names come from fixed tables, not the browser's Intl). */
const comparable = (text: string) => text.replace(/\s+/g, ' ');

const getJson = async (url: string) => (await fetch(`${baseUrl()}${url}`)).json() as Promise<{ data: unknown }>;

describe('every public route, server-rendered in every language', () => {
  it('covers the whole route table, the transparency pages and the search among them', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(21);
    for (const path of [
      '/',
      '/notices',
      '/tenders',
      '/rti',
      '/accessibility',
      '/website-policies',
      '/help',
      '/sitemap',
      '/search',
    ])
      expect(ROUTES).toContain(path);
  });

  it.each(LANGUAGES)(
    "serves each route's heading, data and last update in the HTML at $lang addresses",
    async ({ prefix, lang, script }) => {
      const site = (await getJson(`/api/site${lang === 'en' ? '' : `?lang=${lang}`}`)).data as {
        address: { pin: string };
      };
      const updated = ((await getJson('/api/site/updated')).data as { updatedAt: string }).updatedAt;
      const headings = new Set<string>();
      const documentTitles = new Set<string>();
      for (const route of ROUTES) {
        const path = route === '/search' ? `${prefix}/search?q=the` : `${prefix}${route}`;
        const page = await serverPage(path);
        expect({ path, lang: page.lang }).toEqual({ path, lang });
        // A heading of the page itself, in the address's script, or the title of the record it shows
        // (the office's site pages: their titles are content, translated or not by the office).
        const titles = [...page.site, ...Object.values(page.lists)].map(firstTitle);
        expect({ path, heading: script.test(page.heading) || titles.includes(page.heading) }).toEqual({
          path,
          heading: true,
        });
        headings.add(page.heading);
        // Its own document title, before any script: the page's name, then the institute's.
        expect({ path, title: page.title }).toEqual({ path, title: expect.stringMatching(/^.+ \| .+$/) });
        documentTitles.add(page.title);
        // The footer from the site content, with the last update of the content.
        expect(page.footer).toContain(site.address.pin);
        expect({ path, updated: page.updated }).toEqual({ path, updated });
        // The page's own data: every GET of its first screen (firstRouteData's) is carried as the API
        // answers it now; the data of every query it carries for the app's store, and the page shows it.
        for (const url of firstRouteData(path.split('?')[0]))
          expect({
            path,
            url,
            carried: isCarried(await getJson(url), [...page.site, ...Object.values(page.lists)]),
          }).toEqual({
            path,
            url,
            carried: true,
          });
        const lists = Object.keys(page.lists);
        if (!SITE_ONLY.includes(route)) expect({ path, lists: lists.length > 0 }).toEqual({ path, lists: true });
        for (const query of lists) {
          const title = firstTitle(page.lists[query]);
          if (title) expect({ path, query, shown: page.main.includes(title) }).toEqual({ path, query, shown: true });
        }
      }
      // Each route has its own heading (no page fell back to another's).
      expect(headings.size).toBeGreaterThanOrEqual(ROUTES.length - 1);
      expect(documentTitles.size).toBeGreaterThanOrEqual(ROUTES.length - 1);
    },
    180_000,
  );

  it('shows a change made through the admin API to the very next visitor, in every language', async () => {
    const token = await adminToken();
    const title = `Server-rendered notice ${Date.now()}`;
    const created = await apiRequest<{ id: string }>(
      'POST',
      '/api/admin/notices',
      { title, category: 'Recruitment', publishDate: todayInInstitute() },
      token,
    );
    try {
      const updated = ((await getJson('/api/site/updated')).data as { updatedAt: string }).updatedAt;
      for (const { prefix, lang } of LANGUAGES) {
        for (const path of [`${prefix}/notices`, `${prefix}/`, `${prefix}/search?q=${encodeURIComponent(title)}`]) {
          const page = await serverPage(path);
          expect({ path, lang: page.lang, shown: page.main.includes(title), updated: page.updated }).toEqual({
            path,
            lang,
            shown: true,
            updated,
          });
        }
      }
    } finally {
      await apiRequest('DELETE', `/api/admin/notices/${created.id}`, undefined, token);
    }
    for (const path of ['/notices', '/pa/notices']) expect((await serverPage(path)).main).not.toContain(title);
  }, 90_000);

  it('hands each page over to the app, the same text, and the page works: a filter and a link', async () => {
    const token = await adminToken();
    const title = `Recruitment drive ${Date.now()}`;
    const created = await apiRequest<{ id: string }>(
      'POST',
      '/api/admin/notices',
      { title, category: 'Recruitment', publishDate: todayInInstitute() },
      token,
    );
    const other = ((await getJson('/api/notices?lang=pa')).data as { title: string; category: string }[]).find(
      (n) => n.category !== 'Recruitment',
    );
    try {
      for (const path of ['/pa/notices', '/hi/library', `/search?q=${encodeURIComponent(title)}`]) {
        const server = await serverPage(path);
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page: Page = await context.newPage();
        await page.goto(`${baseUrl()}${path}`);
        await waitForApp(page, 20_000);
        // The app's page is what the server showed: same language, same text.
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(server.lang);
        // The app's title is the one the server wrote.
        expect(await page.title()).toBe(server.title);
        expect(comparable((await page.locator('#root main').textContent()) ?? '')).toBe(comparable(server.main));
        if (path === '/pa/notices') {
          await screenshot(page, 'server-rendered-pa-notices');
          // A filter: the list is the category's only.
          await page.locator('#root main select').first().selectOption('Recruitment');
          await page.waitForURL(/category=Recruitment/);
          await page.locator('#root main').getByRole('heading', { name: title }).waitFor();
          if (other)
            await page.locator('#root main').getByText(other.title, { exact: true }).waitFor({ state: 'detached' });
          // A link of the layout: the app's router takes the visitor to the page, in the same language.
          await page.locator('#root header a[href="/pa/about"]').first().click();
          await page.waitForURL(/\/pa\/about$/);
          await page.locator('#root main h1', { hasText: (await serverPage('/pa/about')).heading }).waitFor();
        }
        await context.close();
      }
    } finally {
      await apiRequest('DELETE', `/api/admin/notices/${created.id}`, undefined, token);
    }
  }, 120_000);
});

/**
 * Notes, as the parser creates them, the elements of the server's markup in #root (before any
 * script of the app runs), so a test can tell them from nodes the app made: window.__serverNode(el).
 */
const markServerNodes = () => {
  const server = new WeakSet<Element>();
  const note = (node: Node) => {
    if (!(node instanceof Element) || !node.closest('#root[data-server-screen="static"]')) return;
    server.add(node);
    node.querySelectorAll('*').forEach((child) => server.add(child));
  };
  new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(note))).observe(document, {
    childList: true,
    subtree: true,
  });
  (window as unknown as { __serverNode: (el: Element) => boolean }).__serverNode = (el) => server.has(el);
};

/** A page of the app with its console's errors and uncaught errors collected. */
async function watchedPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(markServerNodes);
  return { page, errors, close: () => context.close() };
}

/** Whether each element of `selector` under #root is a node of the server's markup. */
const serverNodes = (page: Page, selector: string) =>
  page
    .locator(`#root ${selector}`)
    .evaluateAll((els) =>
      els.map((el) => (window as unknown as { __serverNode: (el: Element) => boolean }).__serverNode(el)),
    );

/** React's own reports (a hydration mismatch is React error 418 in a production build). */
const reactErrors = (errors: string[]) => errors.filter((text) => /react|hydrat/i.test(text));

describe('the app takes the server-rendered page over without rendering it again (issue #22)', () => {
  it.each([
    ['/', { link: 'a[href="/about"]', to: /\/about$/ }],
    ['/library', { filter: true }],
    ['/pa/', { link: 'a[href="/pa/about"]', to: /\/pa\/about$/ }],
  ])(
    'hydrates %s: the same DOM nodes, no hydration error, and the page works',
    async (path, act) => {
      const { page, errors, close } = await watchedPage();
      try {
        await page.goto(`${baseUrl()}${path}`);
        await waitForApp(page, 20_000);
        // The heading, the main area, everything in it and the layout around it are the server's nodes, adopted.
        for (const selector of ['main', 'main h1', 'header', 'footer'])
          expect({ selector, server: await serverNodes(page, selector) }).toEqual({
            selector,
            server: expect.arrayContaining([true]) as unknown,
          });
        expect((await serverNodes(page, 'main *')).every(Boolean)).toBe(true);
        expect(reactErrors(errors)).toEqual([]);
        if ('filter' in act) {
          // A filter: the app's state drives it, so the list changes and the URL says so.
          const select = page.locator('#root main select').first();
          const value = await select.locator('option').nth(1).getAttribute('value');
          await select.selectOption(value!);
          await page.waitForURL((url) => [...url.searchParams.values()].includes(value!));
        } else {
          // A link of the page: the app's router, in the page's language.
          await page.locator(`#root main ${act.link}`).first().click();
          await page.waitForURL(act.to);
          await page.locator('#root main h1').waitFor();
        }
        expect(reactErrors(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
    60_000,
  );

  it('renders the page in the browser when the server markup cannot be hydrated, and the page works', async () => {
    const { page, errors, close } = await watchedPage();
    try {
      const address = `${baseUrl()}/about`;
      const heading = (await serverPage('/about')).heading;
      // The server's heading changed on the way: the app's tree no longer matches the markup.
      await page.route(address, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(`>${heading}</h1>`, '>A heading the app does not render</h1>');
        expect(html).toContain('A heading the app does not render');
        await route.fulfill({ response, body: html });
      });
      await page.goto(address);
      await waitForApp(page, 20_000);
      // React said so, and rendered that part itself: the app's heading, once, in a new node.
      expect(reactErrors(errors).length).toBeGreaterThan(0);
      await expect(page.locator('#root main h1').textContent()).resolves.toBe(heading);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(await serverNodes(page, 'main h1')).toEqual([false]);
      await screenshot(page, 'hydration-failed-about');
      // The page works: a link of the layout goes to its page.
      await page.locator('#root a[href="/library"]:visible').first().click();
      await page.waitForURL(/\/library$/);
      await page.locator('#root main h1').waitFor();
    } finally {
      await close();
    }
  }, 60_000);
});

/** The data of every query a page's query state carries (SHELL_DATA_IDS.queryState), across its api slices. */
const carriedData = (html: string): unknown[] => {
  const block = new RegExp(`<script type="application/json" id="${SHELL_DATA_IDS.queryState}">(.*?)</script>`).exec(
    html,
  );
  const state = JSON.parse(block?.[1] ?? '{}') as QueryStates;
  return Object.values(state).flatMap(({ queries }) =>
    Object.values(queries).map((query) => (query as { data: unknown }).data),
  );
};

/**
 * Whether an API answer (its envelope) is data the page carried: a query keeps the envelope, its
 * data, or its data under a name of its own (a content list's `items`).
 */
const isCarried = (answer: { data?: unknown }, carried: unknown[]) => {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const parts = (data: unknown) => [
    data,
    ...(data && typeof data === 'object' && !Array.isArray(data) ? Object.values(data) : []),
  ];
  return carried.some((data) => parts(data).some((part) => same(part, answer) || same(part, answer.data)));
};

/** The ids of a page's JSON blocks. */
const blocksOf = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)"/g)].map((match) => match[1]);

/** The API calls a visit makes whatever the page carried, by design: the visitor count, read live, and the visit counted. */
const LIVE_CALLS = /^\/api\/(site\/visitors|analytics\/track-visit)(\?|$)/;

/**
 * Opens `path` in the browser, the HTML optionally changed on the way, and records its /api/ GETs,
 * each marked whether it started after the app had taken the server's page over
 * (SERVER_SCREEN_TAKEN_OVER_EVENT), by the page's own clock.
 */
async function visit(path: string, change?: (html: string) => string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  await recordTakeOver(page);
  let html = '';
  await page.route(`${baseUrl()}${path}`, async (route) => {
    const response = await route.fetch();
    html = change ? change(await response.text()) : await response.text();
    await route.fulfill({ response, body: html });
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') requested.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${baseUrl()}${path}`);
  await waitForApp(page, 20_000);
  // Then a while for anything the app would still ask (the home page's slideshow may keep the network busy).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const timed = await page.evaluate(() => {
    const takenOverAt = (window as unknown as { __takenOverAt?: number }).__takenOverAt;
    return {
      takenOverAt,
      starts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name), at: entry.startTime }))
        .filter(({ url }) => url.pathname.startsWith('/api/'))
        .map(({ url, at }) => ({ url: `${url.pathname}${url.search}`, at })),
    };
  });
  const calls = requested.map((url) => ({
    url,
    afterTakeOver:
      timed.takenOverAt !== undefined &&
      timed.starts.some((start) => start.url === url && start.at >= timed.takenOverAt!),
  }));
  return { html, calls, takenOver: timed.takenOverAt !== undefined, page, close: () => context.close() };
}

describe("the first screen's data reaches the app once, in the render's query state (issue 32 item 4)", () => {
  it('asks the API for nothing a server-rendered page carried, before or after the app takes it over', async () => {
    const notice = ((await getJson('/api/notices')).data as { id: string }[])[0];
    expect(notice).toBeDefined();
    for (const path of ['/', '/pa/', '/research', '/notices', `/notices/${notice.id}`]) {
      const { html, calls, takenOver, close } = await visit(path);
      try {
        // One block of data: the render's query state, carrying every GET of firstRouteData and the rest of the page's.
        expect({ path, blocks: blocksOf(html) }).toEqual({
          path,
          blocks: [
            SHELL_DATA_IDS.remotes,
            SHELL_DATA_IDS.publicManifest,
            SHELL_DATA_IDS.queryState,
            // Read-only, the page brings its app in at the first touch (waitForApp's).
            SHELL_DATA_IDS.appFiles,
          ],
        });
        expect({ path, preloaded: html.includes('as="fetch"') }).toEqual({ path, preloaded: false });
        const carried = carriedData(html);
        for (const url of firstRouteData(path))
          expect({ path, url, carried: isCarried(await getJson(url), carried) }).toEqual({ path, url, carried: true });
        expect({ path, takenOver }).toEqual({ path, takenOver: true });
        // No GET of the page's carried data, and nothing at all but the visit's live calls.
        const asked = calls.filter((call) => !LIVE_CALLS.test(call.url));
        expect({ path, asked }).toEqual({ path, asked: [] });
        for (const call of calls)
          expect({ path, call: call.url, carried: isCarried(await getJson(call.url), carried) }).toEqual({
            path,
            call: call.url,
            carried: false,
          });
      } finally {
        await close();
      }
    }
  }, 120_000);

  it('asks for the first screen once over a page the server did not render, and shows it complete', async () => {
    // The server's screen left out, as when a render fails: the page as the browser builds it.
    const unrendered = (html: string) => {
      const without = withoutServerScreen(html);
      expect(without).not.toContain(SHELL_DATA_IDS.queryState);
      return without;
    };
    const { calls, page, close } = await visit('/', unrendered);
    try {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_ROUTE_COMPLETE_MARK);
      await page.locator('#root main h1').first().waitFor();
      // Each GET of the first screen once: started by the shell's entry, taken over by the app's query.
      for (const url of firstRouteData('/'))
        expect({ url, asked: calls.filter((call) => call.url === url).length }).toEqual({ url, asked: 1 });
    } finally {
      await close();
    }
  }, 60_000);
});
