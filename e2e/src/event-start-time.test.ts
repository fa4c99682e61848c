// Issue 21 item 4: an event's optional start time, typed in the back office's form (24-hour, the
// institute's local time) and shown with the date on the admin card, the public card and the
// event's modal: '23 December 2026, 10:30 AM'. Screenshots at 1280 and 360 px.
import type { Browser } from 'playwright-core';
import { formatLongDate } from '@diet/contracts/dates';
import { todayInInstitute } from '@diet/contracts/limits';
import { adminApi, loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The institute's day `days` from today, YYYY-MM-DD. */
const dayFromNow = (days: number) => todayInInstitute(new Date(Date.now() + days * 86_400_000));

describe('event start time', () => {
  it('is typed in the form and shown with the date on the admin card, the public card and the modal', async () => {
    const title = `E2E Timed Seminar ${Date.now()}`;
    const date = dayFromNow(1);
    const shown = `${formatLongDate(date)}, 2:30 PM`;
    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin/events`);
    await page.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Start time').fill('14:30');
    await dialog.getByLabel('Description', { exact: true }).fill('A seminar that starts after lunch.');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event added successfully!');
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await card.getByText(shown, { exact: true }).waitFor();
    await screenshot(page, 'event-start-time-admin-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'event-start-time-admin-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Edit shows the time in the form.
    await card.getByRole('button', { name: `Edit event ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Start time').inputValue()).resolves.toBe('14:30');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    const events = await (await fetch(`${baseUrl()}/api/events?when=upcoming&q=${encodeURIComponent(title)}`)).json();
    const id = events.data[0].id as string;
    expect(events.data[0].startTime).toBe('14:30');
    try {
      for (const width of [1280, 360]) {
        const visitor = await browser.newPage({ viewport: { width, height: 900 } });
        await visitor.goto(baseUrl());
        const publicCard = visitor.locator('article').filter({ hasText: title }).first();
        await publicCard.getByText(shown, { exact: true }).waitFor({ timeout: 20_000 });
        expect(await publicCard.locator('time').first().getAttribute('datetime')).toBe(`${date}T14:30+05:30`);
        // The event's own address opens its modal, with the same date and time.
        await visitor.goto(`${baseUrl()}/?event=${id}`);
        const modal = visitor.getByRole('dialog', { name: title });
        await modal.getByText(shown, { exact: true }).waitFor();
        await screenshot(visitor, `event-start-time-modal-${width}`);
        await visitor.close();
      }
    } finally {
      await adminApi('DELETE', `/api/admin/events/${id}`);
    }
    await page.context().close();
  });
});
