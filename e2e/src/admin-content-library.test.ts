// Library Management in the running product: validation, add, server search, edit (the copies on
// the shelf changed through the form), the public list follows, delete after confirmation; screenshots.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import {
  adminSession,
  chooseOption,
  confirmDeletion,
  publicJson,
  screenshotBothWidths,
  seenByVisitor,
} from '../support/admin';
import { baseUrl } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type BookList = { data: { title: string; available: number; copies: number }[] };
const title = `E2E Pedagogy ${Date.now()}`;

it('adds, finds, edits, shows publicly and deletes a book', async () => {
  await page.goto(`${baseUrl()}/admin/library`);
  await page.getByRole('heading', { name: 'Library Management' }).waitFor();

  await page.getByRole('button', { name: /Add Book/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Copies', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.copiesMin).waitFor();
  await dialog.getByText(VALIDATION.titleRequired).waitFor();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Author').fill('K. Mehta');
  await chooseOption(page, dialog, 'Subject', 'Education');
  await dialog.getByLabel('ISBN').fill('978-81-0000-001');
  await dialog.getByLabel('Copies', { exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.invalidValue('ISBN')).waitFor();
  await dialog.getByLabel('ISBN').fill('978-0-00-000005-7');
  await dialog.getByLabel('Available (copies on the shelf)').fill('3');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Book added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data).toMatchObject([
    { title, available: 3, copies: 3, isbn: '9780000000057' },
  ]);
  await seenByVisitor(page, '/library', (visitor) => visitor.getByText(title, { exact: true }), {
    label: 'Search by title, author, ISBN or subject',
    text: title,
  });

  await page.getByLabel('Search title, author, subject or ISBN').fill(title);
  await page.getByLabel('Search title, author, subject or ISBN').press('Enter');
  // The new book may already show on the first page; the server's search leaves it alone.
  await page.waitForFunction((wanted) => {
    const rows = document.querySelectorAll('tbody tr.ant-table-row');
    return rows.length === 1 && rows[0].textContent?.includes(wanted);
  }, title);

  await page.locator('tbody tr').filter({ hasText: title }).getByRole('button', { name: /Edit/ }).click();
  await expect(dialog.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
  await dialog.getByLabel('Available (copies on the shelf)').fill('0');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Book updated successfully!');
  await page.locator('tbody tr').filter({ hasText: title }).getByText('Checked Out').waitFor();
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data[0].available).toBe(0);

  await screenshotBothWidths(page, 'admin-content-library');

  await page
    .locator('tbody tr')
    .filter({ hasText: title })
    .getByRole('button', { name: /Delete/ })
    .click();
  await confirmDeletion(page, CONFIRM_DELETE.book);
  await expectToast(page, 'Book deleted successfully!');
  expect((await publicJson<BookList>(`/api/library?q=${encodeURIComponent(title)}`)).data).toEqual([]);
});
