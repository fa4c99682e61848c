/**
 * One remote released on its own (issue 9): a new build of mfe-public (a home page heading changed
 * through its own rspack config, the real sources untouched) replaces the running one while the
 * API, the shell and the other remotes keep running; a reload shows it, and the shell's files are
 * byte for byte the same. Then the same remote served from ANOTHER origin (a CDN: nginx with
 * docker/static.nginx.conf) through REMOTE_URL_MFE_PUBLIC: the shell finds it via /remotes.json,
 * the manifest's publicPath 'auto' sends every chunk request there, and CORS and CSP allow it.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { launchBrowser } from '../support/browser';
import { freePort, ROOT } from '../support/server';
import { startApi, type ApiProcess } from './support/api-process';
import { staticServer, startNginx, type RunningNginx } from './support/nginx';

jest.setTimeout(180_000);

const REMOTE = 'mfe-public';
const TEXT_FILE = 'src/i18n/en.ts';
// A heading the remote's own texts hold: the hero's headline is the site settings' (ARCHITECTURE 12.1).
const OLD_HEADLINE = 'Upcoming Events';
const NEW_HEADLINE = `Release ${randomBytes(3).toString('hex')} of the public site`;

/** sha256 of every file under a folder, by relative path. */
function fileHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** Replaces a served folder in two renames, as a deployment swaps a release in. */
function release(servedDir: string, build: string): void {
  const next = `${servedDir}.next`;
  cpSync(build, next, { recursive: true });
  renameSync(servedDir, `${servedDir}.previous`);
  renameSync(next, servedDir);
  rmSync(`${servedDir}.previous`, { recursive: true, force: true });
}

describe('one remote redeployed alone', () => {
  const work = mkdtempSync(join(tmpdir(), 'diet-redeploy-'));
  const newBuild = join(work, 'mfe-public-release');
  const shellBefore = fileHashes(join(ROOT, 'shell/dist'));
  let browser: Browser;
  const running: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    const build = spawnSync(
      process.execPath,
      [join(__dirname, 'support/build-remote-variant.js'), REMOTE, newBuild, TEXT_FILE, OLD_HEADLINE, NEW_HEADLINE],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    if (build.status !== 0)
      throw new Error(`building the new release of ${REMOTE} failed:\n${build.stdout}\n${build.stderr}`);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const started of running.reverse()) await started.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** The home page's events heading after opening `url`, or after a reload when no url is given. */
  async function headline(page: Page, url?: string): Promise<string> {
    if (url) await page.goto(url);
    else await page.reload();
    // Wait for the remote's heading, in either release.
    const heading = page.getByRole('heading', { name: new RegExp(`^(${OLD_HEADLINE}|${NEW_HEADLINE})$`) });
    await heading.waitFor({ timeout: 30_000 });
    return (await heading.textContent())?.trim() ?? '';
  }

  const openPage = async (): Promise<Page> => (await browser.newContext()).newPage();

  it('serves a new release of one remote from the running product; a reload shows it', async () => {
    // FRONTEND_ROOT as a deployment lays it out: the shell and the other remotes are the real
    // builds (links), mfe-public is a folder of its own that its release replaces.
    const front = join(work, 'front');
    mkdirSync(join(front, REMOTE), { recursive: true });
    for (const app of ['shell', ...Object.values(REMOTE_PATHS).filter((f) => f !== REMOTE)])
      symlinkSync(join(ROOT, app), join(front, app));
    cpSync(join(ROOT, REMOTE, 'dist'), join(front, REMOTE, 'dist'), { recursive: true });
    const product: ApiProcess = await startApi('product', work, {
      NODE_ENV: 'development',
      DATA_DIR: join(work, 'data-product'),
      FRONTEND_ROOT: front,
    });
    running.push(product);

    const page = await openPage();
    expect(await headline(page, `${product.baseUrl}/`)).toBe(OLD_HEADLINE);

    release(join(front, REMOTE, 'dist'), newBuild);
    expect(await headline(page)).toBe(NEW_HEADLINE);
    // Same process all along: nothing but the remote's files changed.
    expect(product.process.exitCode).toBeNull();
    const admin = await (await fetch(`${product.baseUrl}/mfe/mfe-admin-content/mf-manifest.json`)).json();
    expect(admin.name).toBe('mfe_admin_content');
  });

  it('loads the remote from another origin named in remotes.json, with CORS and CSP allowing it', async () => {
    const cdnPort = await freePort();
    const cdn = `http://127.0.0.1:${cdnPort}`;
    const cdnRoot = join(work, 'cdn');
    cpSync(join(ROOT, REMOTE, 'dist'), cdnRoot, { recursive: true });
    const nginx: RunningNginx = await startNginx(join(work, 'nginx'), [staticServer(cdnPort, cdnRoot)], [cdnPort]);
    running.push(nginx);
    const product = await startApi('product-cdn', work, {
      NODE_ENV: 'development',
      DATA_DIR: join(work, 'data-cdn'),
      REMOTE_URL_MFE_PUBLIC: `${cdn}/mf-manifest.json`,
    });
    running.push(product);

    const remotes = await (await fetch(`${product.baseUrl}/remotes.json`)).json();
    expect(remotes.mfe_public).toBe(`${cdn}/mf-manifest.json`);
    const csp =
      (await fetch(`${product.baseUrl}/`, { headers: { Accept: 'text/html' } })).headers.get(
        'content-security-policy',
      ) ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${cdn.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${cdn.replace(/\./g, '\\.')}`));

    const page = await openPage();
    const fromCdn: string[] = [];
    const refused: string[] = [];
    page.on('request', (r) => r.url().startsWith(cdn) && fromCdn.push(new URL(r.url()).pathname));
    // A reload aborts the loads still in flight (carousel pictures): that is no refusal.
    page.on(
      'requestfailed',
      (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && refused.push(`${r.url()} ${r.failure()?.errorText}`),
    );
    page.on(
      'response',
      (r) => r.url().startsWith(cdn) && r.status() >= 400 && refused.push(`${r.url()} ${r.status()}`),
    );
    page.on('console', (m) => /Content Security Policy|CORS/i.test(m.text()) && refused.push(m.text()));

    expect(await headline(page, `${product.baseUrl}/`)).toBe(OLD_HEADLINE);
    expect(fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    // publicPath 'auto': the remote's own chunks come from where its manifest lives.
    expect(fromCdn.some((p) => /^\/[\w-]+\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);

    // What the live page fetches when idle (the home page's event dialog) arrives before the release:
    // the release swaps the files, so a chunk of the old build asked after it is gone (a 404 that
    // Chromium blocks as ORB), which says nothing about CORS or CSP. Since the first screen's chunks
    // are preloaded whole the page is live sooner, and that idle fetch came after the swap.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    expect(fromCdn.some((p) => /^\/event-modal\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);

    // A release on the CDN alone: the API and the shell stay as they are.
    release(cdnRoot, newBuild);
    expect(await headline(page)).toBe(NEW_HEADLINE);
    expect(refused).toEqual([]);
  });

  it('builds every remote to load its chunks from wherever its manifest is served', () => {
    // What the CDN test above shows for mfe-public holds for each remote's production build.
    for (const folder of Object.values(REMOTE_PATHS)) {
      const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'dist/mf-manifest.json'), 'utf8'));
      expect({ folder, publicPath: manifest.metaData.publicPath }).toEqual({ folder, publicPath: 'auto' });
    }
  });

  it('never rebuilt or changed the shell', () => {
    expect(fileHashes(join(ROOT, 'shell/dist'))).toEqual(shellBefore);
  });
});
