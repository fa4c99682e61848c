// The back office's governance gaps of issue 19, in the browser: a contributor's draft previewed
// on the public page as visitors will see it (an anonymous visitor at the same address gets no
// draft); the review queue's count in the menu following submit, send back and publish; and a role
// changed by an administrator reaching the person's menu and buttons without a new sign-in (two
// browser contexts); a draft corrigendum previewed on /tenders, inside its published tender, and a
// draft RTI officer on /rti (types shown on another type's page). Screenshots at 1280 and 360 px.
import type { Locator, Page } from 'playwright-core';
import { PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { chooseOption, eventually, screenshotBothWidths } from '../support/admin';
import { ADMIN, screenshot } from '../support/browser';
import { ownProductAndBrowser } from '../support/own-product';
import { adminSignIn, callApi, invitedPerson, PERSON_PASSWORD, signedInPage } from '../support/people';
import { expectToast } from '../support/toasts';

// Several sign-ins and screenshots at two widths per test, on a loaded machine.
jest.setTimeout(180_000);

const own = ownProductAndBrowser();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const TITLE = `Timetable of the practice teaching ${Date.now()}`;
let draftId = '';
let contributor = { id: '', email: '' };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });

/** Saves the open form as a draft: its row in the list, marked Draft. */
async function saveDraft(page: Page, rowText: string): Promise<Locator> {
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, PUBLISHING_TOASTS.draftSaved);
  const row = page.locator('tbody tr').filter({ hasText: rowText });
  await row.getByText('Draft', { exact: true }).waitFor();
  return row;
}

/** The row's Preview: the public page in the new tab it opens (with the signed-in session), under its banner. */
async function openPreview(page: Page, row: Locator): Promise<{ preview: Page; banner: Locator }> {
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: /Preview/ }).click(),
  ]);
  await preview.setViewportSize({ width: 1280, height: 900 });
  const banner = preview.getByRole('complementary', { name: 'Preview: this item is not public yet' });
  await banner.waitFor();
  return { preview, banner };
}
/** Another window was used and this one gets the focus back (what the back office reads again on). */
const focusAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
const tokenOf = async (email: string) =>
  (
    await callApi<{ token: string }>(own.product(), 'POST', '/api/admin/auth/login', {
      email,
      password: PERSON_PASSWORD,
    })
  ).token;

