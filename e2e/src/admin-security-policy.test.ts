// Sign-in security in the browser (issue 35 findings 3 and 4): an administrator names the roles that
// must use two-factor sign-in on the 'Security policy' screen; an editor signing in is then shown
// only the set-up (QR code, a code from the app and the current password, the recovery codes) and
// reaches the back office once it is on. An account locked by failed sign-ins shows so on the
// Accounts screen, where the administrator unlocks it. Screenshots at 1280 and 360 px.
import type { Browser, Page } from 'playwright-core';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { SECURITY_POLICY_TOASTS } from '@diet/contracts/security-policy';
import { TWO_FACTOR_TOASTS } from '@diet/contracts/two-factor';
import { ACCOUNT_TOASTS } from '@diet/contracts/accounts';
import { totpAt } from '../../backend/src/auth/totp';
import { loggedInPage, screenshotBothWidths } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { invitedPerson, PERSON_PASSWORD, signedInPage } from '../support/people';
import { startProduct, stopProduct, type RunningProduct } from '../support/server';
import { expectToast, installToastRecorder } from '../support/toasts';

jest.setTimeout(180_000);

let browser: Browser;
let product: RunningProduct;
let admin: Page;

beforeAll(async () => {
  // Behind a proxy, so each failed sign-in below can come from an address of its own.
  product = await startProduct({ TRUST_PROXY: '1' });
  browser = await launchBrowser();
  admin = await loggedInPage(browser, 1280, product.baseUrl);
  await installToastRecorder(admin.context());
}, 240_000);
afterAll(async () => {
  await browser?.close();
  if (product) await stopProduct(product);
});

it('an editor the policy obliges to use two-factor sign-in sets it up before anything else', async () => {
  await admin.goto(`${product.baseUrl}/admin/security-policy`);
  await admin.getByRole('heading', { name: 'Security policy' }).waitFor();
  await admin.getByRole('checkbox', { name: 'Editor' }).check();
  await admin.getByRole('button', { name: 'Save policy' }).click();
  await expectToast(admin, SECURITY_POLICY_TOASTS.saved);
  await screenshotBothWidths(admin, 'admin-security-policy');

  const editor = await invitedPerson(product, 'editor', 'Simran Kaur');
  const page = await signedInPage(browser, product, editor.email);
  await page.getByText('The institute requires two-factor sign-in for your role.', { exact: false }).waitFor();
  await screenshotBothWidths(page, 'admin-two-factor-required');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByLabel('QR code for your authenticator app').waitFor();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).innerText()).trim();
  await page.getByLabel('Code from the app').fill(totpAt(secret, Date.now()));
  await page.getByLabel('Current password').fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expectToast(page, TWO_FACTOR_TOASTS.enabled);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
});

it('shows an account locked by failed sign-ins, and the administrator unlocks it', async () => {
  const person = await invitedPerson(product, 'contributor', 'Kiran Bala');
  const attempt = (n: number) =>
    fetch(`${product.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${n}` },
      body: JSON.stringify({ email: person.email, password: `guess-${n}` }),
    });
  for (let n = 1; n <= 5; n++) expect((await attempt(n)).status).toBe(401);
  const locked = await attempt(6);
  expect(locked.status).toBe(429);
  expect(((await locked.json()) as { message: string }).message).toBe(HTTP_ERRORS.accountLocked);

  await admin.goto(`${product.baseUrl}/admin/accounts`);
  const row = admin.locator('tr', { hasText: person.email });
  await row.getByText('Locked: failed sign-ins').waitFor();
  await screenshotBothWidths(admin, 'admin-accounts-locked');
  await row.getByRole('button', { name: 'Unlock the account of Kiran Bala' }).click();
  await expectToast(admin, ACCOUNT_TOASTS.accountUnlocked);
  await row.getByText('Locked: failed sign-ins').waitFor({ state: 'detached' });
  await signedInPage(browser, product, person.email);
});
