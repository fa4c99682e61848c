// The newsletter admin driven as an administrator: a new subscriber appears and is found, the send
// modal refuses empty fields, a sent newsletter shows as a campaign with its deliveries and under
// the public recent list, the CSV downloads, and a subscriber is deactivated and deleted.
// Screenshots at 1280 and 360 px.
import type { Browser } from 'playwright-core';
import { eventually, loggedInPage, statistic } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Newsletter admin', () => {
  it('finds a new subscriber, sends a newsletter, exports, deactivates and deletes', async () => {
    const stamp = Date.now();
    const email = `e2e-${stamp}@example.org`;
    const subject = `E2E Newsletter ${stamp}`;
    // A teacher subscribes through the public form.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/newsletter`);
    await visitor.getByLabel('Full Name').fill('Zed Tester');
    await visitor.getByLabel('Email Address').fill(email);
    await visitor.getByLabel('I am a').selectOption('Teacher');
    await visitor.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await visitor.getByText('Successfully subscribed to our newsletter!').waitFor();

    const page = await loggedInPage(browser, 1280);
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

    // The public page's recent newsletters now open with it, rendered without its script.
    await visitor.reload();
    await visitor.getByRole('button', { name: `Read full: ${subject}` }).click();
    const letter = visitor.getByRole('dialog', { name: subject });
    await letter.getByText('1 July', { exact: false }).waitFor();
    expect(await visitor.evaluate(() => document.querySelectorAll('[role=dialog] script').length)).toBe(0);
    await visitor.close();

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

  it('says what the subscriber figures count, so the newsletter and the dashboard agree', async () => {
    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin`);
    const everyone = await eventually(
      () => statistic(page, 'Subscribers'),
      (n) => n > 0,
    );
    await page.goto(`${baseUrl()}/admin/newsletter`);
    await page.getByText('Newsletter Performance').waitFor();
    const active = await statistic(page, 'Total Subscribers');
    // The card counts those who receive the newsletter and says how many it leaves out.
    await page.getByText(`Active only (${everyone - active} inactive)`, { exact: true }).waitFor();
    expect(everyone - active).toBeGreaterThan(0);
    await page.context().close();
  });

  it('fits a 360 px phone', async () => {
    const page = await loggedInPage(browser, 360);
    await page.goto(`${baseUrl()}/admin/newsletter`);
    await page.getByText('Newsletter Performance').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-newsletter-360');
    await page.context().close();
  });
});
