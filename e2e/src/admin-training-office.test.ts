// A programme's office screen (ARCHITECTURE 12.2), reached from the trainings table: three teachers
// enrol through the public API; the office confirms two, meets 'no seats left' for the third,
// cancels one and confirms the third; ticks attendance of a later session; shows the self check-in
// code of the session running now, whose QR code's address a teacher's phone would open (the test
// checks in with its code through the API and sees her counted); completes the other on the
// checklist, issues the certificates and revokes one (the list read again says so). Screenshots at 1280 and 360 px.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { TRAINING_MESSAGES } from '@diet/contracts/training-messages';
import { adminToken, apiRequest, chooseOption, loggedInPage } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';
import { addProgramme, addSession } from '../support/trainings';

const stamp = Date.now();
const TITLE = `Office reading ${stamp}`;
const TEACHERS = ['Asha Rani', 'Baljit Kaur', 'Chander Pal'].map((name, i) => ({
  name,
  employeeId: `PB-OFF-${stamp}-${i}`,
  email: `office${i}.${stamp}@example.org`,
}));

let browser: Browser;
let page: Page;
let training: string;
let sessionNow: string;
let sessionLater: string;
const enrolmentIds: string[] = [];

beforeAll(async () => {
  const token = await adminToken();
  // 6 hours, 75 % to complete (4.5 h): a 2-hour session now, a 4-hour one in three days.
  training = await addProgramme(token, { title: TITLE, hours: 6, seats: 2 }, 3);
  sessionNow = await addSession(token, training, 2, 0);
  sessionLater = await addSession(token, training, 4, 3);
  for (const teacher of TEACHERS) {
    const { id } = await apiRequest<{ id: string }>('POST', `/api/trainings/${training}/enrolments`, {
      ...teacher,
      school: 'GPS Sadiq',
      district: 'Faridkot',
      consent: true,
    });
    enrolmentIds.push(id);
  }
  browser = await launchBrowser();
  page = await loggedInPage(browser, 1280);
});
afterAll(async () => {
  await browser?.close();
});

/** GET as the administrator; the answer's data. */
async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  return ((await response.json()) as { data: T }).data;
}

const attendanceOf = async (session: string) =>
  (await adminGet<{ present: string[] }>(`/api/admin/trainings/${training}/sessions/${session}/attendance`)).present;

/** Picks the session whose option ends with `hours` (its start is written in India's time). */
async function chooseSession(hours: number): Promise<void> {
  await page.locator('main').getByLabel('Session').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: `(${hours} h)` })
    .click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/**
 * Screenshots at 1280 and 360 px, the screen at 360 px first laid out again with nothing wider than
 * the phone (a table scrolls inside itself), then back to 1280.
 */
