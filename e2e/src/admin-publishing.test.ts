// Drafts, review and publishing in the browser (issue 19 item 3): a contributor adds a notice, which
// is a draft visitors cannot see, and submits it for review; an editor publishes it from the review
// queue; the visitor then finds it on /notices. Screenshots of each step at 1280 and 360 px.
import type { Browser, Page } from 'playwright-core';
import { chooseOption, screenshotBothWidths } from '../support/admin';
import { ADMIN, launchBrowser, screenshot } from '../support/browser';
import { mailedToken } from '../support/outbox';
import { callApi, signedInPage } from '../support/people';
import { startProduct, stopProduct, type RunningProduct } from '../support/server';
import { expectToast } from '../support/toasts';

// Two sign-ins, a form and screenshots at two widths per test, on a loaded machine.
jest.setTimeout(180_000);

let browser: Browser;
let product: RunningProduct;

const PASSWORD = 'Publishing-in-e2e-1';
const stamp = Date.now();
const CONTRIBUTOR = { name: 'Gurpreet Singh', email: `gurpreet.${stamp}@example.org`, role: 'contributor' };
const EDITOR = { name: 'Simran Kaur', email: `simran.${stamp}@example.org`, role: 'editor' };
const TITLE = `Admission counselling ${stamp}`;

const api = <T>(method: string, path: string, body?: object, token?: string) =>
  callApi<T>(product, method, path, body, token);

/** An account of the person's role, ready to sign in with PASSWORD. */
async function account(person: { name: string; email: string; role: string }, adminToken: string): Promise<void> {
  await api('POST', '/api/admin/users', person, adminToken);
  await api('POST', '/api/admin/auth/accept-invite', {
    token: await mailedToken(product.dataDir, person.email, '/admin/accept-invite'),
    password: PASSWORD,
  });
}

const signedIn = (email: string, password: string): Promise<Page> => signedInPage(browser, product, email, password);

const publicTitles = async () =>
  ((await api<{ title: string }[]>('GET', `/api/notices?q=${encodeURIComponent(TITLE)}`)) ?? []).map((n) => n.title);

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  const login = await api<{ token: string }>('POST', '/api/admin/auth/login', ADMIN);
  await account(CONTRIBUTOR, login.token);
  await account(EDITOR, login.token);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  if (product) await stopProduct(product);
});

it('a contributor adds a notice as a draft and submits it for review; visitors do not see it', async () => {
  const page = await signedIn(CONTRIBUTOR.email, PASSWORD);
  await page.goto(`${product.baseUrl}/admin/notices`);
  await page.getByRole('heading', { name: 'Notices and Circulars' }).waitFor();
  await page.getByRole('button', { name: /Add Notice/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
  await chooseOption(page, dialog, 'Category', 'Admission');
  await dialog.getByLabel('Publish date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // A contributor's save is a draft, and says so (issue 39 item 6).
  await expectToast(page, 'Draft saved');
  const row = page.locator('tbody tr').filter({ hasText: TITLE });
  await row.getByText('Draft', { exact: true }).waitFor();
  expect(await publicTitles()).toEqual([]);

  await row.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(page, 'Submitted for review successfully!');
  await row.getByText('In review', { exact: true }).waitFor();
  // A contributor publishes nothing: no such button, and a published notice cannot be edited.
  expect(await row.getByRole('button', { name: 'Publish' }).count()).toBe(0);
  await screenshotBothWidths(page, 'admin-publishing-contributor');
  expect(await publicTitles()).toEqual([]);
  await page.context().close();
});

it('an editor publishes it from the review queue, and the visitor sees it', async () => {
  const page = await signedIn(EDITOR.email, PASSWORD);
  await page.getByRole('link', { name: 'Review queue' }).click();
  await page.getByRole('heading', { name: 'Review Queue (1)' }).waitFor();
  const row = page.locator('tbody tr').filter({ hasText: TITLE });
  await row.getByText('Notice', { exact: true }).waitFor();
  // Who submitted it, and when.
  await row.getByText(new RegExp(`^${CONTRIBUTOR.name}, `)).waitFor();
  await screenshotBothWidths(page, 'admin-review-queue');
  await row.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published successfully!');
  await page.getByRole('heading', { name: 'Review Queue (0)' }).waitFor();
  await page.getByText('Nothing is waiting for review.').waitFor();

  await page.goto(`${product.baseUrl}/admin/notices`);
  await page.locator('tbody tr').filter({ hasText: TITLE }).getByText('Published', { exact: true }).waitFor();
  await page.context().close();

  expect(await publicTitles()).toEqual([TITLE]);
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(`${product.baseUrl}/notices`);
  await visitor.getByLabel('Search notices').fill(TITLE);
  await visitor.getByRole('heading', { name: TITLE }).waitFor();
  await screenshot(visitor, 'public-notice-published');
  await visitor.close();
});
