/** GET /api/site, and serving the built frontends: remotes.json, SPA fallback, cache headers, 404s. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

function fakeFrontends(): string {
  const root = mkdtempSync(join(tmpdir(), 'diet-front-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(join(shell, 'static'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'static', 'main.1a2b3c4d.js'), 'console.log("main")');
  writeFileSync(join(shell, 'favicon.svg'), '<svg/>');
  const remote = join(root, 'mfe-public', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'mf-manifest.json'), '{"name":"mfe_public"}');
  writeFileSync(join(remote, 'remoteEntry.js'), 'var mfe_public;');
  writeFileSync(join(remote, '__federation_expose_routes.0123456789abcdef.js'), 'export {}');
  return root;
}

describeApi('site content and frontends', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeFrontends();
    t = await createTestApp({
      env: { SERVE_FRONTENDS: 'true', FRONTEND_ROOT: root, REMOTE_URL_MFE_ADMIN_COMMS: 'https://comms.example.org/mfe/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the site content with generated pictures and brochure that really exist', async () => {
    const res = await t.http().get('/api/site').expect(200);
    const site = res.body.data;
    expect(site.instituteName).toBe('District Institute of Education and Training');
    expect(site.address.pin).toBe('151203');
    expect(site.officeHours).toBe('Monday - Friday: 9:00 AM - 5:00 PM');
    expect(site.carousel).toHaveLength(5);
    expect(site.facilities.map((f: { title: string }) => f.title)).toEqual([
      'Administrative Block',
      'Computer Laboratory',
      'Central Library',
      'Lecture Halls',
      'Science Laboratory',
      'Diksha Lab',
    ]);
    expect(site.researchAreas.map((a: { projects: number }) => a.projects)).toEqual([8, 6, 5, 4]);
    expect(site.dikshaModules.map((m: { hours: number }) => m.hours)).toEqual([20, 15, 18, 22, 15, 10]);
    const images = [site.principal.photo, ...site.carousel.map((c: { src: string }) => c.src), ...site.facilities.map((f: { image: string }) => f.image)];
    for (const url of images) {
      const img = await t.http().get(url).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
    }
    const brochure = await t.http().get(`${site.brochureUrl}?download=1`).expect(200);
    expect(brochure.headers['content-type']).toBe('application/pdf');
    expect(brochure.headers['content-disposition']).toContain('filename="DIET-Faridkot-Brochure.pdf"');
  });

  it('serves /remotes.json from the REMOTE_URL settings without caching', async () => {
    const res = await t.http().get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      mfe_public: '/mfe/mfe-public/mf-manifest.json',
      mfe_admin_content: '/mfe/mfe-admin-content/mf-manifest.json',
      mfe_admin_diksha: '/mfe/mfe-admin-diksha/mf-manifest.json',
      mfe_admin_comms: 'https://comms.example.org/mfe/mf-manifest.json',
    });
  });

  it('lets the shell load scripts from a remote on another origin (CSP)', async () => {
    const res = await t.http().get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://comms.example.org");
  });

  it('serves the shell with the SPA fallback for page requests only', async () => {
    for (const path of ['/', '/about', '/admin/events', '/events/archive']) {
      const res = await t.http().get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await t.http().get('/api/unknown').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe(HTTP_ERRORS.routeNotFound);
    const json = await t.http().get('/about').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    await t.http().get('/uploads/missing.png').set('Accept', 'text/html').expect(404);
  });

  it('sets long caching for hashed files and none for entry files', async () => {
    const hashed = await t.http().get('/static/main.1a2b3c4d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoteHashed = await t.http().get('/mfe/mfe-public/__federation_expose_routes.0123456789abcdef.js').expect(200);
    expect(remoteHashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/mfe/mfe-public/mf-manifest.json', '/mfe/mfe-public/remoteEntry.js', '/favicon.svg']) {
      const res = await t.http().get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for unknown remote files and remotes that are not built', async () => {
    for (const path of ['/mfe/mfe-public/missing.js', '/mfe/mfe-admin-content/remoteEntry.js', '/mfe/mfe-public/../shell/dist/index.html']) {
      const res = await t.http().get(path).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('compresses text responses', async () => {
    const res = await t.http().get('/api/site').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
