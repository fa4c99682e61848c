// Home, Events archive and Contact, driven as a visitor would at a phone and a desktop width:
// key texts, the event modal with its own URL, the archive filters, the contact form's errors and success.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await waitForApp(page).catch(() => undefined);
  return page;
}

async function noSideScroll(page: Page): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

describe.each([360, 1280])('public pages at %i px', (width) => {
  it('home: hero, figures, carousel, events, modal with its own URL, Principal panel', async () => {
    const past = await (await fetch(`${baseUrl()}/api/events?when=past`)).json();
    const first = past.data[0];
    const page = await open('/', width);
    await page.getByRole('heading', { level: 1, name: 'Excellence in Teacher Education' }).waitFor();
    for (const text of ['Years of Excellence', 'Quick Access', 'Latest Updates', 'Upcoming Events', 'Past Events']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await page.getByRole('button', { name: /^Show photo/ }).count()).toBe(5);
    // Arrows only above 1024 px (SPEC.md section 9).
    expect(await page.getByRole('button', { name: 'Next photo' }).isVisible()).toBe(width > 1024);
    await noSideScroll(page);
    await screenshot(page, `public-home-${width}`);

    await page.getByRole('button', { name: `Learn More about ${first.title}` }).click();
    const dialog = page.getByRole('dialog', { name: first.title });
    await dialog.waitFor();
    expect(page.url()).toContain(`event=${first.id}`);
    await screenshot(page, `public-home-modal-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The address alone opens the same modal (reload and sharing).
    await page.goto(`${baseUrl()}/?event=${first.id}`);
    await page.getByRole('dialog', { name: first.title }).waitFor();
    await page.getByRole('button', { name: 'Close event details' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: "Principal's Message" }).click();
    await page.getByRole('heading', { name: "Principal's Message" }).waitFor();
    await page.reload();
    await waitForApp(page).catch(() => undefined);
    await page.getByRole('button', { name: "Close the Principal's message" }).waitFor();
    await page.context().close();
  });

  it('events archive: count line, category filter, search, Clear Filters', async () => {
    const page = await open('/events/archive', width);
    await page.getByRole('heading', { level: 1, name: 'Events Archive' }).waitFor();
    const all = await (await fetch(`${baseUrl()}/api/events?when=past`)).json();
    await page.getByText(`${all.meta.total} events found`, { exact: true }).waitFor();
    await noSideScroll(page);
    await screenshot(page, `public-events-archive-${width}`);

    const technology = await (await fetch(`${baseUrl()}/api/events?when=past&category=Technology`)).json();
    await page.getByLabel('Category').selectOption('Technology');
    await page.getByText(`${technology.meta.total} events found in Technology`, { exact: true }).waitFor();

    await page.getByPlaceholder('Search events...').fill('zzzz-no-such-event');
    await page.getByText('No events found', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await page.getByText(`${all.meta.total} events found`, { exact: true }).waitFor();
    await page.context().close();
  });

  it('contact: every message on an empty submit, then success with a toast and a reset form', async () => {
    const page = await open('/contact?subject=diksha', width);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('diksha');
    await page.getByLabel('Subject').selectOption('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await noSideScroll(page);
    await screenshot(page, `public-contact-errors-${width}`);

    await page.getByLabel('Your Name').fill('E2E Visitor');
    await page.getByLabel('Email Address').fill('visitor@example.org');
    await page.getByLabel('Subject').selectOption('general');
    await page.getByLabel('Message', { exact: true }).fill(`Hello from the browser test at ${width} px.`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent successfully!');
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    await page.context().close();
  });
});

it("a visitor's first load of / carries the content types' links and home sections as data, never their definitions", async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${baseUrl()}/`);
  await waitForApp(page);
  // The notices' home section and footer link come from their definition ...
  await page.getByRole('heading', { level: 2, name: 'Notices' }).waitFor();
  expect(await page.locator('footer a[href="/notices"]').count()).toBe(1);
  // ... which stays on the server: its cross-field rule's message is nowhere in what the phone downloaded.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes('Expiry date must be on or after the publish date'))).toEqual([]);
  await context.close();
});
