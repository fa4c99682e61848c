// The public site in Punjabi and Hindi (issue 18 items 1, 2, 3, 6, 7): every public route at /pa
// and /hi loads with its <html lang>, shows no interface text of another language (compared with
// the catalogues themselves), passes axe; the forms speak the page's language; the language switch
// keeps the page and is remembered; a first visit follows the browser; a page downloads its own
// language's texts only. Screenshots of each (the Noto fonts of .ci/run draw the real glyphs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import '@diet/contracts/i18n/messages.hi';
import '@diet/contracts/i18n/messages.pa';
import { monthsIn } from '@diet/contracts/dates';
import { GLOSSARY } from '@diet/contracts/glossary';
import { LANGUAGE_NAMES, type Language } from '@diet/contracts/languages';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { translateMessage } from '@diet/contracts/translate-message';
import { PUBLIC_ROUTES } from '../../backend/src/seo/public-routes';
import { contact as contactPa } from '../../mfe-public/src/i18n/contact.pa';
import { newsletter as newsletterHi } from '../../mfe-public/src/i18n/newsletter.hi';
import { tenders as tendersHi } from '../../mfe-public/src/i18n/tenders.hi';
import { tenders as tendersPa } from '../../mfe-public/src/i18n/tenders.pa';
import { unsubscribe as unsubscribePa } from '../../mfe-public/src/i18n/unsubscribe.pa';
import { layout as layoutHi } from '../../shell/src/i18n/layout.hi';
import { layout as layoutPa } from '../../shell/src/i18n/layout.pa';
import { baseUrl, launchBrowser, screenshot, waitForApp } from '../support/browser';
import { expectToast } from '../support/toasts';
import { axeViolations } from '../support/axe';
import { ROOT } from '../support/server';

const TRANSLATED = ['pa', 'hi'] as const;

/** Every string of a catalogue (functions left out: their output is checked where it shows). */
function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) stringsOf(inner, into);
  return into;
}

/**
 * Each language's interface texts, from the catalogue files of the public remote and the shell's
 * layout (`<section>.<language>.ts`, `<language>.ts`), whatever sections exist.
 */
function catalogue(language: Language): Set<string> {
  const texts = new Set<string>();
  for (const dir of ['mfe-public/src/i18n', 'shell/src/i18n']) {
    for (const file of readdirSync(join(ROOT, dir))) {
      if (file !== `${language}.ts` && !file.endsWith(`.${language}.ts`)) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      stringsOf(Object.values(require(join(ROOT, dir, file)) as Record<string, unknown>), texts);
    }
  }
  return texts;
}

const CATALOGUES = { en: catalogue('en'), pa: catalogue('pa'), hi: catalogue('hi') };

/** The texts of the other languages that this one does not share (PDF, ISBN, 5000+ are in all three). */
function foreignTexts(language: Language): Set<string> {
  const own = CATALOGUES[language];
  const foreign = new Set<string>();
  for (const other of ['en', 'pa', 'hi'] as const) {
    if (other === language) continue;
    for (const text of CATALOGUES[other])
      if (!own.has(text) && /\p{L}{2}/u.test(text) && !text.startsWith('/')) foreign.add(text);
  }
  // Each language's own name is in the language switch of every page, as written in it (lang="…"),
  // whatever a catalogue also calls it ('English' among the library's book languages).
  for (const name of Object.values(LANGUAGE_NAMES)) foreign.delete(name);
  return foreign;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The texts of the content the page's API answers carried (the site's name, event titles, ...):
 * content, which the API gives in the page's language (ARCHITECTURE.md 11.2), not interface text.
 */
const contentTexts = new WeakMap<Page, Set<string>>();

