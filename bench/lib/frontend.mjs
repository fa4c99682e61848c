// Frontend figures: bundle sizes (gzip) from the dist folders, cache and compression headers as
// served, and in Chromium the bytes, requests and time before each page's first content.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { benchmarkIndexOf } from './host-index.mjs';

const { cpuMultiplier, median: medianOf } = createRequire(import.meta.url)('./calibration.cjs');

export const APPS = ['shell', 'mfe-public', 'mfe-admin-content', 'mfe-admin-diksha', 'mfe-admin-comms'];
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (CHROMIUM_PATH to change) with the bench's flags; `chromium` is playwright-core's. */
export const launchChromium = (chromium) =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** What "first content" means per page (the element whose appearance is timed). */
export const PAGES = [
  { path: '/', selector: '#home-title', content: 'hero heading' },
  { path: '/library', selector: '#page-title', content: 'page heading' },
  { path: '/admin/login', selector: 'input[type="password"]', content: 'login form' },
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The encodings a browser offers, each measured alone: what a visitor receives with either. */
export const FIRST_LOAD_ENCODINGS = ['br', 'gzip'];

/**
 * Every public page's first-load JavaScript in every language as a browser receives it from each
 * deployment (first-load.cjs `received`: the files the shell preloads, fetched over HTTP with
 * Accept-Encoding br, then gzip; bytes on the wire, not computed from the files). `deployments`:
 * [{ name, baseUrl }]. Each deployment is asked for every file once before the measured pass: the
 * first request after a start may come before `npm start` has read a file's copies
 * (precompressed-static.ts), which a real visitor after the first never sees.
 */
export async function firstLoads(root, deployments) {
  const { pageChunks, received } = createRequire(import.meta.url)('./first-load.cjs');
  const { LANGUAGES } = await import('@diet/contracts/languages');
  const round = (x) => Math.round(x * 10) / 10;
  const loads = pageChunks(root).flatMap((page) => LANGUAGES.map((language) => ({ page, language })));
  const out = [];
  for (const { name, baseUrl } of deployments) {
    for (const { page, language } of loads)
      await received(baseUrl, root, page, language, FIRST_LOAD_ENCODINGS.join(', '));
    for (const acceptEncoding of FIRST_LOAD_ENCODINGS) {
      for (const { page, language } of loads) {
        const load = await received(baseUrl, root, page, language, acceptEncoding);
        out.push({
          deployment: name,
          acceptEncoding,
          page,
          language,
          totalKB: round(load.totalKB),
          // Anything but the asked encoding means a file went out uncompressed or differently.
          encodings: [...new Set(load.files.map((f) => f.encoding))],
          files: load.files.map((f) => ({ ...f, kb: round(f.kb) })),
        });
      }
    }
  }
  return out;
}

/**
 * Each page's HTML as a browser receives it from each deployment (KB on the wire, per encoding):
 * issue 38's "HTML at most 30 KB compressed". The second answer is measured: the first of an
 * address after a start is the one the server renders (and may still compress on the fly).
 */
export async function pageHtml(deployments, paths) {
  const { getRaw } = createRequire(import.meta.url)('./first-load.cjs');
  const out = [];
  for (const { name, baseUrl } of deployments) {
    for (const path of paths) {
      const sizes = {};
      for (const acceptEncoding of FIRST_LOAD_ENCODINGS) {
        const get = () => getRaw(baseUrl, path, acceptEncoding, { Accept: 'text/html' });
        await get();
        const res = await get();
        if (res.status !== 200) throw new Error(`${baseUrl}${path} answered ${res.status}`);
        sizes[acceptEncoding] = { kb: kb(res.body.length), encoding: res.encoding };
      }
      // Whether the page loads a script file as it loads, or only at the visitor's first touch
      // (its inline script then adds the app's files: issue 38).
      const plain = (await getRaw(baseUrl, path, 'identity', { Accept: 'text/html' })).body.toString();
      out.push({ deployment: name, path, ...sizes, scriptAtLoad: /<script[^>]*\ssrc=/.test(plain) });
    }
  }
  return out;
}

/** Largest and smallest first load per deployment and encoding, for the report and the console. */
export function firstLoadSummary(loads) {
  const groups = new Map();
  for (const load of loads) {
    const key = `${load.deployment} ${load.acceptEncoding}`;
    groups.set(key, [...(groups.get(key) ?? []), load]);
  }
  return [...groups.values()].map((group) => {
    const largest = group.reduce((a, b) => (b.totalKB > a.totalKB ? b : a));
    const smallest = group.reduce((a, b) => (b.totalKB < a.totalKB ? b : a));
    const pages = new Set(group.map((l) => l.page)).size;
    const encodings = [...new Set(group.flatMap((l) => l.encodings))];
    return {
      deployment: group[0].deployment,
      acceptEncoding: group[0].acceptEncoding,
      pages,
      languages: group.length / pages,
      largest,
      smallest,
      encodings,
    };
  });
}

function gzipSizeOf(dist, files) {
  const isFile = (f) => f && existsSync(join(dist, f)) && statSync(join(dist, f)).isFile();
  return files.filter(isFile).reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 6 }).length, 0);
}

