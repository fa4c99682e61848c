// The back office's short access token, renewed by the session's HttpOnly cookie (issue 35 item 4,
// docs/decisions.md): a script of the page finds only a token of seconds (here) or minutes, never
// the cookie; the office works on past the token's end without signing in again; sign-out ends
// the renewal too.
import { SESSION_KEYS, SESSION_RENEWAL } from '@diet/contracts/api';
import { invitedPerson, signedInPage } from '../support/people';
import { ownProductAndBrowser } from '../support/own-product';

jest.setTimeout(180_000);

const ACCESS_SECONDS = 5;
const own = ownProductAndBrowser({ ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS) });

it("works on past the access token's end, renewed by a cookie no script reads, until sign-out", async () => {
  const editor = await invitedPerson(own.product(), 'editor', 'Gurpreet Brar');
  const page = await signedInPage(own.browser(), own.product(), editor.email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const token = () => page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const first = await token();
  expect(first).toBeTruthy();
  // The session's cookie is there for the browser, not for the page's scripts.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_RENEWAL.cookie)).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: `/api/${SESSION_RENEWAL.path}`,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_RENEWAL.cookie);

  // Past the token's end the office opens another screen: renewed, not sent to the sign-in page.
  await page.waitForTimeout((ACCESS_SECONDS + 1) * 1000);
  const renewals: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith(`/api/${SESSION_RENEWAL.path}`)) renewals.push(res.status());
  });
  const [books] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/library'),
    page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Library' }).click(),
  ]);
  expect(books.status()).toBe(200);
  expect(page.url()).not.toContain('/admin/login');
  expect(renewals).toContain(200);
  expect(await token()).not.toBe(first);

  // Signed out, the cookie renews nothing any more.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');
  const status = await page.evaluate(
    async ({ path, header }) => (await fetch(`/api/${path}`, { method: 'POST', headers: { [header]: '1' } })).status,
    { path: SESSION_RENEWAL.path, header: SESSION_RENEWAL.header },
  );
  expect(status).toBe(401);
  await page.context().close();
});
