/** /robots.txt and /sitemap.xml, also when the built shell is served (its SPA fallback must not answer them). */
import { adminRecordPath, itemPageOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { itemOfPage, itemPageHref } from '@diet/contracts/public-routes';
import { PUBLIC_ROUTES } from '../src/seo/public-routes';
import { createAsOffice } from './utils/content-samples';
import { createShellTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

/** The sitemap's entries: each one's address and its lastmod, if it has one. */
const entriesOf = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1])![1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1],
  }));

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('robots.txt and sitemap.xml', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createShellTestApp({ 'index.html': '<!doctype html><title>shell</title>' });
  });
  afterAll(() => t?.close());

  it('robots.txt keeps crawlers out of /admin and /api and points to the sitemap', async () => {
    const res = await t.http().get('/robots.txt').set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api\nDisallow: /reading-prefs\n\nSitemap: https://diet.example.in/sitemap.xml\n',
    );
  });

  it('sitemap.xml lists every public route as an absolute URL (the English ones here)', async () => {
    const res = await t.http().get('/sitemap.xml').set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, Punjabi and Hindi (language-pages.e2e-spec.ts tests the languages).
    expect(locs.filter((loc) => !/\.in\/(pa|hi)(\/|$)/.test(loc) && !itemOfPage(new URL(loc).pathname))).toEqual(
      PUBLIC_ROUTES.map((p) => `https://diet.example.in${p}`),
    );
    expect(locs).toContain('https://diet.example.in/events/archive');
    // Once each, though some SPEC pages are also content types' pages.
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/results', '/study-material', '/library', '/notices', '/research'])
      expect(locs).toContain(`https://diet.example.in${path}`);
    expect(res.text).not.toContain('/admin');
  });

  it('sitemap.xml lists every item page visitors can open, in three languages, with when it last changed', async () => {
    const token = await loginToken(t);
    const sitemap = async () => entriesOf((await t.http().get('/sitemap.xml').expect(200)).text);
    for (const definition of CONTENT_TYPES.filter((d) => itemPageOf(d))) {
      const before = Date.now();
      const shown = await createAsOffice(t, token, definition);
      const draft = await createAsOffice(t, token, definition, { publishState: 'draft' });
      const scheduled = await createAsOffice(t, token, definition, {
        publishState: 'published',
        publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
      const trashed = await createAsOffice(t, token, definition);
      await t
        .http()
        .delete(`/api/admin/${adminRecordPath(definition)}/${trashed}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const entries = await sitemap();
      const of = (id: string) =>
        entries.filter((e) => new URL(e.loc).pathname.endsWith(itemPageHref(definition.path, id)!));
      expect(of(shown).map((e) => new URL(e.loc).pathname)).toEqual(
        ['', '/pa', '/hi'].map((prefix) => `${prefix}${itemPageHref(definition.path, shown)}`),
      );
      for (const entry of of(shown)) {
        expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        // The database keeps whole seconds on MariaDB.
        expect(Date.parse(entry.lastmod!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
        expect(Date.parse(entry.lastmod!)).toBeLessThanOrEqual(Date.now());
      }
      for (const hidden of [draft, scheduled, trashed])
        expect([definition.path, of(hidden)]).toEqual([definition.path, []]);
    }
    // The pages that are not one item's have no lastmod; every address once.
    const entries = await sitemap();
    expect(entries.filter((e) => !itemOfPage(new URL(e.loc).pathname)).every((e) => e.lastmod === undefined)).toBe(
      true,
    );
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
  });
});