describe('preview, review count and live roles', () => {
  beforeAll(async () => {
    contributor = await invitedPerson(own.product(), 'contributor', 'Harpreet Kaur');
  });

  it('a contributor previews a draft on the public notices page, under the banner; a visitor at that address gets no draft', async () => {
    const page = await signedInPage(own.browser(), own.product(), contributor.email);
    await page.goto(`${own.product().baseUrl}/admin/notices`);
    await page.getByRole('button', { name: /Add Notice/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await chooseOption(page, dialog, 'Category', 'Examination');
    await dialog.getByLabel('Publish date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const row = await saveDraft(page, TITLE);

    // Preview opens the public page in a new tab, with the signed-in session.
    const { preview, banner } = await openPreview(page, row);
    expect(await banner.getByTestId('preview-state').innerText()).toBe('Draft');
    const address = new URL(preview.url());
    expect(address.pathname).toMatch(/^\/preview\/notice\/[0-9a-f-]{36}$/);
    draftId = address.pathname.split('/').at(-1)!;
    expect(address.searchParams.get('id')).toBe(draftId);
    // The notices page's own components: the draft opened in its dialog, and in its place in the list.
    await preview.getByRole('dialog').getByRole('heading', { name: TITLE }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await screenshotBothWidths(preview, 'admin-preview-notice-dialog');
    await preview.getByRole('button', { name: /close/i }).first().click();
    await preview.getByTestId('content-list').getByRole('heading', { name: TITLE }).waitFor();
    await screenshotBothWidths(preview, 'admin-preview-notice-list');

    // An anonymous visitor at the very same address: no draft, a plain statement.
    const visitor = await (await own.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const response = await visitor.goto(address.toString());
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await visitor.getByText('This preview is for signed-in staff of the institute.').waitFor();
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    await screenshot(visitor, 'admin-preview-anonymous');
    // And the public page, after the preview was read: still without it.
    await visitor.goto(`${own.product().baseUrl}/notices`);
    await visitor.getByTestId('content-list').waitFor();
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    await visitor.context().close();

    // In Punjabi, the same preview speaks Punjabi.
    await preview.goto(`${own.product().baseUrl}/pa${address.pathname}${address.search}`);
    await preview.getByRole('complementary', { name: 'ਝਲਕ: ਇਹ ਆਈਟਮ ਅਜੇ ਜਨਤਕ ਨਹੀਂ ਹੈ' }).waitFor();
    await screenshot(preview, 'admin-preview-notice-pa');
    await page.context().close();
  });

  it('a contributor previews a draft corrigendum on /tenders, inside its published tender, under the banner', async () => {
    const reference = `E2E/PREVIEW/${Date.now()}`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const closing = `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T15:00`;
    const tender = {
      referenceNumber: reference,
      title: 'Supply of science kits',
      publishDate: yesterday,
      closingAt: closing,
    };
    await callApi(own.product(), 'POST', '/api/admin/tenders', tender, await adminSignIn(own.product()));
    const page = await signedInPage(own.browser(), own.product(), contributor.email);
    await page.goto(`${own.product().baseUrl}/admin/tender-corrigenda`);
    await page.getByRole('button', { name: /Add Corrigendum/ }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog, 'Tender', `${reference} Supply of science kits`);
    await dialog.getByLabel('Title', { exact: true }).fill('Corrigendum: closing date extended');
    await dialog.getByLabel('Date', { exact: true }).fill(yesterday);
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'corrigendum.pdf', mimeType: 'application/pdf', buffer: PDF });
    const row = await saveDraft(page, 'Corrigendum: closing date extended');

    const { preview } = await openPreview(page, row);
    expect(new URL(preview.url()).pathname).toMatch(/^\/preview\/corrigendum\/[0-9a-f-]{36}$/);
    // The tenders page's own card, the draft corrigendum in it with its marker.
    await preview.getByRole('heading', { name: 'Tenders', level: 1 }).waitFor();
    const card = preview.getByTestId('tender').filter({ hasText: reference });
    await card.getByRole('link', { name: /Download PDF: Corrigendum: closing date extended/ }).waitFor();
    await card.getByText('Corrigendum added', { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshotBothWidths(preview, 'admin-preview-corrigendum');

    // Visitors' /tenders: the tender without it.
    const visitor = await (await own.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${own.product().baseUrl}/tenders`);
    const publicCard = visitor.getByTestId('tender').filter({ hasText: reference });
    await publicCard.waitFor();
    expect(await publicCard.getByText('Corrigendum: closing date extended').count()).toBe(0);
    expect(await publicCard.getByText('Corrigendum added', { exact: true }).count()).toBe(0);
    await visitor.context().close();
    await page.context().close();
  });

  it('a contributor previews a draft RTI officer on /rti, among the published officers, under the banner', async () => {
    const name = `Gurmeet Singh ${Date.now()}`;
    const page = await signedInPage(own.browser(), own.product(), contributor.email);
    await page.goto(`${own.product().baseUrl}/admin/rti-officers`);
    await page.getByRole('button', { name: /Add RTI officer/ }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog, 'Role', 'First Appellate Authority');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Designation', { exact: true }).fill('Principal');
    const row = await saveDraft(page, name);

    const { preview } = await openPreview(page, row);
    expect(new URL(preview.url()).pathname).toMatch(/^\/preview\/rtiOfficer\/[0-9a-f-]{36}$/);
    // The disclosures' page, the draft officer among the officers a request goes to.
    await preview.getByRole('heading', { level: 1 }).first().waitFor();
    const officer = preview.getByText(name, { exact: true });
    await officer.waitFor();
    await officer.scrollIntoViewIfNeeded();
    await screenshotBothWidths(preview, 'admin-preview-rti-officer');

    // Visitors' /rti: the published officers, without the draft.
    const visitor = await (await own.browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(`${own.product().baseUrl}/rti`);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.getByText('Public Information Officer', { exact: true }).first().waitFor();
    expect(await visitor.getByText(name).count()).toBe(0);
    await visitor.context().close();
    await page.context().close();
  });

  it("shows an editor the review queue's count in the menu, following submit, send back and publish", async () => {
    const editor = await invitedPerson(own.product(), 'editor', 'Manpreet Singh');
    const page = await signedInPage(own.browser(), own.product(), editor.email);
    const review = (n: number) => menu(page).getByRole('link', { name: `Review queue, ${n} waiting` });
    await review(0).waitFor();

    // The contributor submits (elsewhere): the editor's menu counts it once this window is used again.
    const writer = await tokenOf(contributor.email);
    await callApi(own.product(), 'POST', `/api/admin/notices/${draftId}/submit`, {}, writer);
    await focusAgain(page);
    await review(1).waitFor();
    await screenshotBothWidths(page, 'admin-review-count');

    // The editor's own actions count at once.
    await review(1).click();
    const row = page.locator('tbody tr').filter({ hasText: TITLE });
    await row.getByRole('button', { name: 'Send back' }).click();
    // A send-back asks the author's reason (issue 39 item 6).
    const sendBack = page.getByRole('dialog', { name: 'Send back to the author' });
    await sendBack.getByLabel('Reason').fill('Add the venue.');
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await review(0).waitFor();
    await callApi(own.product(), 'POST', `/api/admin/notices/${draftId}/submit`, {}, writer);
    await focusAgain(page);
    await review(1).waitFor();
    await page.reload();
    await row.getByRole('button', { name: 'Publish' }).click();
    await review(0).waitFor();
    await page.context().close();
  });

  it("a role changed by an administrator reaches the person's menu and buttons without a new sign-in; disabling signs them out", async () => {
    const person = await invitedPerson(own.product(), 'editor', 'Jaspreet Kaur');
    const theirs = await signedInPage(own.browser(), own.product(), person.email);
    await theirs.goto(`${own.product().baseUrl}/admin/library`);
    await theirs.getByRole('heading', { name: 'Library Management' }).waitFor();
    await menu(theirs)
      .getByRole('link', { name: /^Review queue/ })
      .waitFor();
    await theirs
      .getByRole('button', { name: /Delete/ })
      .first()
      .waitFor();

    // The administrator, in a browser of their own, makes them a contributor on the Accounts screen.
    const admin = await signedInPage(own.browser(), own.product(), ADMIN.email, ADMIN.password);
    await admin.goto(`${own.product().baseUrl}/admin/accounts`);
    const accountRow = admin.locator('tbody tr').filter({ hasText: person.email });
    await chooseOption(admin, accountRow, 'Role of Jaspreet Kaur', 'Contributor');
    await expectToast(admin, 'Account updated successfully!');

    // Their next use of the window: the menu and the buttons are a contributor's.
    await focusAgain(theirs);
    await eventually(
      () =>
        menu(theirs)
          .getByRole('link', { name: /^Review queue/ })
          .count(),
      (n) => n === 0,
    );
    await eventually(
      () => theirs.getByRole('button', { name: /Delete/ }).count(),
      (n) => n === 0,
    );
    await menu(theirs).getByRole('link', { name: 'Library' }).waitFor();
    await screenshotBothWidths(theirs, 'admin-role-changed-live');
    expect(await theirs.evaluate(() => JSON.parse(localStorage.getItem('adminUser') ?? '{}').role)).toBe('contributor');

    // Disabled: their next action ends the session.
    await callApi(
      own.product(),
      'PATCH',
      `/api/admin/users/${person.id}`,
      { disabled: true },
      await adminSignIn(own.product()),
    );
    await focusAgain(theirs);
    await theirs.waitForURL((url) => url.pathname === '/admin/login');
    await admin.context().close();
    await theirs.context().close();
  });
});
