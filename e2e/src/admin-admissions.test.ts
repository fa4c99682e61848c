// The office's admissions screens, drawn by the machinery from the definitions (ARCHITECTURE 12.3):
// a programme added through its form with its rules, then a phase whose end is before its start
// refused in the form with the definition's message and nothing typed lost, then saved.
import type { Page } from 'playwright-core';
import { todayInInstitute } from '@diet/contracts/limits';
import { adminSession, chooseOption, publicJson, screenshotBothWidths } from '../support/admin';
import { baseUrl } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

const name = `ETT ${Date.now()}`;
/** The institute's day `days` from today, as the date input takes it. */
const day = (days: number) => new Date(Date.parse(todayInInstitute()) + days * 86_400_000).toISOString().slice(0, 10);

it('adds a programme through its form, with the exact messages of its definition', async () => {
  await page.goto(`${baseUrl()}/admin/admissions`);
  await page.getByRole('heading', { name: 'Admissions: Programmes' }).waitFor();
  await page.getByRole('button', { name: /Add Programme/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  for (const message of ['Name is required', 'Duration is required', 'Intake is required', 'Eligibility is required'])
    await dialog.getByText(message).waitFor();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Duration', { exact: true }).fill('2 years');
  await dialog.getByLabel('Intake (seats)').fill('0');
  await dialog.getByLabel('Fees', { exact: true }).fill('₹ 9,500 a year');
  await dialog.getByLabel('Eligibility', { exact: true }).fill('10+2 with 50% marks\nPunjabi passed in matriculation');
  await chooseOption(page, dialog, 'Status', 'Upcoming');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Intake must be between 1 and 1000').waitFor();
  await dialog.getByLabel('Intake (seats)').fill('50');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Programme added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('tbody tr').filter({ hasText: name }).waitFor();
});

it('refuses a phase that ends before it starts, keeping what was typed, then saves it', async () => {
  await page.goto(`${baseUrl()}/admin/admission-phases`);
  await page.getByRole('heading', { name: 'Admission Phases' }).waitFor();
  await page.getByRole('button', { name: /Add Admission Phase/ }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog, 'Programme', name);
  await dialog.getByLabel('Name', { exact: true }).fill('Online application');
  await dialog.getByLabel('Start date').fill(day(10));
  await dialog.getByLabel('End date').fill(day(5));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('End date must be on or after the start date').waitFor();
  expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Online application');
  expect(await dialog.getByLabel('Start date').inputValue()).toBe(day(10));
  await dialog.getByLabel('End date').fill(day(40));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Admission Phase added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('tbody tr').filter({ hasText: 'Online application' }).filter({ hasText: name }).waitFor();
  await screenshotBothWidths(page, 'admin-admission-phases');

  const listed = await publicJson<{ data: { name: string; phases: { name: string; from: string; to: string }[] }[] }>(
    `/api/admissions?q=${encodeURIComponent(name)}`,
  );
  expect(listed.data).toMatchObject([{ name, phases: [{ name: 'Online application', from: day(10), to: day(40) }] }]);
});
