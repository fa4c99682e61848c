// Research on the content-type machinery in the browser: the office's section pages on the server
// past 200 papers (it loaded the first 200 and stopped), and the public status filter lists the
// statuses in SPEC.md's order.
import type { Page } from 'playwright-core';
import { adminSession, adminToken, apiRequest, eventually, publicJson } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type PaperList = { data: { id: string; isAdminPublished: boolean }[]; meta: { total: number } };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const BULK = 205;
const PAGE_SIZE = 50;

function paperForm(i: number): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: `Bulk paper ${String(i).padStart(3, '0')}`,
    author: 'Paging test',
    year: '2001',
    description: 'Made to page through.',
    status: 'Completed',
  }))
    form.append(k, v);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bulk.pdf');
  return form;
}

it("pages the office's papers past 200, in their own section", async () => {
  const token = await adminToken();
  const before = (await publicJson<PaperList>('/api/research?isAdminPublished=true')).meta.total;
  const bulk: string[] = [];
  for (let i = 0; i < BULK; i++)
    bulk.push((await apiRequest<{ id: string }>('POST', '/api/admin/research', paperForm(i), token)).id);
  try {
    await page.goto(`${baseUrl()}/admin/research`);
    const section = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Admin Submitted Research Papers', { exact: true }) });
    await section.getByTestId('research-card').first().waitFor();
    const pages = Math.ceil((before + BULK) / PAGE_SIZE);
    expect(pages).toBeGreaterThan(200 / PAGE_SIZE);
    await section.getByTitle(String(pages), { exact: true }).click();
    await section.locator('.ant-pagination-item-active').getByText(String(pages), { exact: true }).waitFor();
    // The last page holds what is left after the full pages before it, as the server counts; the oldest (year 2001) come last.
    const left = before + BULK - (pages - 1) * PAGE_SIZE;
    expect(
      await eventually(
        () => section.getByTestId('research-card').count(),
        (n) => n === left,
      ),
    ).toBe(left);
    await section.getByText('Bulk paper', { exact: false }).first().waitFor();
    await screenshot(page, 'admin-research-last-page');
  } finally {
    for (const id of bulk) await apiRequest('DELETE', `/api/admin/research/${id}`, undefined, token);
  }
});

it('offers the public status filter in the order SPEC.md gives', async () => {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 360, height: 800 } });
  try {
    await visitor.goto(`${baseUrl()}/research`);
    const options = visitor.getByLabel('Status').locator('option');
    await options.last().waitFor({ state: 'attached' });
    expect((await options.allInnerTexts()).map((o) => o.trim())).toEqual([
      'All Status',
      'Completed',
      'Ongoing',
      'Published',
    ]);
    await screenshot(visitor, 'public-research-status-filter-360');
  } finally {
    await visitor.close();
  }
});
