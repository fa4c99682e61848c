// Debian's Chromium driven by playwright-core (no browser download), with the flags this closed
// network needs, plus the product's address and a place for screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContextOptions, chromium, Page } from 'playwright-core';
import {
  SERVER_SCREEN_ATTRIBUTE,
  SERVER_SCREEN_SELECTOR,
  SERVER_SCREEN_TAKEN_OVER_EVENT,
  SHELL_DATA_IDS,
  type AppFiles,
} from '@diet/contracts/first-route';
import { PRODUCT_URL_PREFIX, ROOT } from './server';
import { installToastRecorder } from './toasts';

export const ARTIFACTS = join(ROOT, 'e2e/artifacts');

/** This worker's product, started by the global setup; or E2E_BASE_URL, set by hand to test a product that already runs. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? process.env[`${PRODUCT_URL_PREFIX}${process.env.JEST_WORKER_ID ?? '1'}`];
  if (!url) throw new Error("No product's address is set: run the browser tests through jest -c e2e/jest.config.js.");
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page of every test records its toasts (browser.newPage goes through newContext too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await installToastRecorder(context);
    return context;
  };
  return browser;
}

/**
 * A phone's page (360 x 780, and `options`: no JavaScript) for the tests of one file: its browser starts before them and closes
 * after; call the returned function inside a test for the page.
 */
export function phonePage(options: BrowserContextOptions = {}): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 360, height: 780 }, ...options })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => page!;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(join(ARTIFACTS, 'screenshots'), { recursive: true });
  // The 2-second splash covers every fresh page load; a picture of it shows nothing of the page.
  await page
    .getByTestId('splash')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.screenshot({ path: join(ARTIFACTS, 'screenshots', `${name}.png`), fullPage: true });
}

/**
 * The splash gone and, where the server rendered the first screen, the app having taken it over
 * (hydrated: its buttons work only then). A page that brings the app in at the visitor's first
 * touch gets one, as a visitor's would be: a key that changes nothing (Shift).
 */
export async function waitForApp(page: Page, timeout = 10_000): Promise<void> {
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout });
  if (await page.locator(SERVER_SCREEN_SELECTOR).count()) await touchPage(page);
  await page.locator(SERVER_SCREEN_SELECTOR).waitFor({ state: 'detached', timeout });
}

/** A visitor's first touch of the page, which brings its app in (SHELL_DATA_IDS.appFiles): a key that changes nothing. */
export async function touchPage(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.org',
  password: process.env.ADMIN_PASSWORD ?? 'Admin@2024',
};

/**
 * Before `page` opens anything: records in `window.__takenOverAt`, by the page's own clock, when
 * the app took the server's page over (SERVER_SCREEN_TAKEN_OVER_EVENT), so a test can tell what
 * the page fetched before from what it fetched once live.
 */
export async function recordTakeOver(page: Page): Promise<void> {
  await page.addInitScript((event) => {
    document.addEventListener(
      event,
      () => ((window as unknown as { __takenOverAt: number }).__takenOverAt = performance.now()),
    );
  }, SERVER_SCREEN_TAKEN_OVER_EVENT);
}

/**
 * A page's HTML as the server sends it when its render fails (the page served as before, never a
 * 500): no first screen of the server's and no inline script after it; the app loaded at once by
 * the head, with the files the rendered page listed for the first touch (SHELL_DATA_IDS.appFiles).
 */
export function withoutServerScreen(html: string): string {
  const listed = new RegExp(`<script type="application/json" id="${SHELL_DATA_IDS.appFiles}">([^<]*)</script>`).exec(
    html,
  );
  if (!listed) throw new Error("the page carries no list of its app's files: not a page the server rendered");
  const files = JSON.parse(listed[1]) as AppFiles;
  const head = [
    `<script defer src="${files.script}"></script>`,
    ...files.preload.map(
      ([as, href]) =>
        `<link rel="preload" as="${as}" href="${href}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    ),
  ];
  return html
    .replace(
      new RegExp(`<div id="root" ${SERVER_SCREEN_ATTRIBUTE}="static">[\\s\\S]*?<script>[\\s\\S]*?</script>`),
      '<div id="root"></div>',
    )
    .replace('</head>', () => `${head.join('')}</head>`);
}
