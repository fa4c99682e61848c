// The NCTE mandatory disclosure (ARCHITECTURE 12.3, issue 34 item 4): the office types a member's
// qualification and dates in the staff form (a leaving date before the joining date refused with
// the definition's message); a visitor on a phone in Punjabi reaches /mandatory-disclosure from the
// footer and reads the dated sections, the new lecturer among the faculty and the one who left in
// the quarter counted as such; on paper the page stands alone, with the day it was printed.
import type { Browser, Page } from 'playwright-core';
import { STAFF_MESSAGES } from '@diet/contracts/content-types/staff';
import { formatLongDate } from '@diet/contracts/dates';
import { todayInInstitute } from '@diet/contracts/limits';
import type { MandatoryDisclosure } from '@diet/contracts/mandatory-disclosure';
import { TOASTS } from '@diet/contracts/toasts';
import { adminToken, apiRequest, chooseOption, loggedInPage, PNG, publicJson } from '../support/admin';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';

/** The institute's day `days` from today, as the date input takes it. */
const day = (days: number) => new Date(Date.parse(todayInInstitute()) + days * 86_400_000).toISOString().slice(0, 10);
const stamp = Date.now();
const LECTURER = { name: `Gurpreet Kaur ${stamp}`, qualification: 'M.A., M.Ed., Ph.D.', pa: 'ਐਮ.ਏ., ਐਮ.ਐੱਡ., ਪੀਐੱਚ.ਡੀ.' };
const FORMER = { name: `Kuldeep Brar ${stamp}`, left: day(-15) };
const TITLE_PA = 'ਐਨ.ਸੀ.ਟੀ.ਈ. ਲਾਜ਼ਮੀ ਖੁਲਾਸਾ';

let browser: Browser;
let office: Page;
let phone: Page;
const added: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  office = await loggedInPage(browser, 1280);
  phone = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
});
afterAll(async () => {
  // The product is shared with the other browser tests: the members added here go again.
  const token = await adminToken();
  for (const id of added) await apiRequest('DELETE', `/api/admin/staff/${id}`, undefined, token);
  await browser?.close();
});

/** The faculty's photos load as they scroll into view (a browser loads them before it prints): scrolled through, for the picture. */
async function loadPhotos(page: Page): Promise<void> {
  for (const photo of await page.locator('main table img').all()) await photo.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main table img')].every((i) => (i as HTMLImageElement).complete),
  );
}

type Member = { id: string; name: string; qualification: string | null; joiningDate: string | null };

