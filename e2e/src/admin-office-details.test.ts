// Details an office worker notices (issue 39 items 6, 7 and 9, back office): 'Send back' asks for a
// reason and History shows it; a 'Skip to main content' link and a strong focus ring; on a phone the
// Actions column stays in view; a used invitation link says so when it opens, and the accounts
// screen sends a pending invitation again.
import type { Page } from 'playwright-core';
import { chooseOption } from '../support/admin';
import { ADMIN, screenshot } from '../support/browser';
import { mailedToken } from '../support/outbox';
import { adminSignIn, callApi, invitedPerson, PERSON_PASSWORD, signedInPage } from '../support/people';
import { ownProductAndBrowser } from '../support/own-product';
import { expectToast } from '../support/toasts';

jest.setTimeout(180_000);

const stamp = Date.now();
const TITLE = `Admission counselling for the two-year Diploma in Elementary Education ${stamp}`;

const admin = (): Promise<Page> => signedInPage(own.browser(), own.product(), ADMIN.email, ADMIN.password);

const own = ownProductAndBrowser();

it("'Send back' asks for a reason, and the item's History shows it", async () => {
  const contributor = await invitedPerson(own.product(), 'contributor', 'Gurpreet Singh');
  const token = (
    await callApi<{ token: string }>(own.product(), 'POST', '/api/admin/auth/login', {
      email: contributor.email,
      password: PERSON_PASSWORD,
    })
  ).token;
  const notice = await callApi<{ id: string }>(
    own.product(),
    'POST',
    '/api/admin/notices',
    { title: TITLE, category: 'Admission', publishDate: '2026-01-05' },
    token,
  );
  await callApi(own.product(), 'POST', `/api/admin/notices/${notice.id}/submit`, {}, token);

  const page = await admin();
  await page.goto(`${own.product().baseUrl}/admin/review`);
  const row = page.locator('tbody tr').filter({ hasText: TITLE });
  await row.getByText(/^Gurpreet Singh, /).waitFor();
  await row.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send back to the author' });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await dialog.getByText('Please give a reason for sending it back.').waitFor();
  await dialog.getByLabel('Reason').fill('Add the venue and the documents to bring.');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expectToast(page, 'Sent back successfully!');

  await page.goto(`${own.product().baseUrl}/admin/notices`);
  await page
    .locator('tbody tr')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: /^History/ })
    .click();
  const history = page.getByRole('dialog').filter({ hasText: 'Sent back for changes' });
  await history.getByText('Add the venue and the documents to bring.').waitFor();
  await page.context().close();
});

it("offers an editor 'Save draft' beside the publishing button, and says 'Draft saved'", async () => {
  const page = await admin();
  await page.goto(`${own.product().baseUrl}/admin/notices`);
  await page.getByRole('button', { name: /Add Notice/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(`Draft timetable ${stamp}`);
  await chooseOption(page, dialog, 'Category', 'Examination');
  await dialog.getByLabel('Publish date').fill('2026-01-05');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  await page
    .locator('tbody tr')
    .filter({ hasText: `Draft timetable ${stamp}` })
    .getByText('Draft', { exact: true })
    .waitFor();
  await page.context().close();
});

it("has a 'Skip to main content' link first and a focus ring as strong as the public site's", async () => {
  const page = await admin();
  await page.goto(`${own.product().baseUrl}/admin/notices`);
  await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.x >= 0).toBe(true);
  expect(await skip.evaluate((link) => getComputedStyle(link).outlineWidth)).toBe('3px');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');
  // The next stop is the screen's own first control, not the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#admin-main')))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth)).toBe('3px');
  await page.context().close();
});

it('keeps the Actions column in view on a 360 px phone', async () => {
  const page = await admin();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${own.product().baseUrl}/admin/notices`);
  const row = page.locator('tbody tr').filter({ hasText: TITLE });
  const edit = row.getByRole('button', { name: /Edit/ });
  await edit.waitFor();
  const box = (await edit.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The title reads whole: it wraps between words, never inside one.
  const title = row.getByText(TITLE);
  expect(await title.evaluate((el) => getComputedStyle(el).wordBreak)).toBe('normal');
  await screenshot(page, 'admin-notices-360');
  await page.context().close();
});

it('says a used invitation link is used when it opens; the accounts screen sends a pending one again', async () => {
  const used = await invitedPerson(own.product(), 'editor', 'Amrit Kaur');
  const token = await mailedToken(own.product().dataDir, used.email, '/admin/accept-invite');
  const visitor = await own.browser().newPage({ viewport: { width: 360, height: 740 } });
  await visitor.goto(`${own.product().baseUrl}/admin/accept-invite?token=${token}`);
  await visitor.getByText('This link has already been used. Please ask for a new one.').waitFor();
  expect(await visitor.getByLabel('New password', { exact: true }).isDisabled()).toBe(true);
  await visitor.close();

  const pendingEmail = `pending.${stamp}@example.org`;
  await callApi(
    own.product(),
    'POST',
    '/api/admin/users',
    { email: pendingEmail, name: 'Balwinder Singh', role: 'contributor' },
    await adminSignIn(own.product()),
  );
  const page = await admin();
  await page.goto(`${own.product().baseUrl}/admin/accounts`);
  await page.getByRole('button', { name: 'Resend the invitation of Balwinder Singh' }).click();
  await expectToast(page, 'Invitation sent again');
  await page.context().close();
});
