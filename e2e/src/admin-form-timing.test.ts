// Issue 23 item 5: an admin form's messages follow SPEC.md section 5: nothing while a person first
// fills it in, every rule at the first submit, then as each field changes. Built once, in the shared
// form machinery; the library's Add Book and the sign-in page show it.
import type { Browser } from 'playwright-core';
import { loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('shows no message before the first submit, every message on it, and then as fields change', async () => {
  const page = await loggedInPage(browser, 1280);
  await page.goto(`${baseUrl()}/admin/library`);
  await page.getByRole('heading', { name: 'Library Management' }).waitFor();
  await page.getByRole('button', { name: /Add Book/ }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByLabel('Title', { exact: true });
  await title.fill('A');
  await title.fill('');
  const author = dialog.getByLabel('Author');
  await author.fill('x');
  await author.fill('');
  await page.waitForTimeout(500);
  expect(await dialog.getByText('Title is required').count()).toBe(0);

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Title is required').waitFor();
  // Every required field's message at once (the ISBN is optional: many Punjabi and Hindi books have none).
  await dialog.getByText('Author is required').waitFor();
  // From now on, as the field changes.
  await title.fill('Teaching Mathematics');
  await dialog.getByText('Title is required').waitFor({ state: 'detached' });
  await title.fill('');
  await dialog.getByText('Title is required').waitFor();
  await page.context().close();
});

it('does the same on the sign-in page', async () => {
  const page = await browser.newPage();
  await page.goto(`${baseUrl()}/admin/login`);
  const email = page.getByLabel('Email');
  await email.fill('a');
  await email.fill('');
  await page.waitForTimeout(500);
  expect(await page.getByText('Email is required').count()).toBe(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Email is required').waitFor();
  await email.fill('not-an-email');
  await page.getByText('Invalid email address').waitFor();
  await page.close();
});
