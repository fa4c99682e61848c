// The downloads page (ARCHITECTURE 12.1), drawn by the machinery from its definition alone: the
// office uploads a form; a visitor on a phone, reading Punjabi, finds it on /pa/downloads by its
// category, reads its format and size on the card, opens its own page and downloads the file.
import type { Browser, Page } from 'playwright-core';
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now();
const TITLE = { en: `Hostel form ${stamp}`, pa: `ਹੋਸਟਲ ਫ਼ਾਰਮ ${stamp}` };
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.alloc(3000, 0x20),
  Buffer.from('\ntrailer <<>>\n%%EOF\n'),
]);

it('finds a form by its category at 360 px in Punjabi, with its format and size, and downloads it', async () => {
  const form = new FormData();
  form.set('title', TITLE.en);
  form.set('category', 'Forms');
  form.set('language', 'pa');
  form.set('translations', JSON.stringify({ pa: { title: TITLE.pa } }));
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'hostel-form.pdf');
  const { id } = await apiRequest<{ id: string }>('POST', '/api/admin/downloads', form, await adminToken());

  await page.goto(`${baseUrl()}/pa/downloads`);
  await waitForApp(page);
  await page.getByRole('heading', { level: 1, name: 'ਡਾਊਨਲੋਡ' }).waitFor();
  expect(await page.title()).toMatch(/^ਡਾਊਨਲੋਡ \| /);
  await page.getByLabel('ਸ਼੍ਰੇਣੀ').selectOption({ label: 'ਫ਼ਾਰਮ' });
  await page.waitForURL(/category=Forms/);
  await page.getByLabel('ਖੋਜੋ', { exact: true }).fill(String(stamp));
  const card = page.getByTestId('content-list').getByRole('listitem').filter({ hasText: TITLE.pa });
  await card.waitFor();
  // The search is sent once the typing pauses; then the list holds this form alone.
  await page.waitForURL(new RegExp(`q=${stamp}`));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="content-list"] > li').length === 1);
  // The card names its category and the document's language in Punjabi, and the file's format and size.
  // (Each badge says what it is to a screen reader, in text hidden from the eye.)
  const text = await card.textContent();
  expect(text).toContain('ਸ਼੍ਰੇਣੀ: ਫ਼ਾਰਮ');
  expect(text).toContain('ਭਾਸ਼ਾ: ਪੰਜਾਬੀ');
  const download = card.getByRole('link', { name: new RegExp(`^ਡਾਊਨਲੋਡ ਕਰੋ: ${TITLE.pa}`) });
  expect(await download.textContent()).toBe('ਡਾਊਨਲੋਡ ਕਰੋ (PDF, 3 KB)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'downloads-pa-360');

  // The file itself, as the link gives it: an attachment under the name it was uploaded with.
  const href = await download.getAttribute('href');
  const file = await fetch(new URL(href!, baseUrl()));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*hostel-form\.pdf/);
  expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

  // Its own page, the address to share.
  await card.getByRole('link', { name: TITLE.pa, exact: true }).click();
  await page.waitForURL(`${baseUrl()}/pa/downloads/${id}`);
  await page.getByRole('heading', { level: 1, name: TITLE.pa }).waitFor();
  await page
    .getByRole('term')
    .filter({ hasText: /^ਭਾਸ਼ਾ$/ })
    .waitFor();
  await page
    .getByRole('definition')
    .filter({ hasText: /^ਪੰਜਾਬੀ$/ })
    .waitFor();
  await page.getByRole('link', { name: `${TITLE.pa} (PDF, 3 KB)` }).waitFor();
  await screenshot(page, 'downloads-item-pa-360');
  await page.getByRole('link', { name: "ਡਾਊਨਲੋਡ 'ਤੇ ਵਾਪਸ ਜਾਓ" }).click();
  await page.waitForURL(`${baseUrl()}/pa/downloads`);
  await page.getByTestId('content-list').waitFor();
});

it('is in the menu of every page, and an unknown document is the page not found, status 404', async () => {
  await page.goto(`${baseUrl()}/hi/`);
  await waitForApp(page);
  expect(await page.locator('footer a[href="/hi/downloads"]').count()).toBeGreaterThan(0);
  const missing = await page.goto(`${baseUrl()}/hi/downloads/00000000-0000-4000-8000-000000000000`);
  expect(missing?.status()).toBe(404);
});
