// Debian's Chromium driven by playwright-core (no browser download), with the flags this closed
// network needs, plus the product's address and a place for screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContextOptions, chromium, Page } from 'playwright-core';
import { SERVER_SCREEN_SELECTOR, SERVER_SCREEN_TAKEN_OVER_EVENT } from '@diet/contracts/first-route';
import { ROOT } from './server';
import { installToastRecorder } from './toasts';

export const ARTIFACTS = join(ROOT, 'e2e/artifacts');

/** Set by the global setup (or by hand, to test a product that already runs). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest -c e2e/jest.config.js.');
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
 * (hydrated: its buttons work only then).
 */
export async function waitForApp(page: Page, timeout = 10_000): Promise<void> {
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout });
  await page.locator(SERVER_SCREEN_SELECTOR).waitFor({ state: 'detached', timeout });
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
