// The archive (ARCHITECTURE 12.3) on a phone in Punjabi: notices, tenders and downloads past their
// validity are found on /pa/archive by words, type and year, each opening its own page; the filters
// are a GET form that the server answers before any script runs. Then the office's dashboard lists
// a published item past its review date, and its link opens the item's edit form.
import type { Browser, Page } from 'playwright-core';
import { GLOSSARY } from '@diet/contracts/glossary';
import { adminToken, apiRequest, loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';

const phone = phonePage();
const stamp = Date.now();
const NOTICE = { en: `Merit list ${stamp}`, pa: `ਮੈਰਿਟ ਸੂਚੀ ${stamp}` };
const OLD_NOTICE = { en: `Old timetable ${stamp}`, pa: `ਪੁਰਾਣੀ ਸਮਾਂ-ਸਾਰਣੀ ${stamp}` };
const TENDER = `Printing of forms ${stamp}`;
const STALE = `Stale office hours ${stamp}`;
const PDF = Buffer.from('%PDF-1.4\n%\ntrailer <<>>\n%%EOF\n');

let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  token = await adminToken();
  const notice = (title: { en: string; pa: string }, publishDate: string, expiryDate: string) =>
    apiRequest<{ id: string }>(
      'POST',
      '/api/admin/notices',
      { title: title.en, category: 'Notice', publishDate, expiryDate, translations: { pa: { title: title.pa } } },
      token,
    );
  ids.notice = (await notice(NOTICE, '2025-03-01', '2025-04-30')).id;
  ids.old = (await notice(OLD_NOTICE, '2024-06-01', '2024-07-31')).id;
  ids.tender = (
    await apiRequest<{ id: string }>(
      'POST',
      '/api/admin/tenders',
      {
        referenceNumber: `DIET/E2E/${stamp}`,
        title: TENDER,
        publishDate: '2025-02-01',
        closingAt: '2025-02-20T15:00:00+05:30',
      },
      token,
    )
  ).id;
  const form = new FormData();
  form.set('title', `Old admission form ${stamp}`);
  form.set('category', 'Admissions');
  form.set('language', 'pa');
  form.set('validUntil', '2025-01-31');
  form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'old-form.pdf');
  ids.download = (await apiRequest<{ id: string }>('POST', '/api/admin/downloads', form, token)).id;
});

const results = () => phone().getByTestId('archive-list').getByRole('listitem');

it('finds archived items at 360 px in Punjabi by words, type and year, and opens one', async () => {
  await phone().goto(`${baseUrl()}/pa/archive`);
  await waitForApp(phone());
  await phone().getByRole('heading', { level: 1, name: 'ਪੁਰਾਲੇਖ' }).waitFor();
  expect(await phone().title()).toMatch(/^ਪੁਰਾਲੇਖ \| /);
  await phone().getByLabel('ਖੋਜੋ', { exact: true }).fill(String(stamp));
  await phone().waitForURL(new RegExp(`q=${stamp}`));
  await phone().waitForFunction(() => document.querySelectorAll('[data-testid="archive-list"] > li').length === 4);
  // Newest first, each with its type in Punjabi and its date.
  const first = results().first();
  expect(await first.textContent()).toContain(NOTICE.pa);
  expect(await first.textContent()).toContain(GLOSSARY.notices.pa);
  expect(await first.locator('time').getAttribute('datetime')).toBe('2025-03-01');

  await phone().getByLabel('ਕਿਸਮ').selectOption({ label: GLOSSARY.notices.pa });
  await phone().waitForURL(/type=notices/);
  await phone().waitForFunction(() => document.querySelectorAll('[data-testid="archive-list"] > li').length === 2);
  await phone().getByLabel('ਸਾਲ').selectOption('2024');
  await phone().waitForURL(/year=2024/);
  await phone().waitForFunction(() => document.querySelectorAll('[data-testid="archive-list"] > li').length === 1);
  expect(await results().first().textContent()).toContain(OLD_NOTICE.pa);
  expect(await phone().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(phone(), 'archive-pa-360');

  await results().first().getByRole('link', { name: OLD_NOTICE.pa }).click();
  await phone().waitForURL(new RegExp(`/pa/notices(/|\\?id=)${ids.old}`));
  await phone().getByRole('heading', { level: 1, name: OLD_NOTICE.pa }).waitFor();
});

it('answers the GET form before any script: the server renders the filtered archive', async () => {
  const html = await (await fetch(`${baseUrl()}/pa/archive?q=${stamp}&type=tenders`)).text();
  expect(html).toContain(TENDER);
  expect(html).not.toContain(NOTICE.pa);
  // The form sends its fields by their names to the page itself.
  expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/pa\/archive")[^>]*>/);
  for (const name of ['q', 'type', 'year']) expect(html).toContain(`name="${name}"`);
});

describe("the dashboard's Past review", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInPage(browser, 1280);
  });
  afterAll(() => browser?.close());

  it('lists a published item past its review date and opens its edit form', async () => {
    const { id } = await apiRequest<{ id: string }>(
      'POST',
      '/api/admin/notices',
      { title: STALE, category: 'Notice', publishDate: '2025-01-01', reviewBy: '2025-06-30' },
      token,
    );
    await page.goto(`${baseUrl()}/admin`);
    const card = page.getByTestId('past-review');
    const row = card.getByRole('row').filter({ hasText: STALE });
    await row.waitFor();
    expect(await row.textContent()).toContain('Notice');
    expect(await row.textContent()).toContain('30 June 2025');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-past-review');
    await row.getByRole('link', { name: STALE }).click();
    await page.waitForURL(/\/admin\/notices/);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(STALE);
    expect(await dialog.getByLabel('Review by').inputValue()).toBe('2025-06-30');
    expect(id).toBeTruthy();
  });
});