const assetFiles = (assets) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];

/** Per app: entry files, each exposed module (with its lazy chunks), each shared package. */
export function bundleSizes(root) {
  return APPS.map((app) => {
    const dist = join(root, app, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    const entry = [manifest.metaData.remoteEntry.name];
    if (app === 'shell') {
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      entry.push(...[...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
    }
    const exposes = manifest.exposes.map((e) => ({
      name: e.name,
      initialGzipKB: kb(gzipSizeOf(dist, [...e.assets.js.sync, ...e.assets.css.sync])),
      lazyGzipKB: kb(gzipSizeOf(dist, [...e.assets.js.async, ...e.assets.css.async])),
    }));
    // Packages that travel in the same files (the shell's framework and core chunks) count once.
    const byFiles = new Map();
    for (const s of manifest.shared) {
      const files = assetFiles(s.assets).sort();
      const key = files.join(' ');
      byFiles.set(key, { names: [...(byFiles.get(key)?.names ?? []), s.name], files });
    }
    const shared = [...byFiles.values()].map(({ names, files }) => ({
      name: names.join(' + '),
      gzipKB: kb(gzipSizeOf(dist, files)),
    }));
    const all = new Set([
      ...entry,
      ...manifest.exposes.flatMap((e) => assetFiles(e.assets)),
      ...manifest.shared.flatMap((s) => assetFiles(s.assets)),
    ]);
    return {
      app,
      entryGzipKB: kb(gzipSizeOf(dist, entry)),
      exposes,
      shared,
      allFilesGzipKB: kb(gzipSizeOf(dist, [...all])),
    };
  });
}

/** Cache-Control and encodings as a browser receives them. */
export async function deliveryHeaders(root, baseUrl) {
  const html = readFileSync(join(root, 'shell/dist/index.html'), 'utf8');
  const hashedJs = html.match(/src="\/?([^"]+\.[0-9a-f]{8,}\.js)"/)?.[1];
  const checks = [
    {
      what: 'hashed shell bundle',
      path: `/${hashedJs}`,
      cacheControl: 'public, max-age=31536000, immutable',
      encoded: true,
    },
    { what: 'index.html (page)', path: '/', cacheControl: 'no-cache', encoded: true, accept: 'text/html' },
    { what: 'remotes.json', path: '/remotes.json', cacheControl: 'no-cache' },
    {
      what: 'mf-manifest.json (public remote)',
      path: '/mfe/mfe-public/mf-manifest.json',
      cacheControl: 'no-cache',
      encoded: true,
    },
    {
      what: 'remoteEntry.js (public remote)',
      path: '/mfe/mfe-public/remoteEntry.js',
      cacheControl: 'no-cache',
      encoded: true,
    },
    { what: 'GET /api/events (JSON list)', path: '/api/events', cacheControl: 'no-cache', encoded: true },
  ];
  const out = [];
  for (const c of checks) {
    const res = await fetch(`${baseUrl}${c.path}`, {
      headers: { 'Accept-Encoding': 'br, gzip', Accept: c.accept ?? '*/*' },
    });
    await res.arrayBuffer();
    const row = {
      what: c.what,
      path: c.path,
      status: res.status,
      cacheControl: res.headers.get('cache-control'),
      contentEncoding: res.headers.get('content-encoding'),
      etag: res.headers.get('etag'),
    };
    row.ok =
      res.status === 200 &&
      row.cacheControl === c.cacheControl &&
      (!c.encoded || ['br', 'gzip'].includes(row.contentEncoding ?? ''));
    if (row.etag && c.path.startsWith('/api/')) {
      // An explicit Cache-Control stops fetch adding `no-cache`, which rightly forbids a 304.
      const again = await fetch(`${baseUrl}${c.path}`, {
        headers: { 'If-None-Match': row.etag, 'Cache-Control': 'max-age=0' },
      });
      row.revalidatedStatus = again.status;
      row.ok &&= again.status === 304;
    }
    out.push(row);
  }
  return out;
}

/**
 * The names the app and the bench share (the server-rendered screen's id, the first route's mark),
 * from @diet/contracts: built by the time the bench measures, not yet when a fresh clone's bench
 * imports this file.
 */
const sharedNames = () => import('@diet/contracts/first-route');

/**
 * Records when `selector` first exists and when the splash leaves, on the page's own clock, whether
 * the page came with a server-rendered first screen (`serverScreenSelector`: #root before the app took it over), and whether that
 * screen, with `selector` in it, was still there when the splash left (else the app's own had
 * already taken its place).
 */
const observeScript = (selector, serverScreenSelector) => `(() => {
  const seen = { content: null, splashGone: null, serverRendered: false, serverScreenShown: false };
  window.__dietBench = seen;
  const check = () => {
    if (document.querySelector(${JSON.stringify(serverScreenSelector)})) seen.serverRendered = true;
    if (seen.content === null && document.querySelector(${JSON.stringify(selector)})) seen.content = performance.now();
    if (seen.splashGone === null && document.readyState !== 'loading' && !document.getElementById('splash')) {
      seen.splashGone = performance.now();
      seen.serverScreenShown = Boolean(document.querySelector(${JSON.stringify(serverScreenSelector)})?.querySelector(${JSON.stringify(selector)}));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
})();`;

async function measurePage(browser, baseUrl, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const { SERVER_SCREEN_SELECTOR } = await sharedNames();
  await tab.addInitScript(observeScript(page.selector, SERVER_SCREEN_SELECTOR));
  const finished = [];
  tab.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    const timing = request.timing();
    finished.push({
      url: request.url(),
      type: request.resourceType(),
      encoding: response ? await response.headerValue('content-encoding') : null,
      bytes: sizes ? sizes.responseBodySize : 0,
      endEpoch: timing.startTime + timing.responseEnd,
    });
  });
  await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'load' });
  await tab.waitForSelector(page.selector, { state: 'attached', timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const { content, splashGone, origin } = await tab.evaluate(() => ({
    ...window.__dietBench,
    origin: performance.timeOrigin,
  }));
  await context.close();
  const before = finished.filter((r) => r.endEpoch <= origin + content);
  const sum = (rows, type) => kb(rows.filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0));
  return {
    path: page.path,
    firstContent: page.content,
    msToContent: Math.round(content),
    msToSplashGone: splashGone === null ? null : Math.round(splashGone),
    beforeContent: { requests: before.length, jsKB: sum(before, 'script'), cssKB: sum(before, 'stylesheet') },
    wholeLoad: { requests: finished.length, jsKB: sum(finished, 'script'), cssKB: sum(finished, 'stylesheet') },
    encodings: [
      ...new Set(finished.filter((r) => ['script', 'stylesheet'].includes(r.type)).map((r) => r.encoding ?? 'none')),
    ],
    adminRemoteFetched: finished.some((r) => /\/mfe\/mfe-admin-/.test(r.url)),
  };
}

