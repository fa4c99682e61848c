// Diksha courses and trainee records on the content-type machinery, in the browser: the office pages
// through more than 200 of each on the server (the screen loaded the first 200 courses and stopped),
// and the public /diksha-lab page shows the completion rate the office computes, not a fixed 95%.
// Screenshots at 1280 and 360 px.
import type { Browser, Locator } from 'playwright-core';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminToken, apiRequest, loggedInPage, statistic } from '../support/admin';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';

jest.setTimeout(180_000);

const COUNT = MAX_PAGE_SIZE + 5;
const stamp = Date.now();
/** 'Zz' and Inactive: these sort after every other course and trainee, so the last one is on the last page. */
const courseTitle = (i: number) => `Zz Paging Course ${stamp} ${String(i).padStart(3, '0')}`;
const teacherName = (i: number) => `Zz Paging Teacher ${stamp} ${String(i).padStart(3, '0')}`;

let browser: Browser;
let token = '';
const created: string[] = [];

/** Posts `count` records, a few at a time, and remembers where to delete each. */
async function createMany(
  path: string,
  recordPath: string,
  body: (i: number) => Record<string, unknown>,
): Promise<void> {
  for (let i = 0; i < COUNT; i += 10) {
    const batch = Array.from({ length: Math.min(10, COUNT - i) }, (_, k) =>
      apiRequest<{ id: string }>('POST', path, body(i + k), token),
    );
    for (const record of await Promise.all(batch)) created.push(`${recordPath}/${record.id}`);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  await createMany('/api/admin/diksha-lab/course', '/api/admin/diksha-lab/course', (i) => ({
    title: courseTitle(i),
    description: 'Paged on the server.',
    duration: 2,
    status: 'Inactive',
  }));
  await createMany('/api/admin/diksha-lab/trainee', '/api/admin/diksha-lab/trainee', (i) => ({
    teacherName: teacherName(i),
    employeeId: `PAGING-${stamp}-${i}`,
    totalHours: 10,
    completedCourses: 1,
    progress: 10,
    certificates: ['Paging'],
  }));
});
afterAll(async () => {
  for (let i = 0; i < created.length; i += 10)
    await Promise.all(created.slice(i, i + 10).map((path) => apiRequest('DELETE', path, undefined, token)));
  await browser?.close();
});

/** Goes to the last page of the pager inside `section` and waits for `text` there. */
async function lastPageShows(section: Locator, text: string): Promise<void> {
  await section.locator('.ant-pagination-item').last().click();
  await section.getByText(text, { exact: true }).waitFor();
}

describe('Diksha Lab Management pages on the server', () => {
  it.each([1280, 360])('shows the 205th course and trainee record on their last pages at %i px', async (width) => {
    const page = await loggedInPage(browser, width);
    await page.goto(`${baseUrl()}/admin/diksha-lab`);
    await page.getByRole('heading', { name: 'Diksha Lab Management' }).waitFor();
    expect(await statistic(page, 'Active Courses')).toBeGreaterThan(MAX_PAGE_SIZE);

    const courses = page.getByRole('region', { name: 'Training Courses' });
    await courses.getByTestId('course-card').first().waitFor();
    await lastPageShows(courses, courseTitle(COUNT - 1));
    expect(await courses.getByText(courseTitle(0), { exact: true }).count()).toBe(0);

    const trainees = page.getByRole('region', { name: 'Trainee Records' });
    await trainees.getByTestId('trainee-card').first().waitFor();
    await lastPageShows(trainees, teacherName(COUNT - 1));
    await trainees
      .getByTestId('trainee-card')
      .filter({ hasText: teacherName(COUNT - 1) })
      .scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, `admin-diksha-last-page-${width}`);
    await page.context().close();
  });
});

describe('the public Diksha Lab page', () => {
  it.each([1280, 360])('shows the completion rate the office computes at %i px, not a fixed 95%%', async (width) => {
    const office = await fetch(`${baseUrl()}/api/admin/diksha-lab/summary`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { completionRate } = ((await office.json()) as { data: { completionRate: number } }).data;
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${baseUrl()}/diksha-lab`);
    const figures = page.getByRole('region', { name: 'The Diksha Lab in figures' });
    const rate = figures.locator('li').filter({ hasText: 'Completion Rate' });
    await rate.waitFor();
    expect(await rate.innerText()).toMatch(new RegExp(`^${completionRate}%\\s+Completion Rate$`));
    if (completionRate !== 95) expect(await figures.getByText('95%').count()).toBe(0);
    await screenshot(page, `public-diksha-figures-${width}`);
    await page.close();
  });
});
