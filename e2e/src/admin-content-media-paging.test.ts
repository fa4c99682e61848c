// Staff and gallery in the office past 200 records: both screens page on the server (they loaded
// the first 200 and stopped), and a staff member moves across a page boundary.
import type { Page } from 'playwright-core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminSession, adminToken, apiRequest, eventually, PNG, publicJson } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';

let page: Page;
adminSession((signedIn) => (page = signedIn));

const BULK = MAX_PAGE_SIZE + 5;
const pad = (n: number) => String(n).padStart(3, '0');
type Listed = { meta: { total: number }; data: { id: string; name: string }[] };

function withImage(fields: Record<string, string>, part: string): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(part, new Blob([PNG], { type: 'image/png' }), 'bulk.png');
  return body;
}

/** Adds `count` records, runs `check`, and deletes them again so other tests see the demo data. */
async function withBulk(
  path: string,
  count: number,
  record: (i: number) => FormData,
  check: () => Promise<void>,
): Promise<void> {
  const token = await adminToken();
  const ids: string[] = [];
  try {
    for (let i = 0; i < count; i++)
      ids.push((await apiRequest<{ id: string }>('POST', `/api/admin/${path}`, record(i), token)).id);
    await check();
  } finally {
    for (const id of ids) await apiRequest('DELETE', `/api/admin/${path}/${id}`, undefined, token);
  }
}

/** Opens the screen's last page and waits for the cards the server counts there. */
async function lastPage(path: string, heading: string, testId: string): Promise<number> {
  const total = (await publicJson<Listed>(`/api/${path}?pageSize=1`)).meta.total;
  const pages = Math.ceil(total / DEFAULT_PAGE_SIZE);
  await page.goto(`${baseUrl()}/admin/${path}`);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByTitle(String(pages), { exact: true }).click();
  await page.locator('.ant-pagination-item-active').getByText(String(pages), { exact: true }).waitFor();
  await page.waitForFunction(([id, n]) => document.querySelectorAll(`[data-testid="${id}"]`).length === n, [
    testId,
    total - (pages - 1) * DEFAULT_PAGE_SIZE,
  ] as const);
  return pages;
}

it('pages Staff Management past 200 members and moves one across a page boundary', async () => {
  const member = (i: number) =>
    withImage({ name: `Bulk Member ${pad(i)}`, designation: 'Lecturer', subject: 'Maths' }, 'photo');
  await withBulk('staff', BULK, member, async () => {
    await lastPage('staff', 'Staff Management', 'staff-card');
    const cards = page.getByTestId('staff-card');
    await cards
      .last()
      .getByText(`Bulk Member ${pad(BULK - 1)}`)
      .waitFor();
    await screenshot(page, 'admin-staff-last-page');

    // The first member of the last page goes up: it swaps with the last of the page before.
    const order = async () =>
      (await publicJson<Listed>(`/api/staff?pageSize=${MAX_PAGE_SIZE}&page=2`)).data.map((m) => m.name);
    const first = (await cards.first().getByRole('heading').innerText()).trim();
    const before = [
      ...(await publicJson<Listed>(`/api/staff?pageSize=${MAX_PAGE_SIZE}`)).data,
      ...(await publicJson<Listed>(`/api/staff?pageSize=${MAX_PAGE_SIZE}&page=2`)).data,
    ].map((m) => m.name);
    const at = before.indexOf(first);
    expect(at % DEFAULT_PAGE_SIZE).toBe(0);
    await page.getByRole('button', { name: `Move ${first} up` }).click();
    const moved = [...before];
    [moved[at - 1], moved[at]] = [moved[at], moved[at - 1]];
    const all = async () => [
      ...(await publicJson<Listed>(`/api/staff?pageSize=${MAX_PAGE_SIZE}`)).data.map((m) => m.name),
      ...(await order()),
    ];
    expect(await eventually(all, (now) => now.join('|') === moved.join('|'))).toEqual(moved);
    // This page now starts with the one who was above it.
    await cards
      .first()
      .getByRole('heading', { name: before[at - 1] })
      .waitFor();
  });
});

it('pages Gallery Management past 200 images', async () => {
  const picture = (i: number) =>
    withImage({ title: `Bulk Picture ${pad(i)}`, category: 'Events', date: '2001-01-01' }, 'image');
  await withBulk('gallery', BULK, picture, async () => {
    await lastPage('gallery', 'Gallery Management', 'gallery-card');
    // The oldest come last: the bulk pictures, dated 2001.
    await page
      .getByTestId('gallery-card')
      .last()
      .getByText(/Bulk Picture/)
      .waitFor();
    await screenshot(page, 'admin-gallery-last-page');
  });
});
