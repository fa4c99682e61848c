// Events Management driven as an administrator: create, edit and delete an event, see the counts
// change, and see the event on the public home page. Screenshots at 1280 and 360 px.
import type { Browser } from 'playwright-core';
import { adminApi, loggedInPage, statistic } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A date `days` from today, YYYY-MM-DD. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('Events Management', () => {
  it('creates, edits and deletes an event; the counts follow and the public home page shows it', async () => {
    const title = `E2E Science Fair ${Date.now()}`;
    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin/events`);
    await page.getByRole('heading', { name: 'Events Management' }).waitFor();
    await page.getByText('Loading events...').first().waitFor({ state: 'detached' });
    const before = { total: await statistic(page, 'Total'), upcoming: await statistic(page, 'Upcoming') };

    // The form refuses to send without the required fields.
    await page.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    // The form is ready (its fields shown) before the empty submit.
    await dialog.getByLabel('Title', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Description is required').waitFor();

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Date').fill(dayFromNow(20));
    await dialog.getByLabel('Description', { exact: true }).fill('Students show their experiments to the district.');
    await dialog.getByLabel('Location', { exact: true }).fill('Main Hall');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event added successfully!');
    const card = page.getByTestId('event-card').filter({ hasText: title });
    await card.waitFor();
    await expect(card.getByText('Upcoming').isVisible()).resolves.toBe(true);
    await page.waitForFunction((n) => document.body.innerText.includes(String(n)), before.total + 1);
    expect(await statistic(page, 'Total')).toBe(before.total + 1);
    expect(await statistic(page, 'Upcoming')).toBe(before.upcoming + 1);
    await screenshot(page, 'admin-events-1280');
    // The page is taller than the window: scrolled to the end, the sidebar still fills the window's
    // height (it sticks; a full-page screenshot shows it one window high).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const sider = await page.evaluate(() => {
      const rect = document.querySelector('.ant-layout-sider')!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, window: window.innerHeight };
    });
    expect(sider).toEqual({ top: 0, bottom: sider.window, window: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The public home page lists the new upcoming event.
    const visitor = await browser.newPage();
    await visitor.goto(baseUrl());
    await visitor.getByText(title).first().waitFor({ timeout: 20_000 });
    await visitor.close();

    // Edit: the modal opens preloaded; the new title replaces the old one.
    await card.getByRole('button', { name: `Edit event ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(edit.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (moved)`);
    await edit.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event updated successfully!');
    const edited = page.getByTestId('event-card').filter({ hasText: `${title} (moved)` });
    await edited.waitFor();

    // Delete asks first; cancelling keeps the event.
    await edited.getByRole('button', { name: `Delete event ${title} (moved)` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this event?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(edited.isVisible()).resolves.toBe(true);
    await edited.getByRole('button', { name: `Delete event ${title} (moved)` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Event deleted successfully!');
    await edited.waitFor({ state: 'detached' });
    expect(await statistic(page, 'Total')).toBe(before.total);
    await page.context().close();
  });

  it('fits a 360 px phone, with an event whose texts have no spaces', async () => {
    // No spaces and no hyphens, where a line may break.
    const link = `https://example.org/notices/${Date.now()}/workshop_on_information_and_communication_technology.pdf`;
    const event = await adminApi<{ id: string; title: string }>('POST', '/api/admin/events', {
      title: `E2E_phone_event_${Date.now()}_without_any_spaces_in_its_title`,
      // Tomorrow: the first of the upcoming events, so its card is on screen.
      date: dayFromNow(1),
      description: `Details: ${link}`,
    });
    try {
      const page = await loggedInPage(browser, 360);
      await page.goto(`${baseUrl()}/admin/events`);
      await page.getByRole('button', { name: 'Create New Event' }).waitFor();
      await page.getByText('Loading events...').first().waitFor({ state: 'detached' });
      const card = page.getByTestId('event-card').filter({ hasText: event.title });
      await card.getByText(link).waitFor();
      // The unbroken title and link wrap inside the card instead of widening the page.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-events-360');
      await page.getByRole('button', { name: 'Create New Event' }).click();
      await page.getByRole('dialog', { name: 'Create New Event' }).waitFor();
      await screenshot(page, 'admin-events-modal-360');
      await page.context().close();
    } finally {
      await adminApi('DELETE', `/api/admin/events/${event.id}`);
    }
  });
});
