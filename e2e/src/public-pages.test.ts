// Every other public route, driven at a phone and a desktop width: key texts, each filter
// changing the results, the gallery lightbox, the newsletter and proposal forms, the fixed seed
// defects ('Enroll Now', 'Read full', brochure), axe-core with no serious or critical violation,
// no sideways scrolling, and a screenshot of each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from '../support/browser';
import { expectToast } from '../support/toasts';
import { ROOT } from '../support/server';

const AXE = readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width: number): Promise<Page> {
  // bypassCSP: the product's CSP (rightly) refuses the inline axe script the test injects.
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page
    .getByTestId('splash')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return page;
}

async function checkPage(page: Page, name: string): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  expect(violations).toEqual([]);
  await screenshot(page, name);
}

async function api<T = { data: unknown[]; meta: { total: number } }>(path: string): Promise<T> {
  return (await fetch(`${baseUrl()}/api/${path}`)).json() as Promise<T>;
}

describe.each([360, 1280])('public routes at %i px', (width) => {
  it('about, staff, infrastructure and the 404 page show their key texts', async () => {
    const page = await open('/about', width);
    for (const text of [
      'Mission',
      'Vision',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Innovation',
      'Diksha Lab Launch',
      'Graduates',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await checkPage(page, `public-about-${width}`);

    await page.goto(`${baseUrl()}/staff`);
    const staff = await api<{ data: { name: string }[] }>('staff');
    await page.getByText(staff.data[0].name, { exact: true }).first().waitFor();
    expect(await page.getByTestId('content-list').getAttribute('data-layout')).toBe(
      staff.data.length > 3 ? 'scroll' : 'grid',
    );
    for (const text of ['Educational Administration', 'Arts Education', 'Number of students'])
      await page.getByText(text, { exact: true }).first().waitFor();
    await checkPage(page, `public-staff-${width}`);

    await page.goto(`${baseUrl()}/infrastructure`);
    for (const text of [
      'Administrative Block',
      'Computer Laboratory',
      'Central Library',
      'Lecture Halls',
      'Science Laboratory',
      'Wi-Fi',
      '24/7 Security',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    const brochure = await page.getByRole('link', { name: /Download Brochure/ }).getAttribute('href');
    expect((await fetch(`${baseUrl()}${brochure}`)).status).toBe(200);
    await checkPage(page, `public-infrastructure-${width}`);

    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('library, results and study materials: each filter changes the results', async () => {
    const page = await open('/library', width);
    const all = await api('library');
    await page.getByText(`${all.meta.total} books found`, { exact: true }).waitFor();
    const science = await api('library?subject=Science');
    await page.getByLabel('Subject', { exact: true }).selectOption('Science');
    await page
      .getByText(science.meta.total ? `${science.meta.total} books found` : 'No books found matching your criteria.', {
        exact: true,
      })
      .waitFor();
    const out = await api('library?subject=Science&available=false');
    await page.getByLabel('Availability').selectOption('false');
    await page
      .getByText(out.meta.total ? `${out.meta.total} books found` : 'No books found matching your criteria.', {
        exact: true,
      })
      .waitFor();
    await checkPage(page, `public-library-${width}`);

    await page.goto(`${baseUrl()}/results`);
    const results = await api('results');
    await page.getByText(`${results.meta.total} results found`, { exact: true }).waitFor();
    const bed = await api('results?course=B.Ed');
    await page.getByLabel('Course', { exact: true }).selectOption('B.Ed');
    await page
      .getByText(bed.meta.total ? `${bed.meta.total} results found` : 'No results found matching your criteria.', {
        exact: true,
      })
      .waitFor();
    await checkPage(page, `public-results-${width}`);

    await page.goto(`${baseUrl()}/study-material`);
    const materials = await api('study-material');
    await page.getByText(`${materials.meta.total} materials found`, { exact: true }).waitFor();
    const notes = await api('study-material?type=Notes');
    await page.getByLabel('Type').selectOption('Notes');
    await page
      .getByText(
        notes.meta.total ? `${notes.meta.total} materials found` : 'No study materials found matching your criteria.',
        { exact: true },
      )
      .waitFor();
    const link = page.getByRole('link', { name: /^Download/ }).first();
    if (notes.meta.total) {
      const response = await fetch(`${baseUrl()}${await link.getAttribute('href')}`);
      expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    }
    await checkPage(page, `public-study-material-${width}`);
    await page.context().close();
  });

  it('research: status filter, the proposal modal with its errors, Esc and success', async () => {
    const page = await open('/research', width);
    const all = await api('research');
    await page.getByText(`${all.meta.total} papers found`, { exact: true }).waitFor();
    const ongoing = await api('research?status=Ongoing');
    await page.getByLabel('Status').selectOption('Ongoing');
    await page
      .getByText(
        ongoing.meta.total ? `${ongoing.meta.total} papers found` : 'No research papers found matching your criteria.',
        { exact: true },
      )
      .waitFor();
    await checkPage(page, `public-research-${width}`);

    await page.getByRole('button', { name: 'Submit Research Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Research Proposal' });
    await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
    for (const text of [
      'Title is required',
      'Author name is required',
      'Year is required',
      'Description is required',
      'Status is required',
      'Research file is required',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, `public-research-proposal-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    if (width === 1280) {
      const title = `E2E proposal ${Date.now()}`;
      await page.getByRole('button', { name: 'Submit Research Proposal' }).click();
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Author Name').fill('E2E Author');
      await dialog.getByLabel('Year').fill('2024');
      await dialog.getByLabel('Description').fill('A proposal sent by the browser test.');
      await dialog.getByLabel('Status').selectOption('Ongoing');
      await dialog
        .getByLabel(/Research File/)
        .setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await dialog.getByRole('button', { name: 'Submit Proposal' }).click();
      await expectToast(page, 'Research proposal submitted successfully!');
      await dialog.waitFor({ state: 'detached' });
      // Stored unapproved: not in the public list.
      const found = await api(`research?q=${encodeURIComponent(title)}`);
      expect(found.meta.total).toBe(0);
    }
    await page.context().close();
  });

  it('gallery: chips filter, the lightbox opens and closes by Esc, × and an outside click', async () => {
    const page = await open('/gallery', width);
    const events = await api<{ data: { title: string }[]; meta: { total: number } }>('gallery?category=Events');
    const infra = await api<{ data: { title: string }[]; meta: { total: number } }>('gallery?category=Infrastructure');
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Filter by category' })
      .getByRole('link', { name: 'Infrastructure' })
      .click();
    if (infra.meta.total) await page.getByRole('button', { name: `Open ${infra.data[0].title}` }).waitFor();
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Events' }).click();
    const first = events.data[0].title;
    await page.getByRole('button', { name: `Open ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: first });
    await dialog.getByText('Category: Events').waitFor();
    expect(page.url()).toContain('image=');
    await screenshot(page, `public-gallery-lightbox-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Open ${first}` }).click();
    await page.getByRole('button', { name: 'Close the image' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Open ${first}` }).click();
    await dialog.waitFor();
    await page.mouse.click(3, 3);
    await dialog.waitFor({ state: 'detached' });
    await checkPage(page, `public-gallery-${width}`);
    await page.context().close();
  });

  it('newsletter: errors, Subscribing and success, already subscribed, Read full', async () => {
    const page = await open('/newsletter', width);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    for (const text of ['Name is required', 'Email is required', 'Please select your type'])
      await page.getByText(text, { exact: true }).waitFor();
    const email = `e2e-${width}-${Date.now()}@example.org`;
    await page.getByLabel('Full Name').fill('E2E Reader');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('I am a').selectOption('Teacher');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Successfully subscribed to our newsletter!').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    await page.getByLabel('Full Name').fill('E2E Reader');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('I am a').selectOption('Teacher');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('This email address is already subscribed to our newsletter.').waitFor();

    const recent = await api<{ data: { subject: string }[] }>('newsletter/recent');
    if (recent.data.length) {
      await page.getByRole('button', { name: `Read full: ${recent.data[0].subject}` }).click();
      const dialog = page.getByRole('dialog', { name: recent.data[0].subject });
      await dialog.waitFor();
      expect(page.url()).toContain('newsletter=');
      await page.getByRole('button', { name: 'Close the newsletter' }).click();
      await dialog.waitFor({ state: 'detached' });
    } else {
      await page.getByText('No recent newsletters available.').waitFor();
    }
    await checkPage(page, `public-newsletter-${width}`);
    await page.context().close();
  });

  it('diksha lab: modules, courses from the server, Enroll Now opens the contact form on Diksha', async () => {
    const page = await open('/diksha-lab', width);
    const courses = await api<{ data: { title: string }[] }>('diksha-lab');
    for (const text of ['Training Modules', 'Available Courses', 'Core Module'])
      await page.getByText(text, { exact: true }).first().waitFor();
    if (courses.data.length) await page.getByText(courses.data[0].title, { exact: true }).first().waitFor();
    await checkPage(page, `public-diksha-lab-${width}`);
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('diksha');
    await page.context().close();
  });

  it('home, events archive and contact pass axe', async () => {
    for (const [path, name] of [
      ['/', 'home'],
      ['/events/archive', 'events-archive'],
      ['/contact', 'contact'],
    ]) {
      const page = await open(path, width);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await checkPage(page, `public-axe-${name}-${width}`);
      await page.context().close();
    }
  });
});