export async function measurePages(chromium, baseUrl) {
  const browser = await launchChromium(chromium);
  try {
    // Warm server, cold browser: the server compresses each built file once (brotli 11) after its
    // first request, so one throwaway visit per page and a pause come before the measured ones.
    for (const page of PAGES) await measurePage(browser, baseUrl, page);
    await new Promise((r) => setTimeout(r, 5000));
    const out = [];
    for (const page of PAGES) out.push(await measurePage(browser, baseUrl, page));
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * Navigation to the complete home page on screen, under Lighthouse's mobile network throttling
 * applied through CDP (slow 4G) and the CPU of `phone` (the host's benchmark index measured before
 * each run, calibration.cjs), median of runs. On screen: when the splash left, if the first
 * screen the server rendered (hero and events) was under it; else when both the splash had left and
 * the app's own was complete (mark `diet:first-route-complete`). The app's own is reported as well:
 * from then on every control works.
 */
export async function throttledFirstRoute(chromium, baseUrl, throttling, phone, runs = 3) {
  const { SERVER_SCREEN_SELECTOR, FIRST_ROUTE_COMPLETE_MARK } = await sharedNames();
  const browser = await launchChromium(chromium);
  const samples = [];
  try {
    // A visitor before: the first screen's data is then in the API's public cache, as on a site
    // anyone has opened since its last change (the server renders the first screen only from there).
    const before = await browser.newContext();
    await (await before.newPage()).goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await before.close();
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      await tab.addInitScript(observeScript('#home-title', SERVER_SCREEN_SELECTOR));
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttling.requestLatencyMs,
        downloadThroughput: (throttling.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (throttling.uploadThroughputKbps * 1024) / 8,
      });
      const hostIndex = await benchmarkIndexOf(tab);
      const multiplier = cpuMultiplier(hostIndex, phone.benchmarkIndex);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
      await tab.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 });
      await tab.waitForFunction(() => !document.getElementById('splash'), null, { timeout: 120_000 });
      // A page the server rendered brings its app in at the visitor's first touch: one as the
      // splash leaves (a key that changes nothing), unless the app came already.
      const touchedMs = await tab.evaluate(() => performance.now());
      if (await tab.$(SERVER_SCREEN_SELECTOR)) await tab.keyboard.press('Shift');
      await tab.waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
        FIRST_ROUTE_COMPLETE_MARK,
        {
          timeout: 120_000,
        },
      );
      const seen = await tab.evaluate(
        ([mark, touched]) => ({
          appCompleteMs: Math.round(performance.getEntriesByName(mark, 'mark')[0].startTime),
          appAfterTouchMs: Math.max(0, Math.round(performance.getEntriesByName(mark, 'mark')[0].startTime - touched)),
          splashGoneMs: Math.round(window.__dietBench.splashGone),
          heroMs: Math.round(window.__dietBench.content),
          serverRendered: window.__dietBench.serverRendered,
          serverScreenShown: window.__dietBench.serverScreenShown,
        }),
        [FIRST_ROUTE_COMPLETE_MARK, touchedMs],
      );
      const firstRouteCompleteMs = seen.serverScreenShown
        ? seen.splashGoneMs
        : Math.max(seen.splashGoneMs, seen.appCompleteMs);
      samples.push({ hostIndex, multiplier, firstRouteCompleteMs, ...seen });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (key) => medianOf(samples.map((s) => s[key]));
  return {
    phone: phone.id,
    runs: samples,
    hostIndex: median('hostIndex'),
    multiplier: median('multiplier'),
    firstRouteCompleteMs: median('firstRouteCompleteMs'),
    appCompleteMs: median('appCompleteMs'),
    appAfterTouchMs: median('appAfterTouchMs'),
    splashGoneMs: median('splashGoneMs'),
    heroMs: median('heroMs'),
    serverRenderedRuns: samples.filter((s) => s.serverRendered).length,
  };
}
