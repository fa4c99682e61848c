// Every public route, in English, Punjabi and Hindi, comes server-rendered (issue #22): with
// JavaScript off, the page's heading, its data and the footer's last update are in the HTML, in the
// address's language, also for the first visitor right after the office changes something; once the
// scripts have run, the page works (a filter, a link).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SERVER_SCREEN_ID, SHELL_DATA_IDS } from '@diet/contracts/first-route';
import { todayInInstitute } from '@diet/contracts/limits';
import { adminToken, apiRequest } from '../support/admin';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { ROOT } from '../support/server';

let browser: Browser;
let noScript: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
});

/** Every route of the public remote's route table (the pages a visitor can open), read from its source. */
const ROUTES = [...readFileSync(join(ROOT, 'mfe-public/src/route-table.ts'), 'utf8').matchAll(/\{ path: '([^']*)'/g)].map((m) => `/${m[1]}`);
/** The pages made of the site content alone (no list of their own to show). */
const SITE_ONLY = ['/about', '/infrastructure', '/contact', '/sitemap', '/newsletter/unsubscribe'];
const LANGUAGES = [
  { prefix: '', lang: 'en', script: /[A-Za-z]/ },
  { prefix: '/pa', lang: 'pa', script: /[\u0A00-\u0A7F]/ },
  { prefix: '/hi', lang: 'hi', script: /[\u0900-\u097F]/ },
];

/** The first title (or name) anywhere in an answer: something the page shows of its data. */
function firstTitle(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(firstTitle).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  for (const key of ['title', 'name']) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return Object.values(value).map(firstTitle).find(Boolean);
}

interface ServerPage {
  lang: string | null;
  heading: string;
  main: string;
  footer: string;
  updated: string | null;
  answers: Record<string, unknown>;
}

/** The page as the server sent it, no script run: its language, heading, main text, footer and the answers it carries. */
async function serverPage(path: string): Promise<ServerPage> {
  const page = await noScript.newPage();
  try {
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.status()).toBe(200);
    const screen = page.locator(`#${SERVER_SCREEN_ID}`);
    return {
      lang: await page.locator('html').getAttribute('lang'),
      heading: (await screen.locator('main h1').first().textContent({ timeout: 2000 }))?.trim() ?? '',
      main: (await screen.locator('main').textContent()) ?? '',
      footer: (await screen.getByRole('contentinfo').textContent()) ?? '',
      updated: await screen.getByRole('contentinfo').locator('time').last().getAttribute('datetime'),
      answers: JSON.parse((await page.locator(`#${SHELL_DATA_IDS.firstData}`).textContent()) ?? '{}') as Record<string, unknown>,
    };
  } finally {
    await page.close();
  }
}

/** A page's text for comparison, its white space folded (dates included: their names come from fixed tables, not the browser's Intl). */
const comparable = (text: string) => text.replace(/\s+/g, ' ');

const getJson = async (url: string) => (await fetch(`${baseUrl()}${url}`)).json() as Promise<{ data: unknown }>;