async function open(path: string, options: { locale?: string; width?: number } = {}): Promise<Page> {
  // bypassCSP: the product's CSP (rightly) refuses the inline axe script the test injects.
  const context = await browser.newContext({
    viewport: { width: options.width ?? 360, height: 800 },
    bypassCSP: true,
    locale: options.locale ?? 'en-GB',
  });
  const page = await context.newPage();
  const content = new Set<string>();
  contentTexts.set(page, content);
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.json().then(
      (body: unknown) => stringsOf(body, content),
      () => undefined,
    );
  });
  // The answers the server wrote into the page are content too.
  page.on('load', () => {
    void page
      .evaluate(() =>
        [...document.querySelectorAll('script[type="application/json"]')].map((block) => block.textContent ?? ''),
      )
      .then(
        (blocks) => blocks.forEach((block) => stringsOf(JSON.parse(block) as unknown, content)),
        () => undefined,
      );
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('main h1').first().waitFor();
  return page;
}

/** Every text a visitor sees or hears: text nodes, and the names and hints in attributes. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('script, style, [hidden]') === null) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

describe.each(TRANSLATED)('every public route in %s', (language) => {
  const foreign = foreignTexts(language);

  it.each([...PUBLIC_ROUTES, '/no-such-page'])(
    `/${language}%s: its lang, its language's texts only, and axe`,
    async (path) => {
      const page = await open(`/${language}${path === '/' ? '/' : path}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const shown = await shownTexts(page);
      const content = [...(contentTexts.get(page) ?? [])];
      // A site page's body is one text the page renders as headings and items: a part of content is content.
      const ofContent = (text: string) => content.some((c) => c === text || c.includes(text));
      expect(shown.filter((text) => foreign.has(text) && !ofContent(text))).toEqual([]);
      // The page's own name and the header in its language: a catalogue text of this language shows.
      expect(shown.filter((text) => CATALOGUES[language].has(text)).length).toBeGreaterThan(5);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `languages-${language}${path.replace(/\//g, '-').replace(/-$/, '') || '-home'}`);
      await page.context().close();
    },
  );
});

const ENGLISH_MONTHS = monthsIn('en');

describe('the last texts in the language', () => {
  it('the unsubscribe page of /pa speaks Punjabi', async () => {
    const page = await open('/pa/newsletter/unsubscribe?token=not-a-real-token');
    await page.getByRole('heading', { name: unsubscribePa.invalidTitle }).waitFor();
    await page.getByRole('link', { name: unsubscribePa.backToNewsletter }).waitFor();
    const shown = await shownTexts(page);
    expect(shown.filter((text) => foreignTexts('pa').has(text))).toEqual([]);
    expect(await page.title()).toContain(unsubscribePa.documentTitle);
    await screenshot(page, 'languages-pa-unsubscribe');
    await page.context().close();
  });

  it('the panel of a section that cannot load speaks Hindi on /hi', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.route('**/mfe/mfe-public/**', (route) => route.abort());
    // A page with a form only the app sends (a read-only one stays the server's, foundation.test.ts).
    await page.goto(`${baseUrl()}/hi/contact`);
    await page.getByRole('heading', { name: layoutHi.unavailable.title }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: layoutHi.unavailable.retry }).waitFor();
    await page.getByText(layoutHi.unavailable.body).waitFor();
    await screenshot(page, 'languages-hi-remote-down');
    await context.close();
  });

  it("the menu of /pa/ at 360 px, opened at the page's top, ends on the screen: its last link is reached within it", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/pa/`);
    await waitForApp(page);
    // At the top the reading tools' bar lies above the header, so the menu starts lower than the header's height.
    await page.getByRole('button', { name: layoutPa.header.openMenu }).click();
    const menu = page.getByRole('navigation', { name: layoutPa.header.moreNavigation });
    await menu.waitFor();
    const box = await menu.boundingBox();
    expect(box!.y).toBeGreaterThan(await page.evaluate(() => document.querySelector('header')!.offsetHeight));
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = await last.boundingBox();
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(640);
    // Scrolled within the menu, not the page: the header stays where it was.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await screenshot(page, 'languages-pa-menu-end');
    await context.close();
  });

  it("the search page of /pa finds the site's pages by their Punjabi and names its groups in Punjabi", async () => {
    const page = await open(`/pa/search?q=${encodeURIComponent('ਸਕ੍ਰੀਨ ਰੀਡਰ')}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${GLOSSARY.sitePages.pa}`) }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ' }).waitFor();
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.every((h) => !/[A-Za-z]{3}/.test(h))).toBe(true);
    await screenshot(page, 'languages-pa-search');
    await page.context().close();
  });

  it.each([
    ['pa', 'notices', GLOSSARY.noticesAndCirculars.pa],
    ['hi', 'tenders', GLOSSARY.tenders.hi],
  ] as const)(
    '/%s/%s links the feed of its language, whose channel is in that language',
    async (language, path, title) => {
      const page = await open(`/${language}/${path}`);
      const href = `/rss/${path}.xml?lang=${language}`;
      await page
        .locator(`head link[rel="alternate"][type="application/rss+xml"][href="${href}"]`)
        .first()
        .waitFor({ state: 'attached' });
      expect(await page.locator('head link[rel="alternate"][type="application/rss+xml"][href$=".xml"]').count()).toBe(
        0,
      );
      const xml = await (await page.request.get(`${baseUrl()}${href}`)).text();
      expect(xml).toContain(`<title>${title}: ${GLOSSARY.institute[language]}, ${GLOSSARY.faridkot[language]}</title>`);
      await page.context().close();
    },
  );

  it.each([
    ['pa', '/tenders'],
    ['hi', '/tenders'],
    ['pa', '/rti'],
    ['hi', '/rti'],
  ] as const)(
    "the dates of /%s%s name their months in the language, closing times in the institute's zone",
    async (language, path) => {
      const page = await open(`/${language}${path}`);
      await page.locator('main time').first().waitFor();
      const dates = await page.locator('main time').allTextContents();
      const months = monthsIn(language);
      expect(dates.length).toBeGreaterThan(0);
      expect(
        dates.filter(
          (date) =>
            !months.some((month) => date.includes(month)) || ENGLISH_MONTHS.some((month) => date.includes(month)),
        ),
      ).toEqual([]);
      // A closing time: its hour in the language's half of the day, in the institute's zone named in the language.
      const zone = (language === 'pa' ? tendersPa : tendersHi).zone;
      if (path === '/tenders')
        expect(dates.some((date) => new RegExp(`, \\d{1,2}:\\d{2} [^\\sA-Za-z]+ ${zone}$`, 'u').test(date))).toBe(true);
      await screenshot(page, `languages-${language}${path.replace('/', '-')}-dates`);
      await page.context().close();
    },
  );
});

describe('forms in the page language', () => {
  it('the contact form of /pa/contact checks and answers in Punjabi', async () => {
    const page = await open('/pa/contact');
    await page.getByRole('button', { name: contactPa.send }).click();
    for (const message of [
      VALIDATION.nameRequired,
      VALIDATION.emailRequired,
      VALIDATION.subjectRequired,
      VALIDATION.messageRequired,
    ]) {
      await page.getByText(translateMessage(message, 'pa'), { exact: true }).waitFor();
    }
    await page.getByLabel(contactPa.name).fill('ਹਰਪ੍ਰੀਤ ਕੌਰ');
    await page.getByLabel(contactPa.email).fill('not-an-address');
    await page.getByText(translateMessage(VALIDATION.emailInvalid, 'pa'), { exact: true }).waitFor();
    await page.getByLabel(contactPa.email).fill(`harpreet.${Date.now()}@example.org`);
    await page.getByLabel(contactPa.subject).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: contactPa.message }).fill('ਦਾਖ਼ਲੇ ਬਾਰੇ ਜਾਣਕਾਰੀ ਚਾਹੀਦੀ ਹੈ।');
    await page.getByRole('button', { name: contactPa.send }).click();
    await expectToast(page, translateMessage(TOASTS.contactSuccess, 'pa'));
    await screenshot(page, 'languages-pa-contact-sent');
    await page.context().close();
  });

  it('the newsletter form of /hi/newsletter checks in Hindi', async () => {
    const page = await open('/hi/newsletter');
    await page.getByRole('button', { name: newsletterHi.subscribe, exact: true }).click();
    for (const message of [VALIDATION.nameRequired, VALIDATION.emailRequired, VALIDATION.typeRequired]) {
      await page.getByText(translateMessage(message, 'hi'), { exact: true }).waitFor();
    }
    await screenshot(page, 'languages-hi-newsletter-errors');
    await page.context().close();
  });
});

describe('choosing a language', () => {
  it('the switch goes to the same page in the other language, by keyboard, and is remembered', async () => {
    const page = await open('/pa/library?q=a');
    const switchNav = page.getByRole('navigation', { name: 'ਭਾਸ਼ਾ' });
    for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
      const link = switchNav.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('lang')).toBe(code);
      expect(await link.getAttribute('aria-current')).toBe(code === 'pa' ? 'true' : null);
    }
    await switchNav.getByRole('link', { name: LANGUAGE_NAMES.hi }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/hi/library?q=a`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // The next visit to an English address comes back in Hindi; choosing English stays English.
    await page.goto(`${baseUrl()}/about`);
    expect(new URL(page.url()).pathname).toBe('/hi/about');
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl()}/about`);
    await page.goto(`${baseUrl()}/staff`);
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.context().close();
  });

  it("a first visit follows the browser's language; links inside keep it", async () => {
    const page = await open('/', { locale: 'pa-IN' });
    expect(new URL(page.url()).pathname).toBe('/pa/');
    await page.getByRole('link', { name: 'ਸਾਡੇ ਬਾਰੇ' }).first().click();
    await page.waitForURL(`${baseUrl()}/pa/about`);
    await page.context().close();
  });
});

describe('downloads', () => {
  it.each([
    ['/pa/', 'pa'],
    ['/hi/library', 'hi'],
    ['/', 'en'],
  ] as const)('%s downloads the texts of its language only', async (path, language) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const texts: string[] = [];
    page.on('request', (request) => {
      const file = /\/(i18n-[a-z]+-[\w-]+)\.[0-9a-f]+\.js$/.exec(request.url());
      if (file) texts.push(file[1]);
    });
    await page.goto(`${baseUrl()}${path}`);
    await waitForApp(page, 15_000);
    await page.locator('main h1').first().waitFor();
    expect(texts).toContain(`i18n-${language}-common`);
    expect(texts.filter((file) => !file.startsWith(`i18n-${language}-`))).toEqual([]);
    await context.close();
  });
});
