// Issue 20, GIGW 3.0 (items 3, 4 and 5): the accessibility statement, website policies, help,
// site map and search pages, each with its own title and no serious or critical axe issue (also
// in high contrast, with axe's 7:1 rule); the skip link first; text size up to 200% keeping the
// header menu usable and nothing wider than the screen; both choices remembered across a reload
// under the product's CSP; search from the header; the footer's last update; external links
// announced; the office's screen for the site pages. Screenshots of each.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { languageOfPath } from '@diet/contracts/languages';
import { itemOfPage } from '@diet/contracts/public-routes';
import { adminLogin, adminToken, apiRequest } from '../support/admin';
import { axeViolations, CONTRAST_7_TO_1, WCAG_AA } from '../support/axe';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page after its splash. `prefs` are stored before the page's scripts run, as a returning visitor's. */
async function open(path: string, width = 1280, prefs: Record<string, string> = {}): Promise<Page> {
  // bypassCSP: the product's CSP (rightly) refuses the inline axe script the test injects.
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  await context.addInitScript((stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, prefs);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  await page
    .getByTestId('splash')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return page;
}

const HIGH_CONTRAST = { 'diet.contrast': 'high' };

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/accessibility', 'Accessibility Statement'],
  ['/website-policies', 'Website Policies'],
  ['/help', 'Help'],
  ['/sitemap', 'Site Map'],
  ['/search?q=notice', 'Search'],
];

/** The English paths /sitemap.xml lists (it names each again under /pa and /hi). */
async function sitemapEnglishPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1])
    .filter((path) => languageOfPath(path) === 'en');
}
/** Every public page of /sitemap.xml but the items' own. */
const sitemapPaths = async () => (await sitemapEnglishPaths()).filter((path) => !itemOfPage(path));
/** One item page of each type from /sitemap.xml: they are drawn by one page, from the definitions. */
async function oneItemPageOfEachType(): Promise<string[]> {
  const byType = new Map<string, string>();
  for (const path of await sitemapEnglishPaths()) {
    const item = itemOfPage(path);
    if (item && !byType.has(item.path)) byType.set(item.path, path);
  }
  return [...byType.values()];
}

/** Pages whose Punjabi and Hindi words are longer than the English: the 200% walk visits them too. */
const TRANSLATED_PAGES = ['/pa/', '/hi/', '/pa/tenders', '/hi/tenders', '/pa/rti', '/hi/website-policies'];

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(PAGES)('%s', (path, heading) => {
  it('loads with its own title and no serious or critical axe issue, in both themes', async () => {
    const page = await open(path);
    await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForFunction((h) => document.title.startsWith(h), typeof heading === 'string' ? heading : 'Search');
    if (path.startsWith('/search'))
      await page
        .getByRole('status')
        .filter({ hasText: /results? for "notice"/ })
        .waitFor();
    expect(await axeViolations(page, WCAG_AA)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    const name = path.replace(/[/?=]+/g, '-').replace(/^-/, '');
    await screenshot(page, `gigw-${name}`);
    await page.context().close();

    const dark = await open(path, 1280, HIGH_CONTRAST);
    await dark.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await dark.evaluate(() => document.documentElement.getAttribute('data-contrast'))).toBe('high');
    expect(await axeViolations(dark, WCAG_AA)).toEqual([]);
    expect(await axeViolations(dark, CONTRAST_7_TO_1)).toEqual([]);
    await screenshot(dark, `gigw-${name}-high-contrast`);
    await dark.context().close();
  });
});

it('puts the skip link first, and it moves to the main content', async () => {
  const page = await open('/help');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  await page.context().close();
});

it('the home page meets 7:1 contrast in the high-contrast theme, its links yellow and its button links bordered', async () => {
  const page = await open('/', 1280, HIGH_CONTRAST);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await axeViolations(page, CONTRAST_7_TO_1)).toEqual([]);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('a')].map((a) => {
      const style = getComputedStyle(a);
      return {
        text: a.textContent,
        color: style.color,
        border: style.borderTopStyle,
        drawnAsButton: a.matches('.button-look'),
      };
    }),
  );
  // Every link in the links' colour, not only those whose text sits in a child element.
  expect(links.filter((link) => link.color !== 'rgb(255, 255, 0)')).toEqual([]);
  // A link drawn as a button (the hero's two, the menu's Newsletter) keeps its shape without its fill.
  const buttons = links.filter((link) => link.drawnAsButton);
  expect(buttons.length).toBeGreaterThanOrEqual(3);
  expect(buttons.filter((link) => link.border !== 'solid')).toEqual([]);
  await screenshot(page, 'gigw-home-high-contrast');
  await page.context().close();
});

