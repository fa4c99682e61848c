// Staff Management in the running product: add with a photo, edit keeping it, the public list
// follows, delete after the confirmation, a validation message; screenshots at 360 and 1280 px.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { adminSession, confirmDeletion, eventually, PNG, screenshotBothWidths, publicJson } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type StaffList = { data: { id: string; name: string; photo: string | null }[] };
const name = `E2E Lecturer ${Date.now()}`;

it('adds, edits, shows publicly and deletes a staff member', async () => {
  await page.goto(`${baseUrl()}/admin/staff`);
  await page.getByRole('heading', { name: 'Staff Management' }).waitFor();

  await page.getByRole('button', { name: /Add Staff/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.nameRequired).waitFor();
  await dialog.getByText(VALIDATION.photoRequired).waitFor();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Designation', { exact: true }).fill('Lecturer');
  await dialog.getByLabel('Subject', { exact: true }).fill('Mathematics');
  await dialog.getByLabel('Email').fill('lecturer@example.org');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByText('Chosen: photo.png').waitFor();
  await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await screenshot(page, 'admin-content-staff-modal-1280');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, TOASTS.staffAdded);

  const added = (await publicJson<StaffList>('/api/staff')).data.find((m) => m.name === name);
  expect(added?.photo).toBeTruthy();

  const card = page.getByTestId('staff-card').filter({ hasText: name });
  await card.getByRole('button', { name: /Edit/ }).click();
  await expect(dialog.getByLabel('Name').inputValue()).resolves.toBe(name);
  await dialog.getByLabel('Designation', { exact: true }).fill('Senior Lecturer');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, TOASTS.staffUpdated);
  const edited = (await publicJson<StaffList>('/api/staff')).data.find((m) => m.name === name) as unknown as {
    designation: string;
    photo: string;
  };
  expect(edited.designation).toBe('Senior Lecturer');
  expect(edited.photo).toBe(added?.photo);

  // Staff order: the new member comes last; one move up puts them before the one who was above,
  // and the public staff page follows.
  const order = async () => (await publicJson<StaffList>('/api/staff')).data.map((m) => m.name);
  const before = await order();
  expect(before[before.length - 1]).toBe(name);
  const above = before[before.length - 2];
  await page.getByRole('button', { name: `Move ${name} up` }).click();
  const moved = [...before.slice(0, -2), name, above];
  expect(await eventually(order, (now) => now.join('|') === moved.join('|'))).toEqual(moved);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${baseUrl()}/staff`);
  const publicNames = visitor.getByTestId('content-list').locator('li h3');
  await publicNames.filter({ hasText: name }).waitFor();
  const shown = await publicNames.allInnerTexts();
  expect(shown.indexOf(name)).toBe(shown.indexOf(above) - 1);
  expect(shown[0]).toBe(before[0]); // the Principal stays first
  await visitor.close();

  await screenshotBothWidths(page, 'admin-content-staff');

  await page
    .getByTestId('staff-card')
    .filter({ hasText: name })
    .getByRole('button', { name: /Delete/ })
    .click();
  await confirmDeletion(page, CONFIRM_DELETE.staff);
  await expectToast(page, TOASTS.staffDeleted);
  expect((await publicJson<StaffList>('/api/staff')).data.some((m) => m.name === name)).toBe(false);
});
