// Staff Management in the running product: add with a photo, edit keeping it, the public list
// follows, delete after the confirmation, a validation message; screenshots at 360 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';
import { adminLogin, PNG, publicJson } from './admin-content-support';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await adminLogin(page);
});

afterAll(async () => {
  await browser?.close();
});

type StaffList = { data: { id: string; name: string; photo: string | null }[] };
const name = `E2E Lecturer ${Date.now()}`;

it('adds, edits, shows publicly and deletes a staff member', async () => {
  await page.goto(`${baseUrl()}/admin/staff`);
  await page.getByRole('heading', { name: 'Staff Management' }).waitFor();

  await page.getByRole('button', { name: /Add Staff/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText(VALIDATION.nameRequired).waitFor();
  await dialog.getByText(VALIDATION.photoRequired).waitFor();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Designation').fill('Lecturer');
  await dialog.getByLabel('Subject', { exact: true }).fill('Mathematics');
  await dialog.getByLabel('Email').fill('lecturer@example.org');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByText('Chosen: photo.png').waitFor();
  await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await screenshot(page, 'admin-content-staff-modal-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, TOASTS.staffAdded);

  const added = (await publicJson<StaffList>('/api/staff')).data.find((m) => m.name === name);
  expect(added?.photo).toBeTruthy();

  const card = page.getByTestId('staff-card').filter({ hasText: name });
  await card.getByRole('button', { name: /Edit/ }).click();
  await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(name);
  await dialog.getByLabel('Designation').fill('Senior Lecturer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, TOASTS.staffUpdated);
  const edited = (await publicJson<StaffList>('/api/staff')).data.find((m) => m.name === name) as unknown as { designation: string; photo: string };
  expect(edited.designation).toBe('Senior Lecturer');
  expect(edited.photo).toBe(added?.photo);

  await screenshot(page, 'admin-content-staff-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'admin-content-staff-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByTestId('staff-card').filter({ hasText: name }).getByRole('button', { name: /Delete/ }).click();
  await page.getByText(CONFIRM_DELETE.staff).locator('visible=true').first().waitFor();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expectToast(page, TOASTS.staffDeleted);
  expect((await publicJson<StaffList>('/api/staff')).data.some((m) => m.name === name)).toBe(false);
});
