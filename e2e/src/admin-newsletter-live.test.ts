// The campaign table follows a campaign while it sends, without a reload: a product of its own
// sends over SMTP to a real SMTP server (smtp-server) that holds every mail until the test lets
// them through, so the row first shows them pending, then sent; once the campaign is done the
// page stops asking. Screenshot at 1280 px.
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { loggedInPage } from '../support/admin';
import { launchBrowser, screenshot } from '../support/browser';
import { startProduct, stopProduct, type RunningProduct } from '../support/server';
import { expectToast } from '../support/toasts';

let browser: Browser;
let product: RunningProduct;
let smtp: SMTPServer;
/** Mails waiting for the gate; null once it is open. */
let held: (() => void)[] | null = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => (held ? held.push(() => callback()) : callback()));
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
  const { port } = smtp.server.address() as AddressInfo;
  product = await startProduct({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '200' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  held?.forEach((accept) => accept());
  await browser?.close();
  if (product) await stopProduct(product);
  await new Promise<void>((done) => smtp.close(() => done()));
});

describe('Newsletter admin while a campaign sends', () => {
  it('shows the counts moving from pending to sent without a reload, then stops asking', async () => {
    const subject = `Live counts ${Date.now()}`;
    const page = await loggedInPage(browser, 1280, product.baseUrl);
    await page.goto(`${product.baseUrl}/admin/newsletter`);
    await page.getByRole('heading', { name: 'Newsletter Management' }).waitFor();

    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Newsletter' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Content').fill('Held at the server for a moment.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, 'Newsletter sent successfully!');

    const row = page.locator('.ant-card', { hasText: 'Campaigns' }).locator('tr', { hasText: subject });
    await row.waitFor();
    const cells = async () => (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    const [, , recipients, sent, failed, pending] = await cells();
    expect(Number(recipients)).toBeGreaterThan(1);
    expect([sent, failed, pending]).toEqual(['0', '0', recipients]);

    // The server lets the mails through: the row reaches "all sent" by itself.
    const waiting = held!;
    held = null;
    waiting.forEach((accept) => accept());
    await page.waitForFunction(
      ({ subject: s, count }) => {
        const tr = [...document.querySelectorAll('tr')].find((r) => r.textContent?.includes(s));
        const tds = tr ? [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()) : [];
        return tds[3] === count && tds[5] === '0';
      },
      { subject, count: recipients },
      { timeout: 30_000 },
    );
    expect((await cells()).slice(3, 6)).toEqual([recipients, '0', '0']);
    await screenshot(page, 'admin-newsletter-live-1280');

    // Nothing is sending any more: no further requests for the campaigns.
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/newsletter') asked++;
    });
    await page.waitForTimeout(7000);
    expect(asked).toBe(0);
    await page.context().close();
  });
});
