// The library catalogue in the running product (issue 37 item 4): the office imports books from a
// CSV file (a dry run's errors by line and column, then the import of the valid rows), and a
// visitor sees each book's copies on the shelf and narrows the search with the facets' counts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { adminSession, screenshotBothWidths } from '../support/admin';
import { ARTIFACTS, baseUrl, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

const stamp = Date.now();
const prefix = `Catalogue ${stamp}`;
const csv = [
  'title,author,isbn,subject,year,copies,available,language,callNumber',
  `${prefix} Pedagogy,K. Mehta,978-0-00-000060-6,Education,1998,3,2,en,370.1 MEH`,
  `${prefix} Bad Row,R. Gill,978-0-00-000060-7,Education,1998,1,1,en,`,
  `"${prefix} Ganit, part 1",S. Kaur,,Mathematics,2011,2,0,pa,372.7 KAU`,
].join('\r\n');

it('imports the valid rows of a CSV file after the dry run lists the errors', async () => {
  const file = join(ARTIFACTS, `library-import-${stamp}.csv`);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(file, `\ufeff${csv}`);
  await page.goto(`${baseUrl()}/admin/library`);
  await page.getByRole('heading', { name: 'Library Management' }).waitFor();
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByText('3 rows read: 2 ready to import, 1 with errors.').waitFor();
  const error = dialog.locator('tbody tr').filter({ hasText: VALIDATION.invalidValue('ISBN') });
  await expect(error.locator('td').allTextContents()).resolves.toEqual(['3', 'isbn', VALIDATION.invalidValue('ISBN')]);
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton.isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('Import the valid rows and leave out those with errors').check();
  await screenshotBothWidths(page, 'admin-library-import');
  await importButton.click();
  await expectToast(page, 'Imported: 2 added, 0 updated');
  await dialog.waitFor({ state: 'hidden' });
  await page.getByLabel('Search title, author, subject or ISBN').fill(prefix);
  await page.getByLabel('Search title, author, subject or ISBN').press('Enter');
  await page
    .locator('tbody tr')
    .filter({ hasText: `${prefix} Pedagogy` })
    .waitFor();
});

it("shows a visitor each book's copies on the shelf and filters by a facet's count", async () => {
  const browser = page.context().browser()!;
  const visitor = await browser.newPage({ viewport: { width: 360, height: 800 } });
  try {
    await visitor.goto(`${baseUrl()}/library?q=${encodeURIComponent(prefix)}`);
    await waitForApp(visitor);
    await visitor.getByText('2 books found', { exact: true }).waitFor();
    const pedagogy = visitor.locator('tbody tr').filter({ hasText: `${prefix} Pedagogy` });
    await pedagogy.getByText('Available 2 of 3').waitFor();
    await visitor.locator('tbody tr').filter({ hasText: 'Ganit' }).getByText('Checked Out').waitFor();
    const years = visitor.getByRole('group', { name: 'Books by year of publication' });
    await years.getByRole('link', { name: '2011 (1)' }).click();
    await visitor.getByText('1 book found', { exact: true }).waitFor();
    await expect(years.getByRole('link', { name: '2011 (1)' }).getAttribute('aria-current')).resolves.toBe('true');
    expect(new URL(visitor.url()).searchParams.get('year')).toBe('2011');
    await visitor.locator('tbody tr').filter({ hasText: 'Ganit' }).waitFor();
    const ris = await visitor.getByRole('link', { name: 'Export these books as citations (RIS)' }).getAttribute('href');
    const citations = await (await fetch(`${baseUrl()}${ris}`)).text();
    expect(citations).toContain(`TI  - ${prefix} Ganit, part 1`);
    expect(citations).not.toContain('Pedagogy');
    await screenshot(visitor, 'public-library-facets-360');
  } finally {
    await visitor.close();
  }
});
