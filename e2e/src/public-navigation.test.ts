// Moving between public pages as a visitor on a phone does (issue 23 item 1): a followed link opens
// the new page at its top with its heading focused; back keeps the position the visitor left;
// a filter in the address keeps the page where it is.
import type { Browser, Page } from 'playwright-core';
import { eventually } from '../support/admin';
import { join } from 'node:path';
import { ARTIFACTS, baseUrl, launchBrowser, waitForApp } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 360, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
});

/** What the phone's screen shows (not the whole page): the new page's top. */
const viewport = (name: string) => page.screenshot({ path: join(ARTIFACTS, 'screenshots', `${name}.png`) });
const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

it('opens a followed link at the top of the new page, its heading focused; back returns to where the visitor was', async () => {
  await page.goto(`${baseUrl()}/`);
  await waitForApp(page);
  const access = page.getByRole('link', { name: 'Access Now: Digital Library' });
  await access.scrollIntoViewIfNeeded();
  const leftAt = await scrollY();
  expect(leftAt).toBeGreaterThan(800);
  await access.click();
  // The address changes at once; the page follows when its code has come.
  await page.waitForURL('**/library');
  const library = await eventually(focusedHeading, (text) => text !== null);
  expect(library).toMatch(/Library/);
  expect(await scrollY()).toBe(0);
  await viewport('public-navigation-library-top-360');

  // The footer's link, tapped at the bottom of the long catalogue.
  const footerLink = page.locator('footer').getByRole('link', { name: 'Research', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  const bottom = await scrollY();
  expect(bottom).toBeGreaterThan(1000);
  await footerLink.click();
  await page.waitForURL('**/research');
  expect(await eventually(focusedHeading, (text) => text !== null && text !== library)).toMatch(/Research/);
  expect(await scrollY()).toBe(0);
  await viewport('public-navigation-research-top-360');

  // Back: the catalogue where the visitor left it, as browsers do.
  await page.goBack();
  await page.waitForURL('**/library');
  expect(await eventually(scrollY, (y) => y > bottom - 200)).toBeGreaterThan(bottom - 200);
});

it('keeps the position when only a filter in the address changes', async () => {
  await page.goto(`${baseUrl()}/library`);
  await waitForApp(page);
  const subject = page.getByLabel('Subject');
  await page.evaluate(() => window.scrollTo(0, 400));
  await subject.scrollIntoViewIfNeeded();
  const before = await scrollY();
  expect(before).toBeGreaterThan(0);
  const value = await subject.locator('option').nth(1).getAttribute('value');
  await subject.selectOption(value!);
  await page.waitForURL(/subject=/);
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(before);
});