describe('every public route, server-rendered in every language', () => {
  it('covers the whole route table, the transparency pages and the search among them', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(21);
    for (const path of ['/', '/notices', '/tenders', '/rti', '/accessibility', '/website-policies', '/help', '/sitemap', '/search']) expect(ROUTES).toContain(path);
  });

  it.each(LANGUAGES)("serves each route's heading, data and last update in the HTML at $lang addresses", async ({ prefix, lang, script }) => {
    const site = (await getJson(`/api/site${lang === 'en' ? '' : `?lang=${lang}`}`)).data as { address: { pin: string } };
    const updated = ((await getJson('/api/site/updated')).data as { updatedAt: string }).updatedAt;
    const headings = new Set<string>();
    for (const route of ROUTES) {
      const path = route === '/search' ? `${prefix}/search?q=the` : `${prefix}${route}`;
      const page = await serverPage(path);
      expect({ path, lang: page.lang }).toEqual({ path, lang });
      // A heading of the page itself, in the address's script, or the title of the record it shows
      // (the office's site pages: their titles are content, translated or not by the office).
      const titles = Object.values(page.answers).map(firstTitle);
      expect({ path, heading: script.test(page.heading) || titles.includes(page.heading) }).toEqual({ path, heading: true });
      headings.add(page.heading);
      // The footer from the site content, with the last update of the content.
      expect(page.footer).toContain(site.address.pin);
      expect({ path, updated: page.updated }).toEqual({ path, updated });
      // The page's own data: every answer it carries is the API's answer now, and the page shows it.
      const lists = Object.keys(page.answers).filter((url) => !/^\/api\/site(\/updated)?(\?|$)/.test(url));
      if (!SITE_ONLY.includes(route)) expect({ path, lists: lists.length > 0 }).toEqual({ path, lists: true });
      for (const url of lists) {
        expect(page.answers[url]).toEqual(await getJson(url));
        const title = firstTitle(page.answers[url]);
        if (title) expect({ path, url, shown: page.main.includes(title) }).toEqual({ path, url, shown: true });
      }
    }
    // Each route has its own heading (no page fell back to another's).
    expect(headings.size).toBeGreaterThanOrEqual(ROUTES.length - 1);
  }, 180_000);

  it('shows a change made through the admin API to the very next visitor, in every language', async () => {
    const token = await adminToken();
    const title = `Server-rendered notice ${Date.now()}`;
    const created = await apiRequest<{ id: string }>('POST', '/api/admin/notices', { title, category: 'Recruitment', publishDate: todayInInstitute() }, token);
    try {
      const updated = ((await getJson('/api/site/updated')).data as { updatedAt: string }).updatedAt;
      for (const { prefix, lang } of LANGUAGES) {
        for (const path of [`${prefix}/notices`, `${prefix}/`, `${prefix}/search?q=${encodeURIComponent(title)}`]) {
          const page = await serverPage(path);
          expect({ path, lang: page.lang, shown: page.main.includes(title), updated: page.updated }).toEqual({ path, lang, shown: true, updated });
        }
      }
    } finally {
      await apiRequest('DELETE', `/api/admin/notices/${created.id}`, undefined, token);
    }
    for (const path of ['/notices', '/pa/notices']) expect((await serverPage(path)).main).not.toContain(title);
  }, 90_000);

  it('hands each page over to the app, the same text, and the page works: a filter and a link', async () => {
    const token = await adminToken();
    const title = `Recruitment drive ${Date.now()}`;
    const created = await apiRequest<{ id: string }>('POST', '/api/admin/notices', { title, category: 'Recruitment', publishDate: todayInInstitute() }, token);
    const other = ((await getJson('/api/notices?lang=pa')).data as { title: string; category: string }[]).find((n) => n.category !== 'Recruitment');
    try {
      for (const path of ['/pa/notices', '/hi/library', `/search?q=${encodeURIComponent(title)}`]) {
        const server = await serverPage(path);
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page: Page = await context.newPage();
        await page.goto(`${baseUrl()}${path}`);
        await waitForApp(page, 20_000);
        // The app's page is what the server showed: same language, same text.
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(server.lang);
        expect(comparable((await page.locator('#root main').textContent()) ?? '')).toBe(comparable(server.main));
        if (path === '/pa/notices') {
          await screenshot(page, 'server-rendered-pa-notices');
          // A filter: the list is the category's only.
          await page.locator('#root main select').first().selectOption('Recruitment');
          await page.waitForURL(/category=Recruitment/);
          await page.locator('#root main').getByText(title).waitFor();
          if (other) await page.locator('#root main').getByText(other.title, { exact: true }).waitFor({ state: 'detached' });
          // A link of the layout: the app's router takes the visitor to the page, in the same language.
          await page.locator('#root header a[href="/pa/about"]').first().click();
          await page.waitForURL(/\/pa\/about$/);
          await page.locator('#root main h1', { hasText: (await serverPage('/pa/about')).heading }).waitFor();
        }
        await context.close();
      }
    } finally {
      await apiRequest('DELETE', `/api/admin/notices/${created.id}`, undefined, token);
    }
  }, 120_000);
});
