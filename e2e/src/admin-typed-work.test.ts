// Typed work survives an ended session (issue 39 item 1): a person types a notice, the session
// ends (signed out elsewhere, or idle past the security policy's limit, issue 35 finding 16),
// 'Save' says the session has expired and leads to the sign-in page, and after signing in the form
// is open again with everything typed, ready to save.
import { IDLE_MINUTES_DEFAULT } from '@diet/contracts/security-policy';
import { chooseOption } from '../support/admin';
import { callApi, invitedPerson, PERSON_PASSWORD, signedInPage } from '../support/people';
import { ownProductAndBrowser } from '../support/own-product';
import { rewindSessionUse, type RunningProduct } from '../support/server';
import { expectToast } from '../support/toasts';

jest.setTimeout(180_000);

const BODY = 'Candidates bring their certificates to room 4 on Monday at 10:00.';

const own = ownProductAndBrowser();

/** Ways a session ends behind the person's back. */
const ENDINGS: [string, (product: RunningProduct, token: string) => Promise<unknown>][] = [
  ['signed out elsewhere', (product, token) => callApi(product, 'POST', '/api/admin/auth/logout', undefined, token)],
  // The server's clock cannot be moved: the session's last use is moved back instead.
  ['idle past the limit', (product, token) => rewindSessionUse(product, token, IDLE_MINUTES_DEFAULT + 1)],
];

it.each(ENDINGS)(
  'keeps a notice typed when the session ended (%s) and brings it back after signing in',
  async (_, end) => {
    const TITLE = `Counselling for D.El.Ed admissions ${Date.now()}`;
    const editor = await invitedPerson(own.product(), 'editor', 'Harjit Kaur');
    const page = await signedInPage(own.browser(), own.product(), editor.email);
    await page.goto(`${own.product().baseUrl}/admin/notices`);
    await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
    await page.getByRole('button', { name: /Add Notice/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Body', { exact: true }).fill(BODY);
    await chooseOption(page, dialog, 'Category', 'Admission');

    // The session ends behind the person's back.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await end(own.product(), token ?? '');

    await dialog.getByLabel('Publish date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Your session has expired. Please log in again.').first().waitFor();
    await page.getByText('What you were typing is kept: it comes back when you sign in again.').waitFor();
    const toasts = await page.evaluate(() => window.__toasts ?? []);
    // The save's refusal says the session expired, not 'Something went wrong. Please try again.'.
    expect(toasts.filter((text) => text.includes('Something went wrong'))).toEqual([]);
    expect(toasts).toContain('Your session has expired. Please log in again.');

    await page.getByLabel('Email').fill(editor.email);
    await page.getByLabel('Password', { exact: true }).fill(PERSON_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin/notices');
    const again = page.getByRole('dialog');
    await expectToast(
      page,
      'What you typed before your session ended is back. Check it (choose any file again) and save.',
    );
    expect(await again.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    expect(await again.getByLabel('Body', { exact: true }).inputValue()).toBe(BODY);

    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Notice added successfully!');
    await page.locator('tbody tr').filter({ hasText: TITLE }).waitFor();
    // Kept once: a later visit opens no form.
    await page.reload();
    await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  },
);
