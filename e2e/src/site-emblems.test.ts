// Issue 20, GIGW 3.0 identity: the office uploads the state emblem in the back office; every
// public page's header then shows it before the institute's name, described for screen readers,
// in the server's HTML before any script runs and in the running app, without moving the header.
import type { Page } from 'playwright-core';
import { illustrationPng } from '../../backend/src/common/media/illustration';
import { adminSession, adminToken, apiRequest, chooseOption } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';

let page: Page;
adminSession((signedIn) => (page = signedIn));

const DESCRIPTION = 'Emblem of the Government of Punjab';
/** A stand-in picture: the real artwork is the department's, uploaded by the office. */
const ARTWORK = illustrationPng(96, 96, 2, 'portrait');

/** The header as shipped, without a picture: before this test (another suite's record may hold a position) and after it (for the suites that follow). */
async function clearEmblems(): Promise<void> {
  const token = await adminToken();
  // The office's list: a draft holds its position too.
  const { data } = (await (
    await fetch(`${baseUrl()}/api/admin/site-emblems`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: string }[] };
  for (const { id } of data) await apiRequest('DELETE', `/api/admin/site-emblems/${id}`, undefined, token);
}
beforeAll(clearEmblems);
afterAll(clearEmblems);

it('shows the emblem the office uploads in the header of every public page', async () => {
  await page.goto(`${baseUrl()}/admin/site-emblems`);
  await page.getByRole('heading', { name: 'Emblem and logo in the site header' }).waitFor();
  await page.getByRole('button', { name: /Add/ }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog, 'Position', 'State emblem');
  await dialog.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'emblem.png', mimeType: 'image/png', buffer: ARTWORK });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(DESCRIPTION, { exact: true }).first().waitFor();
  await screenshot(page, 'gigw-admin-emblem');

  // Before any script: the server's page carries the picture and its description (English where no translation is given).
  for (const path of ['/', '/notices', '/pa/']) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(html).toMatch(new RegExp(`<img [^>]*alt="${DESCRIPTION}"`));
  }

  for (const width of [375, 1280]) {
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width, height: 800 } });
    await visitor.goto(`${baseUrl()}/notices`);
    const emblem = visitor.getByRole('banner').getByRole('img', { name: DESCRIPTION });
    await emblem.waitFor();
    await visitor.waitForFunction(() => {
      const img = document.querySelector('header img') as HTMLImageElement | null;
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    const box = await emblem.boundingBox();
    expect([box?.width, box?.height]).toEqual([40, 40]);
    await visitor
      .getByTestId('splash')
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await screenshot(visitor, `gigw-header-emblem-${width}`);
    await visitor.close();
  }
});
