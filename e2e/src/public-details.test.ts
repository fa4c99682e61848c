// Details a careful visitor notices on a phone (issue 23), each driven as they would meet it:
// - a followed link opens the new page at its top with its heading focused; back keeps the position
//   the visitor left; a filter in the address keeps the page where it is (item 1);
// - the results' year filter offers the years in the data and shows the address's year (item 2);
// - a count of one reads in the singular ('1 book found'), SPEC.md's '{n} events found' aside (item 9);
// - a refused subscription keeps what the visitor typed (item 4);
// - with less motion asked for, the slideshow and the events strip offer 'Play'; footer and staff
//   contact links are targets at least 24 px tall (item 10);
// - each public form says how its data is used (item 8).
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApi, eventually, publicJson } from '../support/admin';
import { ARTIFACTS, baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Before any demo result, and after the lowest year the API takes. */
const LONE_YEAR = 2020;

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
const focusedHeading = () =>
  page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

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
  const subject = page.getByLabel('Subject', { exact: true });
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

function pdfForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'sheet.pdf');
  return form;
}

it("offers the results' years from the data, and shows the year of the address", async () => {
  const years = await publicJson<{ data: number[] }>('/api/results/years');
  expect(years.data).not.toContain(LONE_YEAR);
  await adminApi(
    'POST',
    '/api/admin/results',
    pdfForm({ course: 'B.Ed', semester: '1st Year', year: String(LONE_YEAR), publishDate: '2020-06-01' }),
  );

  await page.goto(`${baseUrl()}/results?year=${LONE_YEAR}`);
  await waitForApp(page);
  const select = page.getByLabel('Year', { exact: true });
  expect(await select.inputValue()).toBe(String(LONE_YEAR));
  const offered = await select.locator('option').allTextContents();
  expect(offered).toEqual(['All', ...[...years.data, LONE_YEAR].sort((a, b) => b - a).map(String)]);
  await page.getByText('1 result found', { exact: true }).waitFor();
  await screenshot(page, 'public-results-lone-year-360');
});

it('says "1 book found", "1 material found" and "1 paper found" for a single match', async () => {
  await adminApi('POST', '/api/admin/library', {
    title: 'Singular Count Primer',
    author: 'A. Kaur',
    subject: 'Education',
    isbn: '978-0-00-000002-6',
    copies: 1,
    available: 1,
  });
  await page.goto(`${baseUrl()}/library`);
  await waitForApp(page);
  await page.getByRole('main').getByRole('searchbox').first().fill('Singular Count Primer');
  await page.getByText('1 book found', { exact: true }).waitFor();

  const materials = await publicJson<{ data: { title: string }[] }>('/api/study-material');
  await adminApi(
    'POST',
    '/api/admin/study-material',
    pdfForm({
      title: 'Singular Count Notes',
      subject: 'Mathematics',
      course: 'B.Ed',
      type: 'Notes',
      uploadDate: '2026-01-05',
    }),
  );
  expect(materials.data.some((m) => m.title === 'Singular Count Notes')).toBe(false);
  await page.goto(`${baseUrl()}/study-material`);
  await waitForApp(page);
  await page.getByRole('main').getByRole('searchbox').first().fill('Singular Count Notes');
  await page.getByText('1 material found', { exact: true }).waitFor();

  const papers = await publicJson<{ data: { title: string }[]; meta: { total: number } }>(
    '/api/research?q=Singular%20Count',
  );
  expect(papers.meta.total).toBe(0);
  await adminApi(
    'POST',
    '/api/admin/research',
    pdfForm({
      title: 'Singular Count Study',
      author: 'B. Singh',
      description: 'One paper, counted once.',
      year: '2025',
      status: 'Published',
    }),
  );
  await page.goto(`${baseUrl()}/research`);
  await waitForApp(page);
  await page.getByRole('main').getByRole('searchbox').first().fill('Singular Count Study');
  await page.getByText('1 paper found', { exact: true }).waitFor();
});

it('keeps what the visitor typed when the address is already subscribed', async () => {
  await page.goto(`${baseUrl()}/newsletter`);
  await waitForApp(page);
  await page.getByLabel('Full Name').fill('Arshdeep Kaur');
  await page.getByLabel('Email Address').fill('arshdeep.kaur@example.com');
  await page.getByLabel('I am a').selectOption('Student');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'This email address is already subscribed to our newsletter.');
  expect(await page.getByLabel('Full Name').inputValue()).toBe('Arshdeep Kaur');
  expect(await page.getByLabel('Email Address').inputValue()).toBe('arshdeep.kaur@example.com');
  expect(await page.getByLabel('I am a').inputValue()).toBe('Student');
});

it("offers 'Play' on the photo slideshow and the events strip when less motion was asked for, and plays when pressed", async () => {
  const still = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await still.goto(`${baseUrl()}/`);
  await waitForApp(still);
  const slideshow = still.getByRole('button', { name: 'Play the photo slideshow' });
  const strip = still.getByRole('button', { name: 'Play the scrolling events' });
  await slideshow.waitFor();
  expect(await slideshow.innerText()).toContain('Play');
  expect(await strip.innerText()).toContain('Play');
  const animation = () => still.getByTestId('events-strip').evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toBe('none');
  await strip.click();
  await still.getByRole('button', { name: 'Pause the scrolling events' }).waitFor();
  expect(await animation()).not.toBe('none');
  await slideshow.click();
  await still.getByRole('button', { name: 'Pause the photo slideshow' }).waitFor();
  await still.close();
});

it("gives every footer link and the staff cards' phone and e-mail links a target at least 24 px tall at 360 px", async () => {
  await page.goto(`${baseUrl()}/staff`);
  await waitForApp(page);
  await page.locator('a[href^="tel:"]').first().waitFor();
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('footer a, main a[href^="tel:"], main a[href^="mailto:"]')].map(
      (a) => ({ href: a.getAttribute('href'), height: a.getBoundingClientRect().height }),
    ),
  );
  expect(heights.length).toBeGreaterThan(10);
  expect(heights.filter((h) => h.height < 24)).toEqual([]);
});

it('says beside each public form how its data is used', async () => {
  const forms: [path: string, open: (() => Promise<void>) | null, text: RegExp][] = [
    ['/contact', null, /^We use your name, e-mail address and message only to answer you\./],
    ['/newsletter', null, /^We use your name and e-mail address only to send you the institute's newsletter\./],
    [
      '/research',
      () => page.getByRole('button', { name: 'Submit Research Proposal' }).click(),
      /^We use your details and your proposal only to consider it/,
    ],
  ];
  for (const [path, open, text] of forms) {
    await page.goto(`${baseUrl()}${path}`);
    await waitForApp(page);
    await open?.();
    const note = page.locator('form').getByText(text);
    await note.waitFor();
    expect(await note.isVisible()).toBe(true);
    await note.scrollIntoViewIfNeeded();
    await viewport(`public-data-use${path.replace(/\//g, '-')}-360`);
  }
});
