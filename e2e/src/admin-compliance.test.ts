// The 'Compliance' screen (issue 34 item 2) at 360 px: a broken link planted in a notice is found
// by 'Run now', shown under 'Broken links' with its type, title and the link, the row leads to the
// notices screen; the CSV holds it; the product renders its pages here, so the check reads their
// HTML too. Screenshot compliance-360.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { COMPLIANCE_CSV_HEADER } from '@diet/contracts/compliance';
import { loggedInPage } from '../support/admin';
import { ADMIN, launchBrowser, screenshot } from '../support/browser';
import { startProduct, stopProduct, type RunningProduct } from '../support/server';

let browser: Browser;
let product: RunningProduct;
let page: Page;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  page = await loggedInPage(browser, 360, product.baseUrl);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  if (product) await stopProduct(product);
});

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('Compliance screen', () => {
  it('runs the check on demand, lists a planted broken link with a link to fix it, and exports CSV', async () => {
    // Planted in this test's own product (the suite's helpers speak to the shared one).
    const login = await fetch(`${product.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const added = await fetch(`${product.baseUrl}/api/admin/notices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Counselling schedule',
        category: 'Circular',
        publishDate: today(),
        body: 'The seat list is at /counselling-2019 and the rules at /about.',
      }),
    });
    expect(added.status).toBe(201);

    await page.goto(`${product.baseUrl}/admin/compliance`);
    await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
    await page.getByText('Not checked yet: press Run now.').waitFor();

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByText(/^Last checked: /).waitFor({ timeout: 120_000 });
    const tab = page.getByRole('tab', { name: /^Broken links \(\d+\)$/ });
    await tab.waitFor();
    const row = page.locator('.compliance-row').filter({ hasText: '/counselling-2019' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Notice');
    expect(await row.innerText()).toContain('Counselling schedule');
    expect(await row.innerText()).toContain('Body: /counselling-2019 (not found, 404)');
    expect(await page.locator('.compliance-row').filter({ hasText: 'Body: /about' }).count()).toBe(0);
    await screenshot(page, 'compliance-360');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('compliance-report.csv');
    const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(COMPLIANCE_CSV_HEADER.join(','));
    expect(csv).toMatch(
      /Broken links,notice,[0-9a-f-]+,Counselling schedule,"Body: \/counselling-2019 \(not found, 404\)",http:\/\/[^,]+\/admin\/notices\?edit=[0-9a-f-]+/,
    );

    // The row leads to where it is fixed: that notice's own edit form.
    await row.getByRole('link', { name: 'Open: Counselling schedule' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/notices');
    const form = page.getByRole('dialog');
    await form.waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Counselling schedule');
  });
});

describe('Scheduled jobs screen', () => {
  it("lists the server's jobs with their last runs, and runs one at once, saying what it did", async () => {
    await page.goto(`${product.baseUrl}/admin/jobs`);
    await page.getByRole('heading', { name: 'Scheduled jobs', level: 1 }).waitFor();
    const cards = page.getByTestId('job-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(5);
    // The product ran each job as it started.
    const purge = cards.filter({ hasText: 'Trash purge' });
    await purge.getByText(/^Last run: .*, by the schedule$/).waitFor();

    await page.getByRole('button', { name: 'Run now: Trash purge' }).click();
    await page.getByText('Trash purge: Nothing to do').waitFor();
    await purge.getByText(/^Last run: .*, by Administrator$/).waitFor();
    await screenshot(page, 'jobs-360');
  });
});
