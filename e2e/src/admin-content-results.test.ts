// Results Management in the running product: validation, publish with a file, edit keeping it,
// the public results follow, download under the original name, delete after confirmation.
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

type Results = {
  data: { id: string; course: string; semester: string; year: number; file: string; fileName: string }[];
};
const fileName = `dled-${Date.now()}.png`;

it('publishes, edits, shows publicly and deletes a result', async () => {
  await page.goto(`${baseUrl()}/admin/results`);
  await page.getByRole('heading', { name: 'Results Management' }).waitFor();

  await page.getByRole('button', { name: /Publish Result/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Academic year').fill('2019');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.resultYearMin).waitFor();
  await dialog.getByText(VALIDATION.courseRequired).waitFor();

  await chooseOption(page, dialog, 'Course', 'D.El.Ed');
  await chooseOption(page, dialog, 'Semester', '2nd Year');
  await dialog.getByLabel('Academic year').fill('2024');
  await dialog.getByLabel('Publish date').fill('2025-07-01');
  await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
  await dialog.getByText(`Chosen: ${fileName}`).waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Result published successfully!');
  const added = (await publicJson<Results>('/api/results?pageSize=200')).data.find((r) => r.fileName === fileName);
  expect(added).toMatchObject({ course: 'D.El.Ed', semester: '2nd Year', year: 2024 });
  await seenByVisitor(page, '/results', (visitor) => visitor.locator(`a[href^="${added!.file}"]`));

  const download = await fetch(`${baseUrl()}${added!.file}?download=1`);
  expect(download.headers.get('content-disposition')).toContain(fileName);

  const card = page.getByTestId('result-card').filter({ has: page.locator(`a[download="${fileName}"]`) });
  await card.getByRole('button', { name: /Edit/ }).click();
  await chooseOption(page, dialog, 'Semester', 'Final');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Result updated successfully!');
  const edited = (await publicJson<Results>('/api/results?pageSize=200')).data.find((r) => r.id === added!.id);
  expect(edited?.semester).toBe('Final');
  expect(edited?.file).toBe(added?.file);

  await screenshotBothWidths(page, 'admin-content-results');

  await card.getByRole('button', { name: /Delete/ }).click();
  await confirmDeletion(page, CONFIRM_DELETE.result);
  await expectToast(page, 'Result deleted successfully!');
  expect((await publicJson<Results>('/api/results?pageSize=200')).data.some((r) => r.id === added!.id)).toBe(false);
});
