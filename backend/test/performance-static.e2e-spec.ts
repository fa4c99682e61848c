/** Built JS/CSS served pre-compressed (brotli 11 / gzip 9) once ready, with the same caching rules. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

/** Text that compresses much better at brotli 11 than at the middleware's quality 4. */
const BUNDLE = Array.from(
  { length: 3000 },
  (_, i) => `export const value${i} = "item-${(i * 7919) % 1000}-${i % 13}";`,
).join('\n');

const PREBUILT = {
  br: brotliCompressSync(BUNDLE, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: gzipSync(BUNDLE, { level: 1 }),
};

function fakeFrontends(): string {
  const root = mkdtempSync(join(tmpdir(), 'diet-front-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'main.1a2b3c4d.js'), BUNDLE);
  writeFileSync(join(root, 'secret.js'), 'outside the dist folders');
  // Copies as the build writes them beside a file (precompress-plugin.js), after it; at levels
  // the server never uses, so their sizes show which bytes were sent.
  writeFileSync(join(shell, 'page.5e6f7a8b.js'), BUNDLE);
  writeFileSync(join(shell, 'page.5e6f7a8b.js.br'), PREBUILT.br);
  writeFileSync(join(shell, 'page.5e6f7a8b.js.gz'), PREBUILT.gzip);
  const later = new Date(Date.now() + 2000);
  for (const ext of ['br', 'gz']) utimesSync(join(shell, `page.5e6f7a8b.js.${ext}`), later, later);
  const remote = join(root, 'mfe-public', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(remote, 'remoteEntry.js'), BUNDLE);
  return root;
}

describeApi('pre-compressed frontend files', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeFrontends();
    t = await createTestApp({ env: { SERVE_FRONTENDS: 'true', FRONTEND_ROOT: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The first requests fall through to on-the-fly compression; asks until the stored copy answers. */
  async function whenPrecompressed(path: string, encoding: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await t.http().get(path).set('Accept-Encoding', encoding).expect(200);
      if (res.headers['content-length']) return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${path} was never served pre-compressed`);
  }

  it('sends the brotli-11 copy of a hashed bundle, decoded to the same text, cached for good', async () => {
    const first = await t.http().get('/main.1a2b3c4d.js').set('Accept-Encoding', 'br').expect(200);
    expect(first.text).toBe(BUNDLE);
    const res = await whenPrecompressed('/main.1a2b3c4d.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBe(
      brotliCompressSync(BUNDLE, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
    expect(res.text).toBe(BUNDLE);
    expect(res.headers.etag).toBe(first.headers.etag);
  });

  it('gzip for clients without brotli, 304 on the ETag, the plain file without Accept-Encoding', async () => {
    const gz = await whenPrecompressed('/mfe/mfe-public/remoteEntry.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gz.text).toBe(BUNDLE);
    await t
      .http()
      .get('/mfe/mfe-public/remoteEntry.js')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gz.headers.etag)
      .expect(304);
    const plain = await t.http().get('/mfe/mfe-public/remoteEntry.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BUNDLE);
  });

  it("sends the copies the build wrote beside a file, the bytes the compose deployment's nginx sends", async () => {
    const br = await whenPrecompressed('/page.5e6f7a8b.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(PREBUILT.br.length);
    expect(br.text).toBe(BUNDLE);
    const gz = await whenPrecompressed('/page.5e6f7a8b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(PREBUILT.gzip.length);
    expect(gz.text).toBe(BUNDLE);
  });

  it('never reaches outside the dist folders', async () => {
    for (const path of [
      '/mfe/mfe-public/..%2f..%2fsecret.js',
      '/..%2fsecret.js',
      '/mfe/mfe-public/%2e%2e/%2e%2e/secret.js',
    ]) {
      const res = await t.http().get(path).set('Accept-Encoding', 'br');
      expect([path, res.text]).not.toEqual([path, 'outside the dist folders']);
    }
  });
});
