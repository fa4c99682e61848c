// Issue 32 item 1: the office changes the institute's own content in the back office. An
// administrator changes the phone number and the Principal's message on the 'Site settings'
// screen and saves (which publishes it); the public site shows both at once: in the server's
// HTML of the home page in three languages, and in the running page a visitor opens.
import type { Page } from 'playwright-core';
import { adminSession, adminToken, apiRequest, publicJson } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';

let page: Page;
adminSession((signedIn) => (page = signedIn));

const PHONE = '+91 1639 250 299';
const MESSAGE = 'We welcome every teacher of the district to our new Diksha Lab batches this winter.';

interface Site {
  phone: string;
  principal: { message: string[] };
  hero: { headline: string; subline: string };
}
let before: Site;

beforeAll(async () => {
  before = (await publicJson<{ data: Site }>('/api/site')).data;
});
// The settings as they were, for the suites that follow.
afterAll(async () => {
  await apiRequest(
    'PUT',
    '/api/admin/site-settings',
    { phone: before.phone, principal: { message: before.principal.message }, hero: before.hero },
    await adminToken(),
  );
});

it("shows the phone number and the Principal's message the office changes, on the public site at once", async () => {
  await page.goto(`${baseUrl()}/admin/site-settings`);
  await page.getByRole('heading', { name: 'Site settings' }).waitFor();
  const phone = page.getByLabel('Phone', { exact: true });
  await phone.fill(PHONE);
  await page.getByRole('tab', { name: 'Principal' }).click();
  await page.getByLabel('Message paragraph 1', { exact: true }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Site settings saved successfully!').waitFor();
  await screenshot(page, 'admin-site-settings');

  // Before any script: the server's page carries the new phone in its footer, in every language.
  for (const path of ['/', '/pa/', '/hi/']) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect([path, html.includes(PHONE)]).toEqual([path, true]);
  }
  expect((await publicJson<{ data: Site }>('/api/site')).data.principal.message[0]).toBe(MESSAGE);

  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(`${baseUrl()}/`);
  await visitor.getByRole('contentinfo').getByText(PHONE).waitFor();
  await visitor.getByRole('button', { name: "Principal's Message" }).click();
  await visitor.getByText(MESSAGE).waitFor();
  await screenshot(visitor, 'public-site-settings-principal');
  await visitor.close();
});

it('previews a draft of the settings on the home page, while visitors keep the published ones', async () => {
  const HEADLINE = 'A headline still in draft';
  await apiRequest(
    'PUT',
    '/api/admin/site-settings',
    { hero: { headline: HEADLINE }, publishState: 'draft' },
    await adminToken(),
  );
  await page.goto(`${baseUrl()}/preview/site-settings`);
  await page.getByTestId('preview-banner').waitFor();
  await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  expect(await page.getByTestId('preview-state').textContent()).toBe('Draft');
  await screenshot(page, 'preview-site-settings');
  expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain(HEADLINE);
  expect((await publicJson<{ data: Site }>('/api/site')).data.hero.headline).toBe(before.hero.headline);
});
