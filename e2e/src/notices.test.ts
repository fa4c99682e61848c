// Notices and circulars end to end (ARCHITECTURE.md 11.1): added through the office's form with its
// rules and a PDF, then seen by a visitor on /notices (New, PDF with its size, the dialog at ?id=,
// the archive), on the home page and in the menu; the office pages past 200 notices; delete.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { todayInInstitute } from '@diet/contracts/limits';
import {
  adminSession,
  adminToken,
  apiRequest,
  chooseOption,
  confirmDeletion,
  publicJson,
  screenshotBothWidths,
} from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type NoticeList = { data: { id: string; title: string; fileSize: number | null }[]; meta: { total: number } };
const title = `E2E Circular ${Date.now()}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The institute's day `days` from today, as the date input takes it. */
const day = (days: number) => new Date(Date.parse(todayInInstitute()) + days * 86_400_000).toISOString().slice(0, 10);

it('adds a notice with a PDF through the form, with the rules of its definition', async () => {
  await page.goto(`${baseUrl()}/admin/notices`);
  await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
  await page.getByRole('button', { name: /Add Notice/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.titleRequired).waitFor();
  await dialog.getByText(VALIDATION.categoryRequired).waitFor();
  await dialog.getByText(VALIDATION.publishDateRequired).waitFor();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await chooseOption(page, dialog, 'Category', 'Circular');
  await dialog
    .getByLabel('Body', { exact: true })
    .fill('Trainees report at 9:30 AM from Monday.\nThe library keeps its hours.');
  await dialog.getByLabel('Publish date').fill(day(-1));
  await dialog.getByLabel('Expiry date').fill(day(-2));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Expiry date must be on or after the publish date').waitFor();
  await dialog.getByLabel('Expiry date').fill(day(20));
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'circular.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByText('Chosen: circular.pdf').waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Notice added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('tbody tr').filter({ hasText: title }).getByText('circular.pdf').waitFor();
  const listed = await publicJson<NoticeList>(`/api/notices?q=${encodeURIComponent(title)}`);
  expect(listed.data).toMatchObject([{ title, fileSize: PDF.length }]);
  await screenshotBothWidths(page, 'admin-notices');
});

it('shows it to visitors: New, the PDF with its size, a dialog that survives reload, the home page and the menu', async () => {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await visitor.goto(`${baseUrl()}/notices`);
    await visitor.getByLabel('Search notices').fill(title);
    const card = visitor.locator('li').filter({ has: visitor.getByRole('heading', { name: title }) });
    await card.waitFor();
    await card.getByText('New', { exact: true }).waitFor();
    await card.getByText('Circular', { exact: true }).waitFor();
    const download = card.getByRole('link', { name: /Download PDF/ });
    expect(await download.innerText()).toBe(`Download PDF (1 KB)`);
    expect(await download.getAttribute('href')).toMatch(/^\/uploads\/.+\?download=1$/);

    await card.getByRole('link', { name: `Read more (${title})` }).click();
    await visitor.getByRole('dialog').getByRole('heading', { name: title }).waitFor();
    expect(new URL(visitor.url()).searchParams.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    await visitor.reload();
    await visitor.getByRole('dialog').getByText('The library keeps its hours.').waitFor();
    await screenshot(visitor, 'public-notice-dialog');
    await visitor.keyboard.press('Escape');
    await visitor.getByRole('dialog').waitFor({ state: 'hidden' });

    await visitor
      .getByRole('navigation', { name: 'Current notices or the archive' })
      .getByRole('link', { name: 'Archive' })
      .click();
    await visitor.getByRole('heading', { name: 'Archived notices' }).waitFor();
    // The search is still in the address: nothing archived matches it, and Clear Filters keeps the archive.
    await visitor.getByText('No notices found matching your criteria.').waitFor();
    await visitor.getByRole('link', { name: 'Clear Filters' }).click();
    await visitor.getByRole('heading', { name: 'Archived notices' }).waitFor();
    expect(new URL(visitor.url()).searchParams.get('archived')).toBe('true');
    expect(
      await visitor
        .getByRole('navigation', { name: 'Current notices or the archive' })
        .getByRole('link', { name: 'Archive' })
        .getAttribute('aria-current'),
    ).toBe('true');

    await visitor.goto(`${baseUrl()}/`);
    await visitor
      .locator('section', { has: visitor.getByRole('heading', { name: 'Notices', exact: true }) })
      .getByRole('link', { name: title })
      .waitFor();
    await visitor.getByRole('button', { name: 'Open menu' }).click();
    await visitor.locator('#site-menu').getByRole('link', { name: 'Notices' }).click();
    await visitor.getByRole('heading', { name: 'Notices and Circulars', level: 1 }).waitFor();
    await screenshot(visitor, 'public-notices-1280');
    await visitor.setViewportSize({ width: 360, height: 800 });
    await visitor.getByRole('heading', { name: 'Current notices' }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(visitor, 'public-notices-360');
  } finally {
    await visitor.close();
  }
});

it('pages the office list past 200 notices', async () => {
  const token = await adminToken();
  const before = (await publicJson<NoticeList>('/api/notices?archived=true')).meta.total;
  const bulk: string[] = [];
  for (let i = 0; i < 205; i++) {
    const created = await apiRequest<{ id: string }>(
      'POST',
      '/api/admin/notices',
      {
        title: `Bulk archive ${String(i).padStart(3, '0')}`,
        category: 'Other',
        publishDate: day(-30),
        expiryDate: day(-29),
      },
      token,
    );
    bulk.push(created.id);
  }
  try {
    await page.goto(`${baseUrl()}/admin/notices`);
    await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
    await chooseOption(page, page.locator('body'), 'Which notices', 'Archived');
    const pages = Math.ceil((before + 205) / 50);
    await page.getByTitle(String(pages), { exact: true }).click();
    await page.locator('.ant-pagination-item-active').getByText(String(pages), { exact: true }).waitFor();
    // The last page holds what is left after the full pages before it, as the server counts.
    await page.waitForFunction(
      (n) => document.querySelectorAll('tbody tr.ant-table-row').length === n,
      before + 205 - (pages - 1) * 50,
    );
    await screenshot(page, 'admin-notices-last-page');
  } finally {
    for (const id of bulk) await apiRequest('DELETE', `/api/admin/notices/${id}`, undefined, token);
  }
});

it('deletes the notice after the confirmation', async () => {
  await page.goto(`${baseUrl()}/admin/notices`);
  await page.getByLabel('Search title or body').fill(title);
  await page.getByLabel('Search title or body').press('Enter');
  await page
    .locator('tbody tr')
    .filter({ hasText: title })
    .getByRole('button', { name: /Delete/ })
    .click();
  await confirmDeletion(page, 'Are you sure you want to delete this notice?');
  await expectToast(page, 'Notice deleted successfully!');
  expect((await publicJson<NoticeList>(`/api/notices?q=${encodeURIComponent(title)}`)).data).toEqual([]);
});
