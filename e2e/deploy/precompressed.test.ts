/**
 * The same bytes in production as under `npm start` (issue 36 item 3): through Debian's nginx
 * configured from docker/gateway.nginx.conf, with each frontend served by docker/static.nginx.conf,
 * every built script and style of a visitor's first load arrives as the build's brotli (11) or gzip
 * (9) copy, byte for byte, by what the browser accepts; the files it names in its manifest too.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_PATHS } from '@diet/contracts/api';
import { freePort, ROOT } from '../support/server';
import { gatewayServer, startNginx, staticServer, type RunningNginx } from './support/nginx';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with the bench (plain Node)
const { firstLoadFiles, getRaw, received, urlOf } = require('../../bench/lib/first-load.cjs') as {
  firstLoadFiles: (root: string, pageChunk: string, language: string) => string[];
  getRaw: (
    baseUrl: string,
    path: string,
    acceptEncoding: string,
  ) => Promise<{ status: number; encoding: string; body: Buffer }>;
  received: (
    baseUrl: string,
    root: string,
    pageChunk: string,
    language: string,
    acceptEncoding: string,
  ) => Promise<{ totalKB: number; files: { url: string; encoding: string; kb: number }[] }>;
  urlOf: (root: string, file: string) => string;
};

const FRONTENDS = ['shell', ...Object.values(REMOTE_PATHS)];
/** What the build compresses, beside the first load's scripts: the shell's styles and each remote's entry files. */
const shellStyles = () =>
  [...readFileSync(join(ROOT, 'shell/dist/index.html'), 'utf8').matchAll(/href="\/([^"]+\.css)"/g)].map((m) =>
    join(ROOT, 'shell/dist', m[1]),
  );
const remoteEntryFiles = () =>
  Object.values(REMOTE_PATHS).flatMap((app) =>
    ['remoteEntry.js', 'mf-manifest.json'].map((f) => join(ROOT, app, 'dist', f)),
  );

describe('built files through the gateway, as the build compressed them', () => {
  const work = mkdtempSync(join(tmpdir(), 'diet-precompressed-'));
  let nginx: RunningNginx;
  let gateway: string;

  beforeAll(async () => {
    const [gatewayPort, apiPort, ...staticPorts] = await Promise.all([
      freePort(),
      freePort(),
      ...FRONTENDS.map(() => freePort()),
    ]);
    gateway = `http://127.0.0.1:${gatewayPort}`;
    // No API runs: only built files are asked for, which never reach it.
    const upstreams: Record<string, number[]> = { api: [apiPort] };
    FRONTENDS.forEach((app, i) => (upstreams[app] = [staticPorts[i]]));
    const servers = [
      gatewayServer(gatewayPort, upstreams),
      ...FRONTENDS.map((app, i) => staticServer(staticPorts[i], join(ROOT, app, 'dist'))),
    ];
    nginx = await startNginx(join(work, 'nginx'), servers, [gatewayPort, ...staticPorts]);
  });

  afterAll(async () => {
    await nginx?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const files = () => [...firstLoadFiles(ROOT, 'page-home', 'pa'), ...shellStyles(), ...remoteEntryFiles()];

  it('has a brotli and a gzip copy of every file of the first load, each smaller than the file', () => {
    expect(files().length).toBeGreaterThan(5);
    for (const file of files()) {
      for (const ext of ['br', 'gz']) expect([file, ext, existsSync(`${file}.${ext}`)]).toEqual([file, ext, true]);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(file).length);
    }
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gz'],
  ])('answers Accept-Encoding "%s" with the build\'s .%s copy, byte for byte', async (accept, ext) => {
    for (const file of files()) {
      const res = await getRaw(gateway, urlOf(ROOT, file), accept);
      expect([file, res.status, res.encoding]).toEqual([file, 200, ext === 'br' ? 'br' : 'gzip']);
      expect(res.body.equals(readFileSync(`${file}.${ext}`))).toBe(true);
    }
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const [file] = files();
    const res = await getRaw(gateway, urlOf(ROOT, file), 'identity');
    expect(res.encoding).toBe('identity');
    expect(res.body.equals(readFileSync(file))).toBe(true);
  });

  it("delivers the first load of / in Punjabi in the sizes of the build's copies", async () => {
    const copies = (ext: string) =>
      firstLoadFiles(ROOT, 'page-home', 'pa').reduce((sum, f) => sum + readFileSync(`${f}.${ext}`).length, 0) / 1024;
    const br = await received(gateway, ROOT, 'page-home', 'pa', 'br');
    const gzip = await received(gateway, ROOT, 'page-home', 'pa', 'gzip');
    expect(br.files.every((f) => f.encoding === 'br')).toBe(true);
    expect(gzip.files.every((f) => f.encoding === 'gzip')).toBe(true);
    expect(br.totalKB).toBeCloseTo(copies('br'), 6);
    expect(gzip.totalKB).toBeCloseTo(copies('gz'), 6);
    expect(br.totalKB).toBeLessThan(gzip.totalKB);
  });
});
