// Tenders and RTI end to end (ARCHITECTURE.md 11.4): the office adds a tender through its form (a
// closing date and time, IST) and a corrigendum that names it; a visitor sees the tender on
// /tenders with its closing time, the corrigendum with its PDF and the 'Corrigendum added' marker,
// and the RSS feed named in the page's head; /rti shows its officers, how to file and the
// disclosures. Both pages pass axe at a phone and a desktop width.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { todayInInstitute } from '@diet/contracts/limits';
import { adminSession, adminToken, apiRequest, chooseOption, publicJson } from '../support/admin';
import { baseUrl, screenshot } from '../support/browser';
import { ROOT } from '../support/server';
import { expectToast } from '../support/toasts';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const day = (days: number) => new Date(Date.parse(todayInInstitute()) + days * 86_400_000).toISOString().slice(0, 10);
const reference = `E2E/TENDER/${Date.now()}`;
const title = 'Supply of two classroom projectors';

let page: Page;
adminSession((signedIn) => (page = signedIn));

/** A visitor's page at `width`, with the CSP bypassed for the axe script the test injects. */
async function visit(path: string, width: number): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const visitor = await context.newPage();
  await visitor.goto(`${baseUrl()}${path}`);
  return visitor;
}

async function noSeriousAxeIssue(visitor: Page): Promise<void> {
  await visitor.addScriptTag({ content: AXE });
  const violations = await visitor.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);
  const [scroll, inner] = await visitor.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

it('adds a tender with its closing time through the form, with the rules of its definition', async () => {
  await page.goto(`${baseUrl()}/admin/tenders`);
  await page.getByRole('heading', { name: 'Tenders' }).first().waitFor();
  await page.getByRole('button', { name: /Add Tender/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.getByText('Reference number is required').waitFor();
  await dialog.getByText('Closing time is required').waitFor();
  await dialog.getByLabel('Reference number').fill(reference);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Two projectors with screens for the D.El.Ed classrooms.');
  await dialog.getByLabel('Publish date').fill(day(-1));
  await dialog.getByLabel('Closing date and time (IST)').fill(`${day(10)}T15:00`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Tender added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  await page
    .locator('tbody tr')
    .filter({ hasText: reference })
    .getByText(/3:00 pm IST/i)
    .waitFor();
  await screenshot(page, 'admin-tenders-1280');
});

it('adds a corrigendum that names the tender, on the corrigenda screen', async () => {
  await page.goto(`${baseUrl()}/admin/tender-corrigenda`);
  await page.getByRole('heading', { name: 'Tender Corrigenda' }).waitFor();
  await page.getByRole('button', { name: /Add Corrigendum/ }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(page, dialog, 'Tender', `${reference} ${title}`);
  await dialog.getByLabel('Title', { exact: true }).fill('Corrigendum 1: closing date extended');
  await dialog.getByLabel('Date', { exact: true }).fill(day(0));
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'corrigendum-1.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Corrigendum added successfully!');
  await dialog.waitFor({ state: 'hidden' });
  // The table names the tender, not its id.
  await page
    .locator('tbody tr')
    .filter({ hasText: 'Corrigendum 1: closing date extended' })
    .getByText(reference)
    .waitFor();
  await screenshot(page, 'admin-tender-corrigenda-1280');
});

it.each([1280, 360])(
  'shows visitors the tender on /tenders at %i px: closing time in IST, the corrigendum and its marker, the feed in the head',
  async (width) => {
    const visitor = await visit('/tenders', width);
    try {
      await visitor.getByRole('heading', { name: 'Tenders', level: 1 }).waitFor();
      // The server's page carries the heading at once; the page's own title is set as the app takes it over.
      await visitor.waitForFunction((title) => document.title.includes(title), 'Tenders');
      await visitor.locator('head link[rel="alternate"][type="application/rss+xml"]').waitFor({ state: 'attached' });
      expect(await visitor.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
        '/rss/tenders.xml',
      );
      await visitor.getByLabel('Search tenders').fill(reference);
      const card = visitor.getByTestId('tender').filter({ hasText: reference });
      await card.waitFor();
      await card.getByText('Corrigendum added', { exact: true }).waitFor();
      await card.getByText(/, 3:00 PM IST$/).waitFor();
      const download = card.getByRole('link', { name: /Download PDF: Corrigendum 1/ });
      expect(await download.innerText()).toBe('Download PDF (1 KB)');
      await noSeriousAxeIssue(visitor);
      await screenshot(visitor, `public-tenders-${width}`);
      await visitor
        .getByRole('navigation', { name: 'Open tenders or the archive' })
        .getByRole('link', { name: 'Archive' })
        .click();
      await visitor.getByRole('heading', { name: 'Closed tenders' }).waitFor();
      await visitor.getByLabel('Search tenders').fill('');
      await visitor.getByTestId('tender').first().waitFor();
      await screenshot(visitor, `public-tenders-archive-${width}`);
    } finally {
      await visitor.context().close();
    }
  },
);

it.each([1280, 360])(
  'shows /rti at %i px: the officers, how to file with the fee, the disclosures by clause',
  async (width) => {
    const visitor = await visit('/rti', width);
    try {
      await visitor.getByRole('heading', { name: 'Right to Information', level: 1 }).waitFor();
      // The server's page carries the heading at once; the page's own title is set as the app takes it over.
      await visitor.waitForFunction((title) => document.title.includes(title), 'Right to Information');
      const officers = await publicJson<{ data: { name: string }[] }>('/api/rti-officers');
      expect(officers.data.length).toBeGreaterThan(0);
      await visitor.getByRole('heading', { name: officers.data[0].name }).waitFor();
      await visitor.getByText('Public Information Officer', { exact: true }).first().waitFor();
      await visitor.getByRole('heading', { name: 'How to file a request' }).waitFor();
      await visitor.getByText('Application fee: Rs 10', { exact: true }).waitFor();
      await visitor.getByRole('heading', { name: 'Proactive disclosures under section 4(1)(b)' }).waitFor();
      const disclosures = await publicJson<{ data: { title: string }[] }>('/api/rti');
      if (disclosures.data.length > 0)
        await visitor.getByRole('heading', { name: disclosures.data[0].title }).waitFor();
      // An officer's e-mail address, in a card a quarter of the page wide, breaks after its '@' or
      // before a dot if at all, never inside a word; and is read as the one address it is.
      const email = visitor.locator('a[href^="mailto:"]').first();
      const address = (await email.getAttribute('href'))!.slice('mailto:'.length);
      await visitor.getByRole('link', { name: address, exact: true }).first().waitFor();
      const linesOfParts = await email.evaluate((link) =>
        [...link.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((text) => {
            const range = document.createRange();
            range.selectNodeContents(text);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
      );
      expect(linesOfParts.length).toBeGreaterThan(1);
      expect(linesOfParts.every((lines) => lines === 1)).toBe(true);
      await noSeriousAxeIssue(visitor);
      await screenshot(visitor, `public-rti-${width}`);
    } finally {
      await visitor.context().close();
    }
  },
);

afterAll(async () => {
  const token = await adminToken();
  const found = await publicJson<{ data: { id: string }[] }>(`/api/tenders?q=${encodeURIComponent(reference)}`);
  for (const tender of found.data) await apiRequest('DELETE', `/api/admin/tenders/${tender.id}`, undefined, token);
});