it.each([1280, 320])(
  'at 200%% text (%i px) every public page keeps its content on screen and the header menu works',
  async (width) => {
    const page = await open('/accessibility', width);
    const larger = page.getByRole('button', { name: 'A+ (larger text)' });
    while (await larger.isEnabled()) await larger.click();
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('200%');
    const paths = [...(await sitemapPaths()), ...(await oneItemPageOfEachType())];
    // English last: the menu check below names its button in English.
    for (const path of [...TRANSLATED_PAGES, ...paths, '/search?q=help']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      expect([path, await noSidewaysScroll(page)]).toEqual([path, true]);
    }
    await screenshot(page, `gigw-200-percent-${width}`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Library' }).click();
    await page.waitForURL(/\/library$/);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().close();
    // It walks every page of the site map: about twenty loads, slow on a busy machine.
  },
  240_000,
);

it('remembers the text size and the theme across a reload, applied by the head script under the product CSP', async () => {
  // No bypassCSP here: the inline head script must be the one the policy allows.
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(e.violatedDirective),
    );
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/help`);
  // The app live: each tap changes the page in place (before it, each is a round trip to the
  // server, no-script.test.ts, and a reload here could meet one still on its way).
  await waitForApp(page);
  await page.getByRole('button', { name: 'A+ (larger text)' }).click();
  await page.getByRole('button', { name: 'High contrast' }).click();
  await page.reload({ waitUntil: 'commit' });
  // Before the app's scripts run: the choices are there from the first paint.
  await page.waitForFunction(() => document.head !== null && document.body !== null);
  expect(
    await page.evaluate(() => [
      document.documentElement.style.fontSize,
      document.documentElement.getAttribute('data-contrast'),
    ]),
  ).toEqual(['125%', 'high']);
  await page.getByRole('button', { name: 'High contrast' }).and(page.locator('[aria-pressed="true"]')).waitFor();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  await context.close();
});

it('searches from the header box and opens a result on its page; the footer says when content changed and counts visitors', async () => {
  const page = await open('/');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('screen reader');
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=screen(\+|%20)reader$/);
  const results = page.getByRole('region', { name: /Site pages/ });
  await results.getByRole('link', { name: 'Accessibility Statement' }).click();
  await page.waitForURL(/\/accessibility$/);
  await page.getByRole('heading', { level: 2, name: 'Screen readers' }).waitFor();
  await page.getByText(/^Last updated: \d{1,2} \w+ \d{4}$/).waitFor();
  // The footer shows the count read at its first render; the home page has counted this visit since.
  const shown = Number((await page.getByText(/^Visitors: [\d,]+$/).textContent())!.replace(/\D/g, ''));
  const counted = (await (await page.request.get(`${baseUrl()}/api/site/visitors`)).json()).data.visitors;
  expect(counted).toBeGreaterThanOrEqual(1);
  expect([counted - 1, counted]).toContain(shown);
  await page.context().close();
});

it('lists on the site map every page of sitemap.xml', async () => {
  const paths = await sitemapPaths();
  expect(paths).toEqual(expect.arrayContaining(['/accessibility', '/website-policies', '/help', '/sitemap']));
  const page = await open('/sitemap');
  await page.getByRole('heading', { level: 1, name: 'Site Map' }).waitFor();
  const links = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(paths.filter((path) => !links.includes(path))).toEqual([]);
  await page.context().close();
});

it('announces links that leave the site', async () => {
  const page = await open('/contact');
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  const external = page.getByRole('main').locator('a[data-external]').first();
  await external.waitFor();
  expect(await external.evaluate((a) => a.textContent)).toMatch(/\(opens an external site\)$/);
  await page.context().close();
});

it('the back office keeps the three pages, and an edit shows on the public page', async () => {
  const original = (
    (await (await fetch(`${baseUrl()}/api/site-pages?slug=help`)).json()) as { data: Record<string, unknown>[] }
  ).data[0];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await adminLogin(page);
  await page.goto(`${baseUrl()}/admin/site-pages`);
  await page.getByRole('heading', { name: 'Accessibility, policies and help pages' }).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.first().waitFor();
  expect(await rows.count()).toBe(3);
  const help = rows.filter({ hasText: 'help' });
  await help.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog');
  const title = `Help for visitors ${Date.now()}`;
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Site page updated successfully!').first().waitFor();
  await screenshot(page, 'gigw-admin-site-pages');
  const visitor = await open('/help');
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  await visitor.waitForFunction((t) => document.title.startsWith(t), title);
  await visitor.context().close();
  await context.close();
  // The suite's other tests read the page as the institute wrote it.
  const { id, createdAt: _c, updatedAt: _u, ...text } = original;
  await apiRequest('PUT', `/api/admin/site-pages/${String(id)}`, text, await adminToken());
});
