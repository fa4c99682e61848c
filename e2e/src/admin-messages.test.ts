// The Message Center driven as an administrator: a visitor's message (sent through the public
// contact form) is found, searched, opened (and so marked read), answered by mailto and deleted.
// Screenshots at 1280 and 360 px.
import type { Browser } from 'playwright-core';
import { loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Message Center', () => {
  it('reads, searches, opens, replies to and deletes a visitor message', async () => {
    const name = `E2E Visitor ${Date.now()}`;
    const text = `This is urgent: we need the admission dates for the D.El.Ed course this year. ${'Thank you for your help. '.repeat(6)}`;
    // A visitor writes through the public contact form.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/contact`);
    await visitor.getByLabel('Your Name').fill(name);
    await visitor.getByLabel('Email Address').fill('visitor@example.org');
    await visitor.getByLabel('Subject').selectOption('admission');
    await visitor.getByLabel('Message', { exact: true }).fill(text);
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(visitor, 'Message sent successfully!');
    await visitor.close();

    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin/messages`);
    await page.getByRole('heading', { name: 'Message Center' }).waitFor();
    const card = page.getByTestId('message-card').filter({ hasText: name });
    await card.waitFor();
    await expect(card.getAttribute('data-urgent')).resolves.toBe('true');
    await expect(card.getAttribute('data-unread')).resolves.toBe('true');
    await card.getByText('Just now', { exact: false }).waitFor();
    await expect(card.getByRole('link', { name: /Reply/ }).getAttribute('href')).resolves.toBe(
      'mailto:visitor@example.org?subject=Re%3A%20Admission%20Inquiry',
    );
    await screenshot(page, 'admin-messages-1280');

    // The API searches: a word from nowhere finds nothing, Clear Search brings the list back.
    await page.getByPlaceholder('Search by name, email, subject or message').fill('no-such-words-anywhere');
    await page.getByText('No matching messages').waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await card.waitFor();
    await page.getByPlaceholder('Search by name, email, subject or message').fill(name);
    // The search waits for a pause in typing, then the API answers with this message alone.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-card"]').length === 1);
    await card.waitFor();

    // Read more opens the whole message; opening marks it read.
    await card.getByRole('button', { name: 'Read more' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admission Inquiry' });
    await dialog.getByText('Thank you for your help.', { exact: false }).waitFor();
    await dialog.getByText('Close', { exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction((n) => {
      const el = [...document.querySelectorAll('[data-testid="message-card"]')].find((c) => c.textContent?.includes(n));
      return el?.getAttribute('data-unread') === 'false';
    }, name);

    await card.getByRole('button', { name: `Delete message from ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this message?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Message deleted successfully!');
    await card.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('fits a 360 px phone', async () => {
    const page = await loggedInPage(browser, 360);
    await page.goto(`${baseUrl()}/admin/messages`);
    await page.getByRole('heading', { name: 'Message Center' }).waitFor();
    await page.getByText('Loading messages...').waitFor({ state: 'detached' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-messages-360');
    await page.context().close();
  });
});
