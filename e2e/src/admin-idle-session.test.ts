// An open back office left untouched ends at the idle limit (ARCHITECTURE.md 12.4, issue 35
// finding 16): the shell's own re-reads of the account and the menu's counts, every minute and on
// focus, do not count as the person's use. The product's clock cannot be moved, so the session's
// last use is moved back in its database, as that much idle time would.
import { IDLE_MINUTES_DEFAULT } from '@diet/contracts/security-policy';
import { invitedPerson, signedInPage } from '../support/people';
import { ownProductAndBrowser } from '../support/own-product';
import { rewindSessionUse } from '../support/server';

jest.setTimeout(180_000);

const own = ownProductAndBrowser();

it('ends an untouched session at the idle limit although the back office keeps re-reading', async () => {
  const editor = await invitedPerson(own.product(), 'editor', 'Manpreet Sandhu');
  const page = await signedInPage(own.browser(), own.product(), editor.email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
  const accountReRead = () =>
    Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/admin/auth/account')),
      // The shell re-reads the account when the window gets the focus back, as every minute.
      page.evaluate(() => window.dispatchEvent(new Event('focus'))),
    ]).then(([res]) => res.status());

  // Two thirds of the limit later, the re-read passes and does not count as a use...
  await rewindSessionUse(own.product(), token, IDLE_MINUTES_DEFAULT - 10);
  expect(await accountReRead()).toBe(200);
  // ...so eleven minutes more are past the limit, counted from the person's last request.
  await rewindSessionUse(own.product(), token, 11);
  expect(await accountReRead()).toBe(401);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  // The sign-in page says why, though no form was open.
  await page.getByText('Your session has expired. Please log in again.').waitFor();
  await page.context().close();
});
