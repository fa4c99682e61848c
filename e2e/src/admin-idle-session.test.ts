// An open back office left untouched ends at the idle limit (ARCHITECTURE.md 12.4, issue 35
// finding 16): the shell's own re-reads of the account and the menu's counts, every minute and on
// focus, do not count as the person's use. The product's clock cannot be moved, so the session's
// last use is moved back in its database, as that much idle time would.
import type { Page, Request } from 'playwright-core';
import { BACKGROUND_CALL_HEADER } from '@diet/contracts/api';
import { IDLE_MINUTES_DEFAULT } from '@diet/contracts/security-policy';
import { invitedPerson, signedInPage } from '../support/people';
import { ownProductAndBrowser } from '../support/own-product';
import { rewindSessionUse } from '../support/server';

jest.setTimeout(180_000);

const own = ownProductAndBrowser();

/**
 * Gives the window the focus back, as the shell re-reads then, and answers the account's status
 * once every re-read it started has its answer: one still under way (the menu's counts) would
 * otherwise reach the server after the next rewind, end the session and leave nothing to read.
 */
async function accountReReadOnFocus(page: Page): Promise<number> {
  const reReads: Request[] = [];
  const started = (request: Request) => {
    if (request.headers()[BACKGROUND_CALL_HEADER.toLowerCase()]) reReads.push(request);
  };
  page.on('request', started);
  const [account] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/admin/auth/account')),
    page.evaluate(() => window.dispatchEvent(new Event('focus'))),
  ]);
  // All were asked in the same moment, so each was seen before the account's answer came.
  await Promise.all(reReads.map((request) => request.response()));
  page.off('request', started);
  return account.status();
}

it('ends an untouched session at the idle limit although the back office keeps re-reading', async () => {
  const editor = await invitedPerson(own.product(), 'editor', 'Manpreet Sandhu');
  const page = await signedInPage(own.browser(), own.product(), editor.email);
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const token = (await page.evaluate(() => localStorage.getItem('adminToken'))) ?? '';

  // Two thirds of the limit later, the re-read passes and does not count as a use...
  await rewindSessionUse(own.product(), token, IDLE_MINUTES_DEFAULT - 10);
  expect(await accountReReadOnFocus(page)).toBe(200);
  // ...so eleven minutes more are past the limit, counted from the person's last request.
  await rewindSessionUse(own.product(), token, 11);
  expect(await accountReReadOnFocus(page)).toBe(401);
  await page.waitForURL((url) => url.pathname === '/admin/login');
  // The sign-in page says why, though no form was open.
  await page.getByText('Your session has expired. Please log in again.').waitFor();
  await page.context().close();
});
