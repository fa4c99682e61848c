// Staff accounts in the browser (issue 19 items 1 and 8): the administrator invites a person on the
// Accounts screen; the invitation mail (the development outbox of a product of this test's own)
// carries the link; the person sets a password and signs in; 'Forgot password?' mails a reset link
// that sets a new one. Screenshots of every screen at 1280 and 360 px.
import type { Page } from 'playwright-core';
import { chooseOption, loggedInPage, screenshotBothWidths } from '../support/admin';
import { mailedToken as outboxToken } from '../support/outbox';
import { ownProductAndBrowser } from '../support/own-product';
import { expectToast, installToastRecorder } from '../support/toasts';

const own = ownProductAndBrowser();

const PERSON = { name: 'Harpreet Kaur', email: `harpreet.${Date.now()}@example.org` };
const FIRST_PASSWORD = 'Harpreet-first-1';
const SECOND_PASSWORD = 'Harpreet-second-2';

/** The token of the newest mail to `email` in this product's outbox whose link opens `path`. */
const mailedToken = (email: string, path: string) => outboxToken(own.product().dataDir, email, path);

/** A signed-out page at 1280 px that records its toasts. */
async function visitorPage(): Promise<Page> {
  const context = await own.browser().newContext({ viewport: { width: 1280, height: 900 } });
  await installToastRecorder(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${own.product().baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function choosePassword(page: Page, password: string, submit: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

describe('Staff accounts', () => {
  it('invites a person, who sets a password from the mailed link and signs in as themselves', async () => {
    const admin = await loggedInPage(own.browser(), 1280, own.product().baseUrl);
    await installToastRecorder(admin.context());
    await admin.goto(`${own.product().baseUrl}/admin/accounts`);
    await admin.getByRole('heading', { name: 'Accounts' }).waitFor();
    await admin.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByLabel('Name').fill(PERSON.name);
    await dialog.getByLabel('Email').fill(PERSON.email);
    await chooseOption(admin, dialog, 'Role', 'Editor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(admin, 'Invitation sent successfully!');
    const row = admin.locator('tr', { hasText: PERSON.email });
    await row.getByText('Invited').waitFor();
    await screenshotBothWidths(admin, 'admin-accounts');

    const person = await visitorPage();
    await person.goto(
      `${own.product().baseUrl}/admin/accept-invite?token=${await mailedToken(PERSON.email, '/admin/accept-invite')}`,
    );
    await person.getByRole('heading', { name: 'Set your password' }).waitFor();
    await screenshotBothWidths(person, 'admin-accept-invite');
    await choosePassword(person, FIRST_PASSWORD, 'Set password');
    await expectToast(person, 'Your password has been set. You can now sign in.');
    await person.waitForURL((url) => url.pathname === '/admin/login');

    await signIn(person, PERSON.email, FIRST_PASSWORD);
    await person.getByText(`Signed in as ${PERSON.name}`).first().waitFor();
    await person.goto(`${own.product().baseUrl}/admin/my-account`);
    await person.getByRole('heading', { name: 'My account' }).waitFor();
    await person.getByText('Editor', { exact: true }).waitFor();
    await screenshotBothWidths(person, 'admin-my-account');

    // An editor does not manage accounts: the screen says so instead of failing button by button.
    await person.goto(`${own.product().baseUrl}/admin/accounts`);
    await person.getByText('You do not have permission to use this page.', { exact: false }).waitFor();

    await admin.reload();
    await admin.locator('tr', { hasText: PERSON.email }).getByText('Active').waitFor();
  });

  it("resets a forgotten password from the sign-in page's link", async () => {
    const person = await visitorPage();
    await person.goto(`${own.product().baseUrl}/admin/login`);
    await person.getByRole('link', { name: 'Forgot password?' }).click();
    await person.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await person.getByLabel('Email').fill(PERSON.email);
    await person.getByRole('button', { name: 'Send reset link' }).click();
    await person
      .getByText('If an account exists for this address, we have sent it a link to reset the password.')
      .first()
      .waitFor();
    await screenshotBothWidths(person, 'admin-forgot-password');

    const token = await mailedToken(PERSON.email, '/admin/reset-password');
    await person.goto(`${own.product().baseUrl}/admin/reset-password?token=${token}`);
    await person.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshotBothWidths(person, 'admin-reset-password');
    await choosePassword(person, SECOND_PASSWORD, 'Reset password');
    await expectToast(person, 'Your password has been reset. You can now sign in.');
    await signIn(person, PERSON.email, SECOND_PASSWORD);

    // The same link a second time: the page says at once that it was used, offers a new one, and
    // takes no password (issue 39 item 9).
    const again = await visitorPage();
    await again.goto(`${own.product().baseUrl}/admin/reset-password?token=${token}`);
    await again.getByText('This link has already been used. Please ask for a new one.').first().waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await again.getByLabel('New password', { exact: true }).isDisabled()).toBe(true);
  });
});
