/** /robots.txt and /sitemap.xml, also when the built shell is served (its SPA fallback must not answer them). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '../src/seo/public-routes';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('robots.txt and sitemap.xml', () => {
  const root = mkdtempSync(join(tmpdir(), 'diet-seo-'));
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    t = await createTestApp({ env: { SERVE_FRONTENDS: 'true', FRONTEND_ROOT: root, PUBLIC_URL: 'https://diet.example.in/' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('robots.txt keeps crawlers out of /admin and /api and points to the sitemap', async () => {
    const res = await t.http().get('/robots.txt').set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://diet.example.in/sitemap.xml\n');
  });

  it('sitemap.xml lists every public route as an absolute URL (the English ones here)', async () => {
    const res = await t.http().get('/sitemap.xml').set('Accept', 'text/html,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English, Punjabi and Hindi (language-pages.e2e-spec.ts tests the languages).
    expect(locs.filter((loc) => !/\.in\/(pa|hi)(\/|$)/.test(loc))).toEqual(PUBLIC_ROUTES.map((p) => `https://diet.example.in${p}`));
    expect(locs).toContain('https://diet.example.in/events/archive');
    // Once each, though some SPEC pages are also content types' pages.
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/results', '/study-material', '/library', '/notices', '/research']) expect(locs).toContain(`https://diet.example.in${path}`);
    expect(res.text).not.toContain('/admin');
  });
});
