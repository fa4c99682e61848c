// Study Material Management in the running product: validation, upload with a file, edit keeping
// it, the public list follows, download under the original name, delete after confirmation.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import {
  adminSession,
  chooseOption,
  confirmDeletion,
  PNG,
  publicJson,
  screenshotBothWidths,
  seenByVisitor,
} from '../support/admin';
import { baseUrl } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type Materials = { data: { id: string; title: string; type: string; file: string; fileName: string }[] };
const title = `E2E Notes ${Date.now()}`;

function pick(label: string, option: string) {
  return chooseOption(page, page.getByRole('dialog'), label, option);
}

it('uploads, edits, shows publicly and deletes a study material', async () => {
  await page.goto(`${baseUrl()}/admin/study-material`);
  await page.getByRole('heading', { name: 'Study Material Management' }).waitFor();

  await page.getByRole('button', { name: /Upload Study Material/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.materialTypeRequired).waitFor();
  await dialog.getByText(VALIDATION.fileRequired).waitFor();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await pick('Subject', 'Mathematics');
  await pick('Course', 'M.Ed');
  await pick('Type', 'Assignment');
  await dialog.getByLabel('Upload date').fill('2025-08-20');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'assignment.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByText('Chosen: assignment.png').waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Study material uploaded successfully!');
  const added = (await publicJson<Materials>('/api/study-material?pageSize=200')).data.find((m) => m.title === title);
  await seenByVisitor(page, '/study-material', (visitor) => visitor.getByText(title, { exact: true }), {
    label: 'Search materials',
    text: title,
  });
  expect(added).toMatchObject({ type: 'Assignment', fileName: 'assignment.png' });
  const download = await fetch(`${baseUrl()}${added!.file}?download=1`);
  expect(download.headers.get('content-disposition')).toContain('assignment.png');

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(dialog.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
  await pick('Type', 'Reference');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Study material updated successfully!');
  const edited = (await publicJson<Materials>('/api/study-material?pageSize=200')).data.find((m) => m.id === added!.id);
  expect(edited?.type).toBe('Reference');
  expect(edited?.file).toBe(added?.file);

  await screenshotBothWidths(page, 'admin-content-study-material');

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDeletion(page, CONFIRM_DELETE.material);
  await expectToast(page, 'Study material deleted successfully!');
  expect((await publicJson<Materials>('/api/study-material?pageSize=200')).data.some((m) => m.id === added!.id)).toBe(
    false,
  );
});
