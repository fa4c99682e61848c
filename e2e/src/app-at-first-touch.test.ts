// Issue 38: a page the server rendered brings its app in at the visitor's first touch, not at load
// (backend/src/web/server-screen-script.ts): a read-only visit loads no script file at all, and the
// page works as plain HTML meanwhile. A page with a form the app sends loads it at once; the home
// page's carousel, whose autoplay is the app's, brings it in when it scrolls into view; a Principal's
// panel left open in this session brings it at once; typing into a form the server answers does
// not bring it until the field is left; a home visit is counted without it. What a visitor does
// before the app is there is not lost.
import type { Page } from 'playwright-core';
import { APP_WHEN_STORED_ATTRIBUTE, SERVER_SCREEN_SELECTOR, TRACK_VISIT_PATH } from '@diet/contracts/first-route';
import { baseUrl, phonePage, screenshot, touchPage } from '../support/browser';

const phone = phonePage();

/**
 * The page at `path`, fresh, with the script files it requests from then on (and, into `counts`,
 * its requests to count the visit).
 */
async function open(page: Page, path: string, counts: string[] = []): Promise<string[]> {
  const scripts: string[] = [];
  // Away first: a chunk the last page's app was still asking for must not count as this page's.
  await page.goto('about:blank');
  page.removeAllListeners('request');
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (new URL(request.url()).pathname === TRACK_VISIT_PATH) counts.push(request.url());
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('splash').waitFor({ state: 'detached' });
  return scripts;
}

/** A second after the splash left, nothing touched: time the app would have had to load at once. */
const settle = (page: Page) => page.waitForTimeout(1_000);
const appLive = (page: Page) => page.locator(SERVER_SCREEN_SELECTOR).waitFor({ state: 'detached' });

beforeEach(async () => {
  await phone().context().clearCookies();
  await phone()
    .evaluate(() => sessionStorage.clear())
    .catch(() => undefined);
});

it('a read-only page loads no script until the first touch, then the app takes it over', async () => {
  const page = phone();
  const scripts = await open(page, '/pa/library');
  await settle(page);
  expect(scripts).toEqual([]);
  await expect(page.locator(SERVER_SCREEN_SELECTOR).count()).resolves.toBe(1);
  await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.not.toBe('');
  await screenshot(page, 'first-touch-pa-library-before');

  await touchPage(page);
  await appLive(page);
  expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  // Live: the pager's link changes the list in the same document, no page load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('main nav a[href*="page=2"]').first().click();
  await page.waitForURL(/[?&]page=2/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

it("typing a search brings no app in: the keys are the browser's own, and the search goes to the server", async () => {
  const page = phone();
  const scripts = await open(page, '/library');
  await page.locator('#site-search').click();
  await page.keyboard.type('teacher');
  await settle(page);
  expect(scripts).toEqual([]);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?q=teacher/);
  await expect(page.locator('main').innerText()).resolves.toMatch(/teacher/i);
});

it('leaving the search field brings the app in, and what was typed stays', async () => {
  const page = phone();
  const scripts = await open(page, '/library');
  await page.locator('#site-search').click();
  await page.keyboard.type('teacher');
  await page.keyboard.press('Tab');
  await appLive(page);
  expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect(page.locator('#site-search').inputValue()).resolves.toBe('teacher');
});

it('a home visit counts without a touch, and once when the app then comes', async () => {
  const page = phone();
  const counts: string[] = [];
  const scripts = await open(page, '/pa/', counts);
  await settle(page);
  expect(scripts).toEqual([]);
  expect(counts).toHaveLength(1);
  await touchPage(page);
  await appLive(page);
  // Then a while for anything the app would still ask (the home page's pictures keep the network busy).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(1_000);
  expect(counts).toHaveLength(1);
});

it("a list's search, which filters as it is typed into, brings the app in at once", async () => {
  const page = phone();
  const scripts = await open(page, '/notices');
  await page.getByLabel('Search notices').click();
  await appLive(page);
  expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
});

it("a button pressed before the app is there is pressed once it is live; left open, the Principal's panel brings the app at once", async () => {
  const page = phone();
  const scripts = await open(page, '/');
  await settle(page);
  expect(scripts).toEqual([]);
  // The floating button: its tap brings the app in, which then presses it.
  await page.locator(`[${APP_WHEN_STORED_ATTRIBUTE}] > button[aria-expanded="false"]`).click();
  await appLive(page);
  await page.locator('#principal-title').waitFor();

  // The panel's state lasts for the session: on the next page load the app comes without a touch.
  const again = await open(page, '/');
  await page.locator('#principal-title').waitFor();
  expect(again.length).toBeGreaterThan(0);
});

it('a page with a form the app sends loads the app at once', async () => {
  const page = phone();
  const scripts = await open(page, '/contact');
  await appLive(page);
  expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
});

it("the carousel's autoplay comes when the carousel scrolls into view", async () => {
  const page = phone();
  const scripts = await open(page, '/pa/');
  await settle(page);
  expect(scripts).toEqual([]);
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  const first = await carousel.locator('li[aria-hidden="false"]').getAttribute('aria-label');
  // A wheel is no touch of the page's controls: only the carousel coming into view brings the app.
  while (!(await carousel.evaluate((element) => element.getBoundingClientRect().top < innerHeight)))
    await page.mouse.wheel(0, 400);
  await appLive(page);
  // The next slide within two of its 3-second turns.
  await carousel
    .locator('li[aria-hidden="false"]')
    .and(page.locator(`[aria-label="${first}"]`))
    .waitFor({ state: 'detached', timeout: 8_000 });
});
