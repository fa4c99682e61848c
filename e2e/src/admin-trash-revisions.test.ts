// Revisions and trash in the running product (ARCHITECTURE.md 11.3): an item's history compared
// side by side and an earlier version restored; a deleted item found in 'Trash' and put back, back
// for visitors too; screenshots of the history drawer and the trash screen.
import type { Page } from 'playwright-core';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import { adminApi, adminSession, publicJson, screenshotBothWidths } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type BookList = { data: { id: string; title: string }[] };
const title = `E2E History ${Date.now()}`;
const renamed = `${title} (second edition)`;
let bookId = '';

beforeAll(async () => {
  bookId = (
    await adminApi<{ id: string }>('POST', '/api/admin/library', {
      title,
      author: 'R. Sandhu',
      subject: 'Education',
      isbn: '978-0-00-000004-0',
      copies: 2,
      available: 2,
    })
  ).id;
});

const findBook = async (text: string) => {
  await page.getByLabel('Search title, author, subject or ISBN').fill(text);
  await page.getByLabel('Search title, author, subject or ISBN').press('Enter');
  await page.locator('tbody tr').filter({ hasText: text }).first().waitFor();
};

it("shows an item's saves side by side and restores an earlier one", async () => {
  await page.goto(`${baseUrl()}/admin/library`);
  await page.getByRole('heading', { name: 'Library Management' }).waitFor();
  await findBook(title);
  await page.locator('tbody tr').filter({ hasText: title }).getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Book updated successfully!');
  await dialog.waitFor({ state: 'hidden' });

  await findBook(renamed);
  await page.locator('tbody tr').filter({ hasText: renamed }).getByRole('button', { name: /Edit/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'History' }).click();
  await page.getByText(`History of ${renamed}`).waitFor();
  const drawer = page.locator('.ant-drawer-body');
  const latest = drawer.getByRole('region', { name: 'Revision 2' });
  await latest.getByText('Updated').waitFor();
  const titleRow = latest.locator('tr').filter({ hasText: 'Title' });
  await expect(titleRow.locator('td').nth(1).innerText()).resolves.toBe(title);
  await expect(titleRow.locator('td').nth(2).innerText()).resolves.toBe(renamed);
  await drawer.getByRole('region', { name: 'Revision 1' }).getByText('Created').waitFor();
  await screenshotBothWidths(page, 'admin-revisions-drawer');

  await drawer
    .getByRole('region', { name: 'Revision 1' })
    .getByRole('button', { name: 'Restore this version' })
    .click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expectToast(page, 'Earlier version restored successfully!');
  await findBook(title);
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data.map((b) => b.title)).toEqual([
    title,
  ]);
});

it('finds a deleted item in the trash and restores it', async () => {
  await page
    .locator('tbody tr')
    .filter({ hasText: title })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByText(CONFIRM_DELETE.book).locator('visible=true').first().waitFor();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, 'Book deleted successfully!');
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data).toEqual([]);

  await page.getByRole('menuitem', { name: /Trash/ }).click();
  await page.getByRole('heading', { name: 'Trash' }).waitFor();
  await page.getByLabel('Search deleted items').fill(title);
  await page.getByLabel('Search deleted items').press('Enter');
  const row = page.locator('tbody tr').filter({ hasText: title });
  await row.getByText('Book', { exact: true }).waitFor();
  await screenshotBothWidths(page, 'admin-trash');

  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expectToast(page, 'Book restored successfully!');
  await page.getByText('The trash is empty.').waitFor();
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data.map((b) => b.id)).toEqual([
    bookId,
  ]);

  await page.getByRole('menuitem', { name: /Library/ }).click();
  await findBook(title);
  await screenshot(page, 'admin-trash-restored-in-library');
});
