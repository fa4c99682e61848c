// Diksha Lab Management driven as an administrator: add, edit and delete a course and a trainee
// record, watch the summary cards change, search, export the CSV, and see the course on the public
// page. Screenshots at 1280 and 360 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { chooseOption, loggedInPage, statistic } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Fills the trainee dialog named `dialogName` field by field and presses Save Record. */
async function fillTraineeDialog(page: Page, dialogName: string, values: Record<string, string>): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  return dialog;
}

async function waitForStatistic(page: Page, title: string, value: number): Promise<void> {
  for (let i = 0; i < 50 && (await statistic(page, title)) !== value; i += 1) await page.waitForTimeout(200);
  expect(await statistic(page, title)).toBe(value);
}

describe('Diksha Lab Management', () => {
  it('adds, edits and deletes a course; the public API lists it', async () => {
    const title = `E2E Course ${Date.now()}`;
    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin/diksha-lab`);
    await page.getByRole('heading', { name: 'Diksha Lab Management' }).waitFor();
    await page.getByTestId('course-card').first().or(page.getByText('No courses yet')).waitFor();
    const courses = await statistic(page, 'Active Courses');

    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Training Course' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Classroom use of DIKSHA content.');
    await dialog.getByLabel('Duration (hours)').fill('0');
    await dialog.getByRole('button', { name: 'Save Course' }).click();
    await dialog.getByText('Duration must be at least 1 hour').waitFor();
    await dialog.getByText('Status is required').waitFor();
    await dialog.getByLabel('Duration (hours)').fill('12');
    await chooseOption(page, dialog, 'Status', 'Active');
    await dialog.getByRole('button', { name: 'Save Course' }).click();
    await expectToast(page, 'Course added successfully!');
    const card = page.getByTestId('course-card').filter({ hasText: title });
    await card.getByText('12 hours').waitFor();
    await waitForStatistic(page, 'Active Courses', courses + 1);

    // The public page's 'Available Courses' lists it with the green Active badge.
    const visitor = await page.context().newPage();
    await visitor.goto(`${baseUrl()}/diksha-lab`);
    const available = visitor.getByRole('region', { name: 'Available Courses' });
    const publicCard = available.locator('li').filter({ has: visitor.getByRole('heading', { name: title }) });
    await publicCard.getByText('Active', { exact: true }).waitFor();
    await visitor.close();

    await card.getByRole('button', { name: `Edit course ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Training Course' });
    await expect(edit.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
    await edit.getByLabel('Duration (hours)').fill('15');
    await edit.getByRole('button', { name: 'Save Course' }).click();
    await expectToast(page, 'Course updated successfully!');
    await card.getByText('15 hours').waitFor();

    await card.getByRole('button', { name: `Delete course ${title}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this course?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Course deleted successfully!');
    await card.waitFor({ state: 'detached' });
    await waitForStatistic(page, 'Active Courses', courses);
    await page.context().close();
  });

  it('adds, updates, searches, exports and deletes a trainee record; a duplicate employee ID is refused', async () => {
    const stamp = Date.now();
    const name = `E2E Teacher ${stamp}`;
    const employeeId = `E2E-${stamp}`;
    const page = await loggedInPage(browser, 1280);
    await page.goto(`${baseUrl()}/admin/diksha-lab`);
    await page.getByRole('heading', { name: 'Diksha Lab Management' }).waitFor();
    await page.getByText('Completion Rate').waitFor();
    const trainees = await statistic(page, 'Trainees');

    const fill = (dialogName: string, values: Record<string, string>) => fillTraineeDialog(page, dialogName, values);
    await page.getByRole('button', { name: 'Add Training Record' }).click();
    const dialog = await fill('Add Trainee Record', {
      'Teacher Name': name,
      'Employee ID': employeeId,
      'Total Hours': '100',
      'Completed Courses': '4',
      'Progress (%)': '100',
      'Certificates (comma-separated)': 'ICT Basics, Pedagogy',
    });
    await expectToast(page, 'Trainee record added successfully!');
    await dialog.waitFor({ state: 'hidden' });
    await waitForStatistic(page, 'Trainees', trainees + 1);

    // Search by employee ID finds exactly this record.
    await page.getByPlaceholder('Search by name or employee ID').fill(employeeId);
    await page.getByPlaceholder('Search by name or employee ID').press('Enter');
    const card = page.getByTestId('trainee-card').filter({ hasText: name });
    await card.waitFor();
    // The card is on the unfiltered page too: wait for the searched list to replace it.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="trainee-card"]').length === 1);
    await card.getByText('ICT Basics').waitFor();
    await screenshot(page, 'admin-diksha-1280');

    // A second record with the same employee ID is refused with a clear message.
    await page.getByRole('button', { name: 'Add Training Record' }).click();
    const duplicate = await fill('Add Trainee Record', {
      'Teacher Name': 'Someone Else',
      'Employee ID': employeeId,
      'Total Hours': '1',
      'Completed Courses': '0',
      'Progress (%)': '1',
      'Certificates (comma-separated)': 'X',
    });
    await duplicate.getByText('A trainee record with this employee ID already exists').waitFor();
    await duplicate.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Update Record' }).click();
    const update = page.getByRole('dialog', { name: 'Update Trainee Record' });
    await expect(update.getByLabel('Certificates (comma-separated)').inputValue()).resolves.toBe(
      'ICT Basics, Pedagogy',
    );
    await fill('Update Trainee Record', { 'Progress (%)': '80' });
    await expectToast(page, 'Trainee record updated successfully!');
    await card.getByText('80%').first().waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('trainee-records.csv');

    await card.getByRole('button', { name: `Delete trainee record of ${name}` }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this trainee record?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Trainee record deleted successfully!');
    await card.waitFor({ state: 'detached' });
    await waitForStatistic(page, 'Trainees', trainees);
    await page.context().close();
  });

  it('fits a 360 px phone, with a record whose texts have no spaces', async () => {
    const stamp = Date.now();
    const name = `E2E Phone ${stamp}`;
    const employeeId = `E2E-PHONE-${stamp}-`.padEnd(60, '7');
    const certificate = `Certificate-in-Information-and-Communication-Technology-${stamp}`;
    const page = await loggedInPage(browser, 360);
    await page.goto(`${baseUrl()}/admin/diksha-lab`);
    await page.getByText('Completion Rate').waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Add Training Record' }).click();
    await page.getByRole('dialog', { name: 'Add Trainee Record' }).waitFor();
    await screenshot(page, 'admin-diksha-modal-360');
    await fillTraineeDialog(page, 'Add Trainee Record', {
      'Teacher Name': name,
      'Employee ID': employeeId,
      'Total Hours': '10',
      'Completed Courses': '1',
      'Progress (%)': '10',
      'Certificates (comma-separated)': certificate,
    });
    await expectToast(page, 'Trainee record added successfully!');
    await page.getByPlaceholder('Search by name or employee ID').fill(name);
    await page.getByPlaceholder('Search by name or employee ID').press('Enter');
    const card = page.getByTestId('trainee-card').filter({ hasText: name });
    await card.getByText(certificate).waitFor();
    await card.scrollIntoViewIfNeeded();
    // The unbroken employee ID and certificate wrap inside the card instead of widening the page.
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-diksha-360');

    await card.getByRole('button', { name: `Delete trainee record of ${name}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this trainee record?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Trainee record deleted successfully!');
    await card.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
