// Roles in the back office (issue 19 item 2): an editor and a contributor, invited and signed in
// for real, see only what their role may use. The contributor's menu has no Messages, Newsletter or
// Accounts, its content screens no Delete, and a typed address of a refused screen says so; the
// editor's menu has no Accounts but its screens keep Delete. Screenshots at 1280 and 360 px.
import type { Page } from 'playwright-core';
import type { Role } from '@diet/contracts/accounts';
import { screenshotBothWidths } from '../support/admin';
import { ownProductAndBrowser } from '../support/own-product';
import { invitedPerson, signedInPage } from '../support/people';

const own = ownProductAndBrowser();

/** Invites a person with `role` as the administrator does and accepts the mailed link; then signs them in in a browser. */
async function signedInAs(role: Role): Promise<Page> {
  const { email } = await invitedPerson(own.product(), role);
  return signedInPage(own.browser(), own.product(), email);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });

/** The menu's entries, once the remotes' menus have arrived. */
async function menuEntries(page: Page): Promise<string[]> {
  await menu(page).getByRole('link', { name: 'Library' }).waitFor();
  await menu(page).getByRole('link', { name: 'My account' }).waitFor();
  return (await menu(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe('roles in the back office', () => {
  it('shows a contributor no Messages, Newsletter or Accounts, and no Delete on published content', async () => {
    const page = await signedInAs('contributor');
    const entries = await menuEntries(page);
    expect(entries).toEqual(
      expect.arrayContaining(['Dashboard', 'Staff', 'Library', 'Notices', 'Events', 'My account']),
    );
    for (const refused of ['Messages', 'Newsletter', 'Accounts']) expect(entries).not.toContain(refused);
    await screenshotBothWidths(page, 'admin-roles-contributor-dashboard');

    // The library's generic screen and the staff's cards: the seeded records are published, which a
    // contributor may neither edit nor delete (drafts are theirs: the publishing test adds one).
    await menu(page).getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library Management' }).waitFor();
    await page.locator('tbody').getByText('Published', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /Edit/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Add Book/ }).count()).toBe(1);
    await screenshotBothWidths(page, 'admin-roles-contributor-library');
    await menu(page).getByRole('link', { name: 'Staff' }).click();
    await page.getByTestId('staff-card').first().waitFor();
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);

    // A typed address of a refused screen: a clear statement, not a broken page.
    await page.goto(`${own.product().baseUrl}/admin/messages`);
    await page.getByText('You do not have permission to use this page.', { exact: false }).waitFor();
    await screenshotBothWidths(page, 'admin-roles-contributor-refused');
  });

  it('shows an editor everything but Accounts, with Delete on content', async () => {
    const page = await signedInAs('editor');
    const entries = await menuEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Library', 'Newsletter', 'Messages', 'My account']));
    expect(entries).not.toContain('Accounts');
    await menu(page).getByRole('link', { name: 'Library' }).click();
    await page.getByRole('heading', { name: 'Library Management' }).waitFor();
    await page
      .getByRole('button', { name: /Delete/ })
      .first()
      .waitFor();
    await screenshotBothWidths(page, 'admin-roles-editor-library');

    await page.goto(`${own.product().baseUrl}/admin/accounts`);
    await page.getByText('You do not have permission to use this page.', { exact: false }).waitFor();
  });
});
