/** GET /api/site, and serving the built frontends: remotes.json, SPA fallback, cache headers, 404s. */
import { createHash } from 'node:crypto';
import { firstRouteData, HOME_SECTIONS } from '@diet/contracts/first-route';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { instituteDayOffset } from '../src/common/institute-date';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

const PUBLIC_MANIFEST = {
  name: 'mfe_public',
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['__federation_expose_routes.0123456789abcdef.js'],
          async: ['page-home.11111111.js', 'page-list.22222222.js'],
        },
        css: { sync: [], async: ['page-list.33333333.css', 'page-home.66666666.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['4121.44444444.js'] } } },
    { name: '@diet/frontend-core/document-title', assets: { js: { sync: ['1760.55555555.js'] } } },
  ],
  note: '</script><script>alert(1)</script>',
};

function fakeFrontends(): string {
  const root = mkdtempSync(join(tmpdir(), 'diet-front-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(join(shell, 'static'), { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>shell</title><script defer src="/main.1a2b3c4d.js"></script><link rel="preload" as="style" href="/core.1a2b3c4d.css"></head><body><div id="splash"><h1 data-splash-name>Build name</h1><p class="splash-subtitle" data-splash-subtitle>Build subtitle</p></div><noscript><p style="padding: 1rem">This website needs JavaScript.</p></noscript><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(shell, 'core.1a2b3c4d.css'),
    '.layout{color:#1f2937}\n/*# sourceMappingURL=core.1a2b3c4d.css.map*/',
  );
  // Server bundles as the API loads them (CommonJS): the layout around the page, and the page,
  // each reading its data through the API in-process (`read`), as the real bundles' queries do.
  mkdirSync(join(root, 'shell', 'dist-server'));
  writeFileSync(
    join(root, 'shell', 'dist-server', 'first-screen.js'),
    [
      'exports.renderFirstScreen = async (address, read, main) => {',
      '  if (main === undefined) return undefined;',
      "  const site = JSON.parse((await read('/api/site')).body).data;",
      "  const siteApi = { queries: { 'getSite(undefined)': { status: 'fulfilled', data: site } } };",
      "  return { html: '<header>' + site.instituteShortName + '</header><main>' + main.html + '</main>', state: { ...main.state, siteApi } };",
      '};',
    ].join('\n'),
  );
  writeFileSync(
    join(shell, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', assets: { js: { sync: ['r.js'] } } }] }),
  );
  writeFileSync(join(shell, 'static', 'main.1a2b3c4d.js'), 'console.log("main")');
  writeFileSync(join(shell, 'favicon.svg'), '<svg/>');
  const remote = join(root, 'mfe-public', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'mf-manifest.json'), JSON.stringify(PUBLIC_MANIFEST));
  writeFileSync(join(remote, 'remoteEntry.js'), 'var mfe_public;');
  writeFileSync(join(remote, '__federation_expose_routes.0123456789abcdef.js'), 'export {}');
  writeFileSync(join(remote, 'page-home.66666666.css'), '.hero{margin:0}');
  mkdirSync(join(root, 'mfe-public', 'dist-server'));
  writeFileSync(
    join(root, 'mfe-public', 'dist-server', 'first-screen.js'),
    [
      "const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');",
      'exports.renderFirstScreen = async (address, read) => {',
      "  if (address === '/about') throw new Error('a broken bundle');",
      "  const upcoming = JSON.parse((await read('/api/events?when=upcoming')).body).data;",
      "  const html = '<h1>' + upcoming.length + ' upcoming</h1><p>' + upcoming.map((e) => esc(e.description)).join('|') + '</p>'",
      // A page with a form the app sends through the API (no action).
      "    + (address === '/contact' ? '<form aria-label=\"message\"><input name=\"text\"></form>' : '');",
      '  return { html, state: { publicApi: { queries: { \'getEvents({"when":"upcoming"})\': { status: \'fulfilled\', data: upcoming } } } } };',
      '};',
    ].join('\n'),
  );
  return root;
}

describeApi('site content and frontends', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeFrontends();
    t = await createTestApp({
      env: {
        SERVE_FRONTENDS: 'true',
        FRONTEND_ROOT: root,
        REMOTE_URL_MFE_ADMIN_COMMS: 'https://comms.example.org/mfe/mf-manifest.json',
      },
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
    const images = [
      site.principal.photo,
      ...site.carousel.map((c: { src: string }) => c.src),
      ...site.facilities.map((f: { image: string }) => f.image),
    ];
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
    // The built <title> ('shell' here) gives way to the institute's name as the office published it.
    const { instituteName } = (await t.http().get('/api/site').expect(200)).body.data;
    for (const path of ['/', '/about', '/admin/events', '/events/archive']) {
      const res = await t.http().get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toContain(`<title>${instituteName}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await t.http().get('/api/unknown').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe(HTTP_ERRORS.routeNotFound);
    const json = await t.http().get('/about').set('Accept', 'application/json');
    expect(json.status).toBe(404);
    await t.http().get('/uploads/missing.png').set('Accept', 'text/html').expect(404);
    // A feed reader (or a browser) that takes anything gets the feed, not the page.
    for (const path of ['/rss/notices.xml', '/rss/events.xml?lang=pa']) {
      const feed = await t.http().get(path).set('Accept', 'text/html,*/*').expect(200);
      expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    }
  });

  it("answers an address of no page with the 'page not found' page and status 404, in every language (issue 39 item 3)", async () => {
    // No soft 404: the page the app renders there ('page not found'), with the status a search engine believes.
    for (const path of [
      '/no-such-page',
      '/pa/no-such-page',
      '/hi/about/more',
      // Item pages of no item (test/item-pages.e2e-spec.ts: a gallery's malformed id is a 400).
      '/notices/999999',
      '/pa/gallery/00000000-0000-4000-8000-000000000000',
      '/event',
    ]) {
      const res = await t.http().get(path).set('Accept', 'text/html');
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).toContain('data-splash-name');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    // Every page of the route table still answers 200, with a trailing slash and in any case as the router matches.
    for (const path of [
      '/pa/',
      '/hi',
      '/pa/results',
      '/events/archive/',
      '/pa/newsletter/unsubscribe',
      '/Sitemap',
      '/preview/notice/1',
      '/admin/no-such-screen',
    ]) {
      const res = await t.http().get(path).set('Accept', 'text/html');
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    await t.http().head('/pa/no-such-page').set('Accept', 'text/html').expect(404);
  });

  it("writes the institute's name and subtitle into the splash of every page, in place of the build's", async () => {
    const site = (await t.http().get('/api/site').expect(200)).body.data;
    for (const path of ['/', '/research', '/admin/login']) {
      const page = (await t.http().get(path).set('Accept', 'text/html').expect(200)).text;
      expect(page).toContain(`<h1 data-splash-name>${site.instituteName}</h1>`);
      expect(page).toContain(`<p class="splash-subtitle" data-splash-subtitle>${site.subtitle}</p>`);
      expect(page).not.toMatch(/Build (name|subtitle)/);
    }
  });

  /** The JSON block `id` of a page, parsed; undefined when the page has none. */
  const blockOf = (html: string, id: string) => {
    const found = new RegExp(`<script type="application/json" id="${id}"[^>]*>(.*?)</script>`).exec(html);
    return found ? JSON.parse(found[1]) : undefined;
  };
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
  /** The ids of a page's JSON blocks, in order. */
  const blocksOf = (html: string) =>
    [...html.matchAll(/<script type="application\/json" id="([^"]+)"/g)].map((m) => m[1]);
  /** The URLs a page preloads as data (`as="fetch"`), its attribute's `&amp;` read as `&`. */
  const dataPreloadsOf = (html: string) =>
    preloadsOf(html)
      .filter((p) => p.startsWith('fetch '))
      .map((p) => p.slice('fetch '.length).replace(/&amp;/g, '&'));

  it('writes the remotes, and on a public page the files and data of the first screen, into the page', async () => {
    // The site content is in the public cache once asked for: the page then carries it (below).
    const site = (await t.http().get('/api/site').expect(200)).body;
    const page = await t.http().get('/library?q=x').set('Accept', 'text/html').expect(200);
    const block = (id: string) => blockOf(page.text, id);
    expect(block('diet-remotes')).toEqual((await t.http().get('/remotes.json').expect(200)).body);
    // The JSON cannot close its <script> block early.
    expect(block('diet-public-manifest')).toEqual(PUBLIC_MANIFEST);
    expect(page.text).toContain(
      '<script type="application/json" id="diet-public-manifest" data-url="/mfe/mfe-public/mf-manifest.json">',
    );
    // The first screen's data in one block, the render's query state (read in this process): the
    // app's store starts from it, the shell's layout (site content) and the page alike.
    expect(blocksOf(page.text)).toEqual(['diet-remotes', 'diet-public-manifest', 'diet-query-state', 'diet-app-files']);
    const upcoming = (await t.http().get('/api/events?when=upcoming').expect(200)).body;
    expect(block('diet-query-state')).toEqual({
      publicApi: { queries: { 'getEvents({"when":"upcoming"})': { status: 'fulfilled', data: upcoming.data } } },
      siteApi: { queries: { 'getSite(undefined)': { status: 'fulfilled', data: site.data } } },
    });
    // firstRouteData's GETs of this page (the site content) were all read by the render: none is preloaded.
    expect(dataPreloadsOf(page.text)).toEqual([]);
    // The page works as the server rendered it: the app comes at the visitor's first touch. Its
    // entry and the files it needs first are listed for the page's inline script, not in the head.
    expect(page.text).not.toContain('<script defer src=');
    expect(preloadsOf(page.text)).toEqual([]);
    const appFiles = {
      script: '/main.1a2b3c4d.js',
      preload: [
        // index.html's own, then what the server adds.
        ['style', '/core.1a2b3c4d.css'],
        ['script', '/mfe/mfe-public/remoteEntry.js'],
        ['script', '/mfe/mfe-public/__federation_expose_routes.0123456789abcdef.js'],
        ['script', '/mfe/mfe-public/page-list.22222222.js'],
        // react comes from the shell; the dates module only from the remote.
        ['script', '/mfe/mfe-public/1760.55555555.js'],
        ['style', '/mfe/mfe-public/page-list.33333333.css'],
      ],
    };
    expect(block('diet-app-files')).toEqual(appFiles);
    // Listed before the inline script that reads it.
    expect(page.text.indexOf('id="diet-app-files"')).toBeLessThan(page.text.lastIndexOf('<script>'));
    // A page with a form the app sends loads the app at once, as its head says.
    const contact = await t.http().get('/contact').set('Accept', 'text/html').expect(200);
    expect(blocksOf(contact.text)).toEqual(['diet-remotes', 'diet-public-manifest', 'diet-query-state']);
    expect(contact.text).toContain('<script defer src="/main.1a2b3c4d.js"></script>');
    expect(preloadsOf(contact.text)).toEqual([
      'style /core.1a2b3c4d.css',
      'script /mfe/mfe-public/remoteEntry.js',
      'script /mfe/mfe-public/__federation_expose_routes.0123456789abcdef.js',
      'script /mfe/mfe-public/1760.55555555.js',
    ]);
    // A GET of the first screen the render did not read (this page reads the site content and the
    // upcoming events only) is listed, for the shell's entry to take over; none is written twice.
    const home = await t.http().get('/').set('Accept', 'text/html').expect(200);
    expect(blocksOf(home.text)).toEqual(['diet-remotes', 'diet-public-manifest', 'diet-query-state', 'diet-app-files']);
    const homeFiles = blockOf(home.text, 'diet-app-files').preload as [string, string][];
    const homeData = homeFiles.filter(([as]) => as === 'fetch').map(([, url]) => url);
    expect(homeData).toEqual(
      firstRouteData('/').filter((url) => !['/api/site', '/api/events?when=upcoming'].includes(url)),
    );
    expect(homeData).toEqual(['/api/events?when=past', ...HOME_SECTIONS.map((s) => s.url)]);
    expect(homeFiles).toContainEqual(['script', '/mfe/mfe-public/page-home.11111111.js']);
    // The largest picture of the home page: the first carousel photo of the site content.
    const photo = site.data.carousel[0].src;
    expect(home.text).toContain(`<link rel="preload" as="image" href="${photo}" imagesrcset="${photo}?w=160 160w,`);
    expect(page.text).not.toContain('as="image"');

    // The admin area loads its own remotes: only the remotes block, no public files or data.
    const admin = await t.http().get('/admin/events').set('Accept', 'text/html').expect(200);
    expect(admin.text).toContain('id="diet-remotes"');
    expect(admin.text).not.toContain('diet-public-manifest');
    expect(preloadsOf(admin.text)).toEqual(['style /core.1a2b3c4d.css']);
  });

  it("writes the render's query state into the page, exactly as the API answers, never a stale one", async () => {
    const token = await loginToken(t);
    const created = await t
      .http()
      .post('/api/admin/events')
      .set('Authorization', `Bearer ${token}`)
      .send({
        title: '</script><script>alert(1)</script> Science fair',
        date: instituteDayOffset(5),
        description: "Models <!-- by trainees. Entry $' and $& waived.",
      })
      .expect(201);
    // The first page request after the write: nobody has asked the API since.
    const home = await t.http().get('/').set('Accept', 'text/html').expect(200);
    const upcomingOf = (html: string) =>
      blockOf(html, 'diet-query-state').publicApi.queries['getEvents({"when":"upcoming"})'].data;
    const upcoming = (await t.http().get('/api/events?when=upcoming').expect(200)).body;
    expect(upcoming.data.map((e: { id: string }) => e.id)).toContain(created.body.data.id);
    expect(upcomingOf(home.text)).toEqual(upcoming.data);
    expect(blockOf(home.text, 'diet-query-state').siteApi.queries['getSite(undefined)'].data).toEqual(
      (await t.http().get('/api/site').expect(200)).body.data,
    );
    // The title's markup cannot end the block: the only </script> tags are the blocks' own.
    expect(home.text).not.toContain('</script><script>alert(1)');
    // `$'` and `$&` are text in the data block and in the rendered screen, not replacement patterns.
    expect(home.text).toContain("Models &lt;!-- by trainees. Entry $' and $&amp; waived.");
    expect(upcomingOf(home.text).find((e: { id: string }) => e.id === created.body.data.id).description).toBe(
      "Models <!-- by trainees. Entry $' and $& waived.",
    );

    // After the next write, the next page carries the new answers at once.
    await t
      .http()
      .delete(`/api/admin/events/${created.body.data.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const after = upcomingOf((await t.http().get('/').set('Accept', 'text/html').expect(200)).text);
    expect(after.map((e: { id: string }) => e.id)).not.toContain(created.body.data.id);
    expect(after).toEqual((await t.http().get('/api/events?when=upcoming').expect(200)).body.data);
  });

  it('renders the first screen of every public address into the page, reading its data itself, also right after a change', async () => {
    const html = async (path: string) => (await t.http().get(path).set('Accept', 'text/html').expect(200)).text;
    const site = (await t.http().get('/api/site').expect(200)).body;
    const response = await t.http().get('/').set('Accept', 'text/html').expect(200);
    const home = response.text;
    const upcoming = (await t.http().get('/api/events?when=upcoming').expect(200)).body;
    const descriptions = upcoming.data
      .map((e: { description: string }) => e.description.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
      .join('|');
    const screen = `<div id="root" data-server-screen="static"><header>${site.data.instituteShortName}</header><main><h1>${upcoming.data.length} upcoming</h1><p>${descriptions}</p></main></div>`;
    // After the splash, with the CSS of the shell and of the page written in (no request for the
    // parser to wait on), in the app's #root, which hydrates it.
    const body = home.slice(home.indexOf('<body>'));
    expect(body).toMatch(
      /^<body><div id="splash">.*?<\/div><style>\.layout\{color:#1f2937\}\n<\/style>\s*<style>\.hero\{margin:0\}<\/style>\s*<div id="root" data-server-screen="static">/,
    );
    // Then the splash's inline timer (the shell's entry may arrive long after the page is complete),
    // the only inline script, allowed by the page's CSP through its hash.
    const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("getElementById('splash')");
    expect(body).toMatch(`${screen}\n    <script type="application/json" id="diet-query-state">{"publicApi":`);
    expect(body).toContain(`</script>\n    <script>${scripts[0]}</script></body>`);
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // One data block: the app's store starts from the render's query state.
    expect(blockOf(home, 'diet-first-data')).toBeUndefined();
    expect(blockOf(home, 'diet-query-state').publicApi.queries['getEvents({"when":"upcoming"})'].data).toEqual(
      upcoming.data,
    );

    // Addresses with a search and in every language are rendered too.
    for (const path of ['/?event=abc', '/library?q=x', '/pa/library', '/hi/'])
      expect(await html(path)).toContain(screen);
    // A bundle that fails: the page as before, rendered by the browser alone (logged, never a 500).
    const broken = await html('/about');
    expect(broken).not.toContain('data-server-screen');
    expect(broken).toContain('<div id="root"></div>');
    // A rendered page works without script, so only the unrendered one says it needs it.
    expect(home).not.toContain('needs JavaScript');
    expect(broken).toContain('<noscript><p style="padding: 1rem">This website needs JavaScript.</p></noscript>');
    // It carries no data: its first screen's GETs are preloaded, for the shell's entry to take over.
    expect(blocksOf(broken)).toEqual(['diet-remotes', 'diet-public-manifest']);
    expect(dataPreloadsOf(broken)).toEqual(firstRouteData('/about'));
    expect(dataPreloadsOf(broken)).toEqual(['/api/site']);

    // The first visitor after an admin write gets the new content, with no one having asked the
    // API in between: the render kept for the address is not served with answers it was not made from.
    const token = await loginToken(t);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await t
      .http()
      .post('/api/admin/events')
      .set(auth)
      .send({ title: 'Open day', date: instituteDayOffset(3), description: 'Visitors welcome at the new wing.' })
      .expect(201);
    const renewed = await html('/');
    expect(renewed).toContain(`<h1>${upcoming.data.length + 1} upcoming</h1>`);
    expect(renewed).toContain('Visitors welcome at the new wing.');
    await t.http().delete(`/api/admin/events/${created.body.data.id}`).set(auth).expect(200);
    expect(await html('/')).toContain(screen);
  });

  it('writes the new manifest of a redeployed public remote into the next page', async () => {
    const file = join(root, 'mfe-public', 'dist', 'mf-manifest.json');
    const next = {
      ...PUBLIC_MANIFEST,
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.fedcba9876543210.js'] } } }],
    };
    writeFileSync(file, JSON.stringify(next));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    try {
      const page = await t.http().get('/about').set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('/mfe/mfe-public/__federation_expose_routes.fedcba9876543210.js');
      expect(page.text).not.toContain('0123456789abcdef');
    } finally {
      writeFileSync(file, JSON.stringify(PUBLIC_MANIFEST));
      utimesSync(file, new Date(), new Date(Date.now() + 10000));
    }
  });

  it('sets long caching for hashed files and none for entry files', async () => {
    const hashed = await t.http().get('/static/main.1a2b3c4d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remoteHashed = await t
      .http()
      .get('/mfe/mfe-public/__federation_expose_routes.0123456789abcdef.js')
      .expect(200);
    expect(remoteHashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/mfe/mfe-public/mf-manifest.json', '/mfe/mfe-public/remoteEntry.js', '/favicon.svg']) {
      const res = await t.http().get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for unknown remote files and remotes that are not built', async () => {
    for (const path of [
      '/mfe/mfe-public/missing.js',
      '/mfe/mfe-admin-content/remoteEntry.js',
      '/mfe/mfe-public/../shell/dist/index.html',
    ]) {
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

/** A test app on fakeFrontends() with `env`, for the tests of the describe block that calls it. */
function appOnFakeFrontends(env: Record<string, string>): () => TestApp {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeFrontends();
    t = await createTestApp({ env: { ...env, FRONTEND_ROOT: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return () => t;
}

describeApi('pages behind the gateway (SERVE_FRONTENDS=false, SERVE_PAGES=true)', () => {
  const app = appOnFakeFrontends({ SERVE_FRONTENDS: 'false', SERVE_PAGES: 'true' });

  it('renders page requests as npm start does: the first screen, the remotes and the page headers', async () => {
    const t = app();
    const home = await t.http().get('/').set('Accept', 'text/html').expect(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(home.text).toMatch(
      /<div id="root" data-server-screen="static"><header>[^<]+<\/header><main><h1>\d+ upcoming<\/h1>/,
    );
    expect(home.text).toContain(
      '<script type="application/json" id="diet-public-manifest" data-url="/mfe/mfe-public/mf-manifest.json">',
    );
    const { instituteName } = (await t.http().get('/api/site').expect(200)).body.data;
    for (const path of ['/about', '/admin/staff']) {
      const page = await t.http().get(path).set('Accept', 'text/html').expect(200);
      expect(page.text).toContain(`<title>${instituteName}</title>`);
      expect(page.text).toContain('id="diet-remotes"');
    }
  });

  it("leaves every built file to the static services: the shell's, the remotes' and the entry files", async () => {
    const t = app();
    for (const path of [
      '/static/main.1a2b3c4d.js',
      '/core.1a2b3c4d.css',
      '/favicon.svg',
      '/mfe/mfe-public/remoteEntry.js',
      '/mfe/mfe-public/mf-manifest.json',
    ]) {
      const res = await t.http().get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});

describeApi('no frontends at all (SERVE_FRONTENDS=false alone, as `npm run dev` runs the API)', () => {
  const app = appOnFakeFrontends({ SERVE_FRONTENDS: 'false' });

  it('answers no page', async () => {
    for (const path of ['/', '/about']) await app().http().get(path).set('Accept', 'text/html').expect(404);
  });
});
