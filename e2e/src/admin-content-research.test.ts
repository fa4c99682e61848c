// Research Management in the running product: validation, add with a file, Read More, edit
// keeping the file, the public list follows, delete after confirmation; screenshots.
import type { Page } from 'playwright-core';
import { VALIDATION } from '@diet/contracts/messages';
import { CONFIRM_DELETE } from '@diet/contracts/toasts';
import {
  adminSession,
  chooseOption,
  confirmDeletion,
  eventually,
  PNG,
  publicJson,
  screenshotBothWidths,
  seenByVisitor,
} from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';

let page: Page;
adminSession((signedIn) => (page = signedIn));

type PaperList = { data: { title: string; file: string; status: string }[] };
const title = `E2E Study ${Date.now()}`;

it('adds, reads, edits, shows publicly and deletes a research paper', async () => {
  await page.goto(`${baseUrl()}/admin/research`);
  await page.getByText('Admin Submitted Research Papers').waitFor();
  await page.getByText('User Submitted Research Papers').waitFor();

  await page.getByRole('button', { name: /Add Research Paper/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Year').fill('1999');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText(VALIDATION.researchYearMin).waitFor();
  await dialog.getByText(VALIDATION.researchFileRequired).waitFor();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Author').fill('Dr. S. Kaur');
  await dialog.getByLabel('Year').fill('2023');
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Activity-based learning in rural primary schools of Faridkot.');
  await chooseOption(page, dialog, 'Status', 'Completed');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'study.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByText('Chosen: study.png').waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Research paper added successfully!');
  const added = (await publicJson<PaperList>('/api/research?pageSize=200')).data.find((p) => p.title === title);
  await seenByVisitor(page, '/research', (visitor) => visitor.getByText(title, { exact: true }), {
    label: 'Search by title or author',
    text: title,
  });
  expect(added?.file).toBeTruthy();

  const card = page.getByTestId('research-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Read More' }).click();
  await page.getByText('Activity-based learning in rural primary schools of Faridkot.').waitFor();
  await screenshot(page, 'admin-content-research-detail-1280');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await page.getByText('Activity-based learning in rural primary schools of Faridkot.').waitFor({ state: 'hidden' });

  await card.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
  await page.getByRole('dialog').getByLabel('Author').fill('Dr. Simran Kaur');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Research paper updated successfully!');
  const edited = (await publicJson<PaperList>('/api/research?pageSize=200')).data.find(
    (p) => p.title === title,
  ) as unknown as { author: string; file: string };
  expect(edited.author).toBe('Dr. Simran Kaur');
  expect(edited.file).toBe(added?.file);

  await screenshotBothWidths(page, 'admin-content-research');

  await page
    .getByTestId('research-card')
    .filter({ hasText: title })
    .getByRole('button', { name: /Delete/ })
    .click();
  await confirmDeletion(page, CONFIRM_DELETE.research);
  await expectToast(page, 'Research paper deleted successfully!');
  expect((await publicJson<PaperList>('/api/research?pageSize=200')).data.some((p) => p.title === title)).toBe(false);
});

it("approves a visitor's proposal so it shows publicly, then disapproves it", async () => {
  const proposal = `E2E Proposal ${Date.now()}`;
  const visitor = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(`${baseUrl()}/research`);
  await visitor.getByRole('button', { name: 'Submit Research Proposal' }).click();
  const form = visitor.getByRole('dialog', { name: 'Submit Research Proposal' });
  await form.getByLabel('Title', { exact: true }).fill(proposal);
  await form.getByLabel('Author Name').fill('E2E Visitor');
  await form.getByLabel('Year').fill('2024');
  await form.getByLabel('Description', { exact: true }).fill('Peer tutoring in upper primary classes.');
  await form.getByLabel('Status').selectOption('Ongoing');
  await form
    .getByLabel(/Research File/)
    .setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await form.getByRole('button', { name: 'Submit Proposal' }).click();
  await expectToast(visitor, 'Research proposal submitted successfully!');
  const isPublic = async () =>
    (await publicJson<PaperList>('/api/research?pageSize=200')).data.some((p) => p.title === proposal);
  expect(await isPublic()).toBe(false);

  await page.goto(`${baseUrl()}/admin/research`);
  const card = page.getByTestId('research-card').filter({ hasText: proposal });
  await card.getByText('Awaiting approval').waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.getByText('Approved').waitFor();
  await card.getByRole('button', { name: 'Disapprove' }).waitFor();
  expect(await eventually(isPublic, Boolean)).toBe(true);
  await visitor.reload();
  await visitor.getByText(proposal).first().waitFor();

  await card.getByRole('button', { name: 'Disapprove' }).click();
  await card.getByText('Awaiting approval').waitFor();
  expect(await eventually(isPublic, (shown) => !shown)).toBe(false);
  await visitor.close();

  await card.getByRole('button', { name: /Delete/ }).click();
  await confirmDeletion(page, CONFIRM_DELETE.research);
  await card.waitFor({ state: 'detached' });
});
