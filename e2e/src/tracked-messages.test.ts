// Tracked messages (issue 34 item 5, ARCHITECTURE.md 12.3): a visitor opens the form from the
// footer's 'Feedback' link, sends, reads the reference, tracks the message (exact errors, 'not
// found'); the office sets the status and a reply; the visitor sees both, also in Punjabi at 360 px.
import type { Browser, Page } from 'playwright-core';
import { chooseOption, loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function trackAs(
  page: Page,
  reference: string,
  email: string,
  labels = { reference: 'Reference', email: 'Your e-mail address', track: 'Track' },
) {
  const tracker = page.locator('#track');
  await tracker.getByLabel(labels.reference, { exact: true }).fill(reference);
  await tracker.getByLabel(labels.email, { exact: true }).fill(email);
  await tracker.getByRole('button', { name: labels.track, exact: true }).click();
  return tracker;
}

describe('tracked messages', () => {
  it('sends from the footer Feedback link, tracks, and shows the office status and reply', async () => {
    const email = `tracker${Date.now()}@example.org`;
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/about`);
    await waitForApp(visitor);
    await visitor
      .getByRole('navigation', { name: 'About this website' })
      .getByRole('link', { name: 'Feedback' })
      .click();
    await visitor.waitForURL(/\/contact\?subject=feedback$/);
    await expect(visitor.getByLabel('Subject').inputValue()).resolves.toBe('feedback');
    await visitor.getByLabel('Your Name').fill('Harleen Kaur');
    await visitor.getByLabel('Email Address').fill(email);
    await visitor.getByLabel('Subject').selectOption('grievance');
    await visitor.getByLabel('Message', { exact: true }).fill('My transfer certificate has not arrived.');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(visitor, 'Message sent successfully!');
    const reference = (await visitor.getByText(/^DIET-\d{4}-\d{6}$/).textContent())!.trim();

    // Exact messages for bad input; nothing typed is lost; a clear 'not found'.
    const tracker = visitor.locator('#track');
    await tracker.getByRole('button', { name: 'Track', exact: true }).click();
    await tracker.getByText('Reference is required').waitFor();
    await tracker.getByText('Email is required').waitFor();
    await trackAs(visitor, 'DIET-12', 'someone@example');
    await tracker.getByText('Reference must look like DIET-2026-000123').waitFor();
    await tracker.getByText('Invalid email address').waitFor();
    await trackAs(visitor, reference, 'someone.else@example.org');
    await tracker
      .getByRole('alert')
      .getByText('No message was found with this reference and e-mail address.')
      .waitFor();
    await trackAs(visitor, reference.toLowerCase(), email.toUpperCase());
    const outcome = tracker.getByLabel(reference);
    await outcome.getByText('Received', { exact: true }).waitFor();
    await outcome.getByText('No reply yet.').waitFor();

    // The office answers.
    const office = await loggedInPage(browser, 1280);
    await office.goto(`${baseUrl()}/admin/messages`);
    await office.getByPlaceholder('Search by name, email, subject or message').fill(reference);
    const card = office.getByTestId('message-card').filter({ hasText: reference });
    await card.getByText('Received', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Open message from Harleen Kaur' }).click();
    const dialog = office.getByRole('dialog', { name: 'Grievance' });
    await chooseOption(office, dialog, 'Status', 'Resolved');
    await dialog.getByLabel('Reply (mailed to the sender when it changes)').fill('Your certificate was posted today.');
    await dialog.getByRole('button', { name: 'Save status and reply' }).click();
    await expectToast(office, 'Message updated successfully!');
    await card.getByText('Resolved', { exact: true }).waitFor();
    await office.context().close();

    await tracker.getByRole('button', { name: 'Track', exact: true }).click();
    await outcome.getByText('Resolved', { exact: true }).waitFor();
    await outcome.getByText('Your certificate was posted today.').waitFor();
    await visitor.close();

    // The mailed link, in Punjabi on a phone: the reference is filled in.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const phone = await context.newPage();
    await phone.goto(`${baseUrl()}/pa/contact?reference=${reference}#track`);
    await waitForApp(phone);
    // The link brings the tracker's heading into sight below the header that stays on top, however
    // tall the header is (a longer published name wraps it onto more lines).
    const belowHeader = async () => {
      await phone.locator('#track').evaluate((element) => element.scrollIntoView());
      const header = (await phone.locator('header').boundingBox())!;
      const heading = (await phone.locator('#track-title').boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
    };
    await belowHeader();
    await phone.locator('header').evaluate((header) => (header.style.paddingBottom = '6rem'));
    await phone.waitForFunction(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) > 200);
    await belowHeader();
    await phone.locator('header').evaluate((header) => header.style.removeProperty('padding-bottom'));
    const pa = await trackAs(phone, reference, email, {
      reference: 'ਹਵਾਲਾ ਨੰਬਰ',
      email: 'ਤੁਹਾਡੀ ਈ-ਮੇਲ',
      track: 'ਸਥਿਤੀ ਵੇਖੋ',
    });
    await pa.getByLabel(reference).getByText('ਹੱਲ ਹੋ ਗਿਆ').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(phone, 'tracked-message-pa-360');
    await context.close();
  });
});
