// The newsletter admin driven as an administrator: a new subscriber appears and is found, the send
// modal refuses empty fields, a sent newsletter shows as a campaign with its deliveries and under
// the public recent list, the CSV downloads, and a subscriber is deactivated and deleted.
// Screenshots at 1280 and 360 px.
import type { Browser, Page } from 'playwright-core';
import { ADMIN, baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function loggedInPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

describe('Newsletter admin', () => {
  it('finds a new subscriber, sends a newsletter, exports, deactivates and deletes', async () => {
    const stamp = Date.now();
    const email = `e2e-${stamp}@example.org`;
    const subject = `E2E Newsletter ${stamp}`;
    const subscribed = await fetch(`${baseUrl()}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Zed Tester', email, type: 'Teacher' }),
    });
    expect(subscribed.status).toBeLessThan(300);

    const page = await loggedInPage(1280);
    await page.goto(`${baseUrl()}/admin/newsletter`);
    await page.getByRole('heading', { name: 'Newsletter Management' }).waitFor();
    await page.getByText('+1 this week', { exact: false }).first().waitFor();

    await page.getByPlaceholder('Search by name or email').fill(email);
    await page.getByPlaceholder('Search by name or email').press('Enter');
    const row = page.locator('.ant-card', { hasText: 'All Subscribers' }).locator('tr', { hasText: email });
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 1);

    // Empty fields: the one toast, no call.
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Newsletter' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Subject and content are required.').waitFor();
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Content').fill('<p>Admissions open on <b>1 July</b>.</p><script>alert(1)</script>');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Newsletter sent successfully!');
    await dialog.waitFor({ state: 'hidden' });
    const campaign = page.locator('.ant-card', { hasText: 'Campaigns' }).locator('tr', { hasText: subject });
    await campaign.waitFor();

    await campaign.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('dialog', { name: `Deliveries: ${subject}` });
    await deliveries.getByText(email).waitFor();
    await screenshot(page, 'admin-newsletter-deliveries-1280');
    await deliveries.getByRole('button', { name: 'Close' }).click();
    await deliveries.waitFor({ state: 'hidden' });

    const recent = await (await fetch(`${baseUrl()}/api/newsletter/recent`)).json();
    expect(recent.data.map((n: { subject: string }) => n.subject)).toContain(subject);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Subscribers' }).click();
    expect((await download).suggestedFilename()).toBe('newsletter-subscribers.csv');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Subscriber updated successfully!');
    await row.getByText('Inactive').waitFor();
    await screenshot(page, 'admin-newsletter-1280');

    await row.getByRole('button', { name: `Delete subscriber ${email}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this subscriber?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Subscriber deleted successfully!');
    await row.waitFor({ state: 'detached' });
    await page.getByText('No subscribers found.').waitFor();
    await page.context().close();
  });

  it('fits a 360 px phone', async () => {
    const page = await loggedInPage(360);
    await page.goto(`${baseUrl()}/admin/newsletter`);
    await page.getByText('Newsletter Performance').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-newsletter-360');
    await page.context().close();
  });
});