it("keeps a member's qualification and dates from the office's staff form, refusing a leaving date before joining", async () => {
  await office.goto(`${baseUrl()}/admin/staff`);
  await office.getByRole('heading', { name: 'Staff Management' }).waitFor();
  await office.getByRole('button', { name: /Add Staff/ }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Name').fill(LECTURER.name);
  await dialog.getByLabel('Designation', { exact: true }).fill('Lecturer');
  await dialog.getByLabel('Qualification', { exact: true }).fill(LECTURER.qualification);
  await dialog.getByLabel('Subject', { exact: true }).fill('Mathematics');
  await dialog.getByLabel('Date of joining').fill(day(-10));
  await dialog.getByLabel('Date of leaving').fill(day(-11));
  await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(STAFF_MESSAGES.leavesBeforeJoining).waitFor();
  // Nothing typed is lost; the leaving date emptied, the member is saved as current staff.
  expect(await dialog.getByLabel('Qualification', { exact: true }).inputValue()).toBe(LECTURER.qualification);
  await screenshot(office, 'admin-staff-qualification-1280');
  await dialog.getByLabel('Date of leaving').fill('');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(office, TOASTS.staffAdded);

  const member = (await publicJson<{ data: Member[] }>('/api/staff?pageSize=200')).data.find(
    (m) => m.name === LECTURER.name,
  )!;
  added.push(member.id);
  expect(member).toMatchObject({ qualification: LECTURER.qualification, joiningDate: day(-10) });

  // The Punjabi qualification, and a member who left this quarter, as the office's API sets them.
  const token = await adminToken();
  const translation = new FormData();
  for (const [name, value] of Object.entries({
    name: LECTURER.name,
    designation: 'Lecturer',
    subject: 'Mathematics',
    qualification: LECTURER.qualification,
    joiningDate: day(-10),
    translations: JSON.stringify({ pa: { designation: 'ਲੈਕਚਰਾਰ', qualification: LECTURER.pa } }),
  }))
    translation.set(name, value);
  await apiRequest('PUT', `/api/admin/staff/${member.id}`, translation, token);
  const former = new FormData();
  for (const [name, value] of Object.entries({
    name: FORMER.name,
    designation: 'Lecturer',
    subject: 'Language',
    joiningDate: '2015-04-01',
    leavingDate: FORMER.left,
  }))
    former.set(name, value);
  former.set('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  added.push((await apiRequest<{ id: string }>('POST', '/api/admin/staff', former, token)).id);
  const current = (await publicJson<{ data: Member[] }>('/api/staff?pageSize=200')).data.map((m) => m.name);
  expect(current).toContain(LECTURER.name);
  expect(current).not.toContain(FORMER.name);

  // The office's screen: current or former staff as its views, each card with the qualification
  // and the date of leaving.
  await office.reload();
  await office.getByRole('heading', { name: 'Staff Management' }).waitFor();
  const cards = office.getByTestId('staff-card');
  await cards.filter({ hasText: LECTURER.name }).getByText(LECTURER.qualification).waitFor();
  await chooseOption(office, office.locator('body'), 'Which staff', 'Former');
  // The screen opens on all staff, so the former member's card is there before the view's answer
  // arrives: the current member leaving the screen is what shows the view applied.
  await cards.filter({ hasText: LECTURER.name }).waitFor({ state: 'detached' });
  await cards
    .filter({ hasText: FORMER.name })
    .getByText(`Date of leaving: ${formatLongDate(FORMER.left, 'en')}`)
    .waitFor();
  expect(await cards.filter({ hasText: LECTURER.name }).count()).toBe(0);
  await screenshot(office, 'admin-staff-former-1280');
});

it('opens from the footer at 360 px in Punjabi, each section dated, the changes of the quarter counted', async () => {
  const data = (await publicJson<{ data: MandatoryDisclosure }>('/api/mandatory-disclosure?lang=pa')).data;
  expect(data.staffChanges.left.map((c) => c.name)).toContain(FORMER.name);

  await phone.goto(`${baseUrl()}/pa/`);
  await waitForApp(phone);
  await phone.locator('footer').getByRole('link', { name: TITLE_PA, exact: true }).click();
  await phone.waitForURL(`${baseUrl()}/pa/mandatory-disclosure`);
  await phone.getByRole('heading', { level: 1, name: TITLE_PA }).waitFor();
  expect(await phone.title()).toMatch(new RegExp(`^${TITLE_PA} \\| `));
  expect(await phone.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    '1. ਸੰਸਥਾ',
    '2. ਐਨ.ਸੀ.ਟੀ.ਈ. ਤੋਂ ਮਾਨਤਾ',
    '3. ਕੋਰਸ, ਸੀਟਾਂ ਅਤੇ ਫ਼ੀਸ',
    '4. ਫੈਕਲਟੀ',
    '5. ਪਿਛਲੀ ਤਿਮਾਹੀ ਵਿੱਚ ਆਏ ਜਾਂ ਗਏ ਸਟਾਫ਼ ਮੈਂਬਰ',
    '6. ਲਾਇਬ੍ਰੇਰੀ ਦੀਆਂ ਕਿਤਾਬਾਂ ਅਤੇ ਨਵੀਆਂ ਕਿਤਾਬਾਂ',
    '7. ਸਹੂਲਤਾਂ',
  ]);
  // Every section says the date of its figures.
  expect(await phone.locator('section[aria-labelledby^="disclosure-"] > p:nth-of-type(1)').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^ਇਸ ਮਿਤੀ ਅਨੁਸਾਰ: /), expect.stringMatching(/ਨੂੰ ਗਿਣਿਆ ਗਿਆ$/)]),
  );
  const faculty = phone.getByRole('table', { name: '4. ਫੈਕਲਟੀ' });
  const row = faculty.locator('tbody tr').filter({ hasText: LECTURER.name });
  expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['ਲੈਕਚਰਾਰ', LECTURER.pa]));
  expect(await faculty.locator('tbody tr').count()).toBe(data.faculty.count);
  const left = phone.getByRole('table', { name: /ਛੱਡ ਗਏ$/ });
  expect(await left.locator('tbody tr').filter({ hasText: FORMER.name }).count()).toBe(1);
  expect(await phone.getByRole('table', { name: '4. ਫੈਕਲਟੀ' }).filter({ hasText: FORMER.name }).count()).toBe(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await loadPhotos(phone);
  await screenshot(phone, 'mandatory-disclosure-pa-360');
});

it("prints the page alone, whole tables and the day it was printed; the server's page needs no script", async () => {
  // The server's HTML already holds the disclosure (a phone shows it before any script).
  const html = await (await fetch(`${baseUrl()}/pa/mandatory-disclosure`)).text();
  expect(html).toContain('4. ਫੈਕਲਟੀ');
  expect(html).toContain(LECTURER.pa);

  const paper = await (
    await browser.newContext({ viewport: { width: 794, height: 1123 }, javaScriptEnabled: false })
  ).newPage();
  await paper.emulateMedia({ media: 'print' });
  await paper.goto(`${baseUrl()}/pa/mandatory-disclosure`);
  await paper.getByRole('heading', { level: 1, name: TITLE_PA }).waitFor();
  for (const chrome of ['header', 'footer', 'nav'])
    expect(await paper.locator(chrome).evaluateAll((all) => all.filter((e) => e.checkVisibility()).length)).toBe(0);
  expect(await paper.getByRole('button', { name: 'ਪ੍ਰਿੰਟ ਕਰੋ' }).isVisible()).toBe(false);
  await paper.getByText(/^ਪ੍ਰਿੰਟ ਕਰਨ ਦੀ ਮਿਤੀ: /).waitFor();
  // A table on paper is a table (its header row shown), not the phone's cards.
  expect(await paper.getByRole('table', { name: '4. ਫੈਕਲਟੀ' }).locator('thead').isVisible()).toBe(true);
  // The splash (fixed over every page until a script removes it) is not on paper.
  expect(await paper.getByTestId('splash').isVisible()).toBe(false);
  await loadPhotos(paper);
  await screenshot(paper, 'mandatory-disclosure-print');
  await paper.context().close();

  // With its script the Print button calls the browser's print.
  await phone.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await phone.getByRole('button', { name: 'ਪ੍ਰਿੰਟ ਕਰੋ' }).click();
  expect(await phone.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