async function screenshotsWithoutSidewaysScroll(name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForFunction(() => document.documentElement.scrollWidth <= 360, undefined, { timeout: 5_000 });
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

it("opens a programme's screen from the trainings table, confirms and cancels, and shows the server's refusal", async () => {
  await page.goto(`${baseUrl()}/admin/trainings`);
  await page.getByPlaceholder(/^Search/).fill(TITLE);
  await page.getByPlaceholder(/^Search/).press('Enter');
  const action = page.getByRole('link', { name: `Enrolments and attendance for ${TITLE}` });
  await action.waitFor();
  await screenshot(page, 'admin-training-office-table-1280');
  await action.click();
  await page.waitForURL(`${baseUrl()}/admin/trainings/${training}/office`);
  await page.getByRole('heading', { level: 1, name: `Enrolments and attendance: ${TITLE}` }).waitFor();

  for (const name of ['Asha Rani', 'Baljit Kaur']) {
    await row(name)
      .getByRole('button', { name: `Confirm: ${name}` })
      .click();
    await expectToast(page, TRAINING_MESSAGES.enrolmentUpdated);
    await row(name).getByText('Confirmed').waitFor();
  }
  // Two seats, both taken: the server's word, and the teacher stays pending.
  await row('Chander Pal').getByRole('button', { name: 'Confirm: Chander Pal' }).click();
  await expectToast(page, TRAINING_MESSAGES.noSeatsLeft);
  await row('Chander Pal').getByText('Pending').waitFor();

  await row('Baljit Kaur').getByRole('button', { name: 'Cancel enrolment: Baljit Kaur' }).click();
  await page.getByText('Cancel the enrolment of Baljit Kaur?').locator('visible=true').first().waitFor();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expectToast(page, TRAINING_MESSAGES.enrolmentUpdated);
  await row('Baljit Kaur').getByText('Cancelled').waitFor();
  expect(await row('Baljit Kaur').getByRole('button').count()).toBe(0);
  await row('Chander Pal').getByRole('button', { name: 'Confirm: Chander Pal' }).click();
  await row('Chander Pal').getByText('Confirmed').waitFor();
  // The answer's notice is up by now (the list is read again after it): closed before the pictures.
  await expectToast(page, TRAINING_MESSAGES.enrolmentUpdated);

  // The status filter asks the server: only the cancelled one.
  await chooseOption(page, page.locator('main'), 'Status', 'Cancelled');
  await row('Asha Rani').waitFor({ state: 'detached' });
  await row('Baljit Kaur').waitFor();
  await chooseOption(page, page.locator('main'), 'Status', 'Any status');
  await row('Asha Rani').waitFor();

  // The CSV holds every enrolment with its status, whatever the filter.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('training-enrolments.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  // With the byte-order mark by which Excel reads UTF-8 (names in Gurmukhi stay whole).
  expect(csv.split(/\r?\n/)[0]).toBe(
    '\uFEFFName,Employee ID,Email,Phone,School,District,Status,Waiting list position,Enrolled at,Confirmed at',
  );
  expect(csv).toContain(`Baljit Kaur,${TEACHERS[1].employeeId},${TEACHERS[1].email},,GPS Sadiq,Faridkot,cancelled`);
  await screenshotsWithoutSidewaysScroll('admin-training-office-enrolments');
});

it('ticks attendance of a session on the checklist and says that no one was completed by it', async () => {
  await page.getByRole('tab', { name: 'Attendance' }).click();
  await chooseSession(4);
  const asha = page.getByRole('checkbox', { name: `Asha Rani (${TEACHERS[0].employeeId})` });
  await asha.waitFor();
  // Only confirmed (and completed) enrolments are on the list.
  expect(await page.getByRole('checkbox', { name: /Baljit Kaur/ }).count()).toBe(0);
  await asha.check();
  await page.getByRole('checkbox', { name: `Chander Pal (${TEACHERS[2].employeeId})` }).check();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  await expectToast(page, TRAINING_MESSAGES.attendanceSaved);
  // 4 hours of the 4.5 needed.
  await page.getByText('No enrolment was completed by this save.').waitFor();
  expect((await attendanceOf(sessionLater)).sort()).toEqual([enrolmentIds[0], enrolmentIds[2]].sort());
  await screenshotsWithoutSidewaysScroll('admin-training-office-attendance');
});

it("shows the running session's check-in code as a QR code of the public check-in address; a teacher checking in with it is present", async () => {
  await page.getByRole('tab', { name: 'Self check-in' }).click();
  await chooseSession(2);
  await page.getByRole('button', { name: 'Show the check-in code' }).click();
  const qr = page.getByRole('img', { name: /^QR code of the check-in address / });
  await qr.waitFor();
  const label = (await qr.getAttribute('aria-label'))!;
  const address = new URL(label.replace('QR code of the check-in address ', ''));
  expect(`${address.origin}${address.pathname}`).toBe(`${baseUrl()}/trainings/check-in`);
  const code = address.searchParams.get('code')!;
  expect(code).toMatch(/^\d{6}$/);
  expect(await page.getByTestId('check-in-code').textContent()).toBe(code);
  // The QR code is drawn (an svg with its modules), not only described.
  expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
  await page.getByText(/^A new code in [0-2]:\d\d$/).waitFor();
  await screenshotsWithoutSidewaysScroll('admin-training-office-check-in');
  // For the projector: the panel alone on the screen, and back.
  await page.getByRole('button', { name: 'Full screen' }).click();
  await page.waitForFunction(() => document.fullscreenElement?.getAttribute('data-testid') === 'check-in-panel');
  await screenshot(page, 'admin-training-office-check-in-full-screen-1280');
  await page.getByRole('button', { name: 'Leave full screen' }).click();
  await page.waitForFunction(() => document.fullscreenElement === null);

  // Chander Pal in the room: 4 + 2 hours, so the check-in completes her.
  await apiRequest('POST', '/api/trainings/check-in', { code, employeeId: TEACHERS[2].employeeId });
  expect(await attendanceOf(sessionNow)).toEqual([enrolmentIds[2]]);
  await page.getByRole('button', { name: 'Stop showing the code' }).click();

  // The checklist of that session shows her ticked; ticking Asha Rani too completes her.
  await page.getByRole('tab', { name: 'Attendance' }).click();
  await chooseSession(2);
  const chander = page.getByRole('checkbox', { name: `Chander Pal (${TEACHERS[2].employeeId})` });
  await chander.waitFor();
  expect(await chander.isChecked()).toBe(true);
  await page.getByRole('checkbox', { name: `Asha Rani (${TEACHERS[0].employeeId})` }).check();
  await page.getByRole('button', { name: 'Save attendance' }).click();
  const completed = page.getByRole('status').filter({ hasText: 'Completed by this save' });
  await completed.getByText(`Asha Rani (${TEACHERS[0].employeeId})`).waitFor();
});

it('issues the certificates with links to their verify pages, and revokes one with a reason', async () => {
  await page.getByRole('tab', { name: 'Certificates' }).click();
  await page.getByRole('button', { name: 'Issue certificates' }).click();
  await expectToast(page, TRAINING_MESSAGES.certificatesIssued);
  for (const teacher of [TEACHERS[0], TEACHERS[2]]) await row(teacher.name).waitFor();
  expect(await row('Baljit Kaur').count()).toBe(0);
  const link = row('Asha Rani').getByRole('link', { name: /^Verify page of certificate / });
  const href = (await link.getAttribute('href'))!;
  const code = href.replace('/verify/', '');
  expect(href).toMatch(/^\/verify\/[A-Z0-9-]{20,}$/);
  expect(await adminGet<{ status: string; name: string }>(`/api/certificates/${code}`)).toMatchObject({
    status: 'valid',
    name: 'Asha Rani',
  });
  await screenshotsWithoutSidewaysScroll('admin-training-office-certificates');

  await row('Asha Rani')
    .getByRole('button', { name: `Revoke certificate ${code} of Asha Rani` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Revoke certificate ${code}` });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await dialog.getByText(TRAINING_MESSAGES.reasonRequired).waitFor();
  await dialog.getByLabel('Reason').fill('Issued in error');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expectToast(page, TRAINING_MESSAGES.certificateRevoked);
  await row('Asha Rani').getByText('Revoked').waitFor();
  expect(await adminGet<{ status: string; revokedReason: string }>(`/api/certificates/${code}`)).toMatchObject({
    status: 'revoked',
    revokedReason: 'Issued in error',
  });
  // Read again from the server: the screen opened later lists it revoked, with the reason.
  await page.reload();
  await page.getByRole('tab', { name: 'Certificates' }).click();
  await row('Asha Rani').getByText('Reason: Issued in error').waitFor();
  expect(
    await row('Asha Rani')
      .getByRole('button', { name: /^Revoke/ })
      .count(),
  ).toBe(0);
});
