/**
 * The public pages in three languages (issue 18 items 1 and 2), as the API serves them: <html lang>,
 * title and splash of /pa and /hi addresses, the hreflang alternates, the first data asked for in the
 * page's language, the visitor sent to the language they chose or their browser prefers, and the
 * sitemap's three languages.
 */
import { GLOSSARY } from '@diet/contracts/glossary';
import { SPLASH_TEXTS } from '@diet/contracts/splash-texts';
import { itemOfPage } from '@diet/contracts/public-routes';
import { PUBLIC_ROUTES } from '../src/seo/public-routes';
import { createShellTestApp, describeApi, type TestApp } from './utils/create-test-app';

jest.setTimeout(60_000);

/** The parts of the shell's index.html (shell/src/index.html) the API writes per language. */
const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><title>Build name</title></head>',
  '<body><div id="splash"><h1 data-splash-name>Build name</h1><p class="splash-subtitle" data-splash-subtitle>Build subtitle</p>',
  '<p class="splash-preparing">Preparing your educational experience...</p></div>',
  '<noscript><p style="padding: 1rem">This website needs JavaScript.</p></noscript><div id="root"></div></body></html>',
].join('\n');

describeApi('public pages in English, Punjabi and Hindi', () => {
  let t: TestApp;
  const page = (path: string, headers: Record<string, string> = {}) =>
    t
      .http()
      .get(path)
      .set({ Accept: 'text/html', 'Accept-Language': 'en-GB,en;q=0.9', ...headers });

  beforeAll(async () => {
    t = await createShellTestApp({
      'index.html': INDEX,
      ...Object.fromEntries(['en', 'pa', 'hi'].map((language) => [`i18n-${language}-layout.0123abcd.js`, 'export {}'])),
    });
  });
  afterAll(() => t?.close());

  it('serves /pa and /hi addresses with their lang, title and splash in that language', async () => {
    for (const language of ['pa', 'hi'] as const) {
      // The splash names the institute as the office published it, in the page's language.
      const site = (await t.http().get(`/api/site?lang=${language}`).expect(200)).body.data;
      for (const path of [`/${language}`, `/${language}/`, `/${language}/library`, `/${language}/events/archive`]) {
        const res = await page(path).expect(200);
        const texts = SPLASH_TEXTS[language];
        expect(res.text).toContain(`<html lang="${language}">`);
        expect(res.text).toContain(`<title>${GLOSSARY.institute[language]}</title>`);
        expect(res.text).toContain(`<h1 data-splash-name>${site.instituteName}</h1>`);
        expect(res.text).toContain(`data-splash-subtitle>${site.subtitle}</p>`);
        expect(res.text).toContain(`<p class="splash-preparing">${texts.preparing}</p>`);
        expect(res.text).toContain(`<noscript><p style="padding: 1rem">${texts.noscript}</p></noscript>`);
        expect(res.text).not.toMatch(/Build (name|subtitle)|Preparing your|needs JavaScript/);
      }
    }
    const english = await page('/library').expect(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('Preparing your educational experience...');
  });

  it('names the versions of a page in the three languages (hreflang, absolute), the back office none', async () => {
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = [
      'en https://diet.example.in/library',
      'pa https://diet.example.in/pa/library',
      'hi https://diet.example.in/hi/library',
      'x-default https://diet.example.in/library',
    ];
    for (const path of ['/library', '/pa/library', '/hi/library'])
      expect(alternates((await page(path).expect(200)).text)).toEqual(expected);
    expect(alternates((await page('/hi/').expect(200)).text)).toEqual([
      'en https://diet.example.in/',
      'pa https://diet.example.in/pa/',
      'hi https://diet.example.in/hi/',
      'x-default https://diet.example.in/',
    ]);
    expect(alternates((await page('/admin/login').expect(200)).text)).toEqual([]);
  });

  it("names the first screen's data in the page's language", async () => {
    // No server render here (no public remote): the page carries no data, and preloads its first
    // screen's GETs (firstRouteData's) for the shell's entry to take over.
    const held = (html: string) => {
      expect(html).not.toContain('type="application/json" id="diet-first-data"');
      expect(html).not.toContain('id="diet-query-state"');
      return [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) =>
        m[1].replace(/&amp;/g, '&'),
      );
    };
    expect(held((await page('/pa/').expect(200)).text)).toContain('/api/site?lang=pa');
    expect(held((await page('/hi/').expect(200)).text)).toEqual(
      expect.arrayContaining(['/api/site?lang=hi', '/api/events?when=upcoming&lang=hi']),
    );
    expect(held((await page('/').expect(200)).text).every((url) => !url.includes('lang='))).toBe(true);
  });

  it("preloads the shell's texts of the page's language only", async () => {
    const scripts = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts((await page('/pa/library').expect(200)).text)).toEqual(['/i18n-pa-layout.0123abcd.js']);
    expect(scripts((await page('/hi/').expect(200)).text)).toEqual(['/i18n-hi-layout.0123abcd.js']);
    expect(scripts((await page('/').expect(200)).text)).toEqual(['/i18n-en-layout.0123abcd.js']);
    expect(scripts((await page('/admin/login').expect(200)).text)).toEqual([]);
  });

  it('sends an English address to the language the visitor chose, else to the one their browser prefers', async () => {
    const where = async (path: string, headers: Record<string, string>) => {
      const res = await page(path, headers);
      return res.status === 302 ? res.headers.location : res.status;
    };
    // No choice yet: the browser's language, by preference.
    expect(await where('/library?q=x', { 'Accept-Language': 'pa-IN,pa;q=0.9,en;q=0.8' })).toBe('/pa/library?q=x');
    expect(await where('/', { 'Accept-Language': 'fr, hi;q=0.7, en;q=0.5' })).toBe('/hi/');
    expect(await where('/', { 'Accept-Language': 'en;q=0.9, hi;q=0.8' })).toBe(200);
    expect(await where('/', { 'Accept-Language': 'fr' })).toBe(200);
    // A choice made with the language switch wins over the browser, English included.
    expect(await where('/about', { 'Accept-Language': 'pa', Cookie: 'other=1; lang=en' })).toBe(200);
    expect(await where('/about', { 'Accept-Language': 'en', Cookie: 'lang=hi' })).toBe('/hi/about');
    // A /pa or /hi address (a shared link) is served as it is; the back office is English only.
    expect(await where('/pa/about', { Cookie: 'lang=hi' })).toBe(200);
    expect(await where('/admin/login', { 'Accept-Language': 'pa' })).toBe(200);
    const res = await page('/', { 'Accept-Language': 'pa' });
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('lists every public page in the sitemap in the three languages, each naming its versions', async () => {
    const res = await t.http().get('/sitemap.xml').expect(200);
    const entries = [...res.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]);
    // Besides the item pages (seo.e2e-spec.ts).
    expect(locs.filter((loc) => !itemOfPage(new URL(loc).pathname))).toHaveLength(PUBLIC_ROUTES.length * 3);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://diet.example.in/hi/notices',
        'https://diet.example.in/pa/',
        'https://diet.example.in/library',
      ]),
    );
    const library = entries.find((entry) => entry.includes('<loc>https://diet.example.in/pa/library</loc>'));
    expect(library).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://diet.example.in/library"/>');
    expect(library).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://diet.example.in/hi/library"/>');
    expect(library).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://diet.example.in/library"/>',
    );
  });
});
