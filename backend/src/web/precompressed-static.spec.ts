import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PrecompressedFiles, WARM_MAX_FILE_BYTES } from './precompressed-static';

describe('PrecompressedFiles.warm', () => {
  let root: string;
  const text = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i * 7};`).join('\n');
  const at = (...parts: string[]) => join(root, ...parts);
  const copiesOf = (files: PrecompressedFiles, path: string) =>
    files.get(path, PrecompressedFiles.version(statSync(path)));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'diet-warm-'));
    mkdirSync(at('nested'));
    mkdirSync(at('.hidden'));
    writeFileSync(at('main.1a2b.js'), text(200));
    writeFileSync(at('main.1a2b.css'), 'body { margin: 0 }');
    writeFileSync(at('nested', 'mf-manifest.json'), '{"name":"mfe_public"}');
    writeFileSync(at('index.html'), '<!doctype html>');
    writeFileSync(at('main.1a2b.js.map'), '{}');
    writeFileSync(at('.hidden', 'secret.js'), 'hidden');
    writeFileSync(at('huge.js'), 'x'.repeat(WARM_MAX_FILE_BYTES + 1));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('compresses the JS, CSS and JSON files ahead, so their first request already gets the copies', async () => {
    const files = new PrecompressedFiles();
    expect(await files.warm(root)).toBe(3);
    const js = copiesOf(files, at('main.1a2b.js'));
    expect(brotliDecompressSync(js!.br).toString()).toBe(text(200));
    expect(gunzipSync(js!.gzip).toString()).toBe(text(200));
    expect(copiesOf(files, at('main.1a2b.css'))).toBeDefined();
    expect(copiesOf(files, at('nested', 'mf-manifest.json'))).toBeDefined();
  });

  it('leaves pages, source maps, hidden folders and files over the size limit to their first request', async () => {
    const files = new PrecompressedFiles();
    await files.warm(root);
    for (const path of [at('index.html'), at('main.1a2b.js.map'), at('.hidden', 'secret.js'), at('huge.js')]) {
      expect([path, copiesOf(files, path)]).toEqual([path, undefined]);
    }
  });

  it('makes nothing twice: a second warm-up finds every copy made', async () => {
    const files = new PrecompressedFiles();
    await files.warm(root);
    expect(await files.warm(root)).toBe(0);
  });
});

describe('PrecompressedFiles with the copies the build wrote', () => {
  let root: string;
  const at = (...parts: string[]) => join(root, ...parts);
  const copiesOf = (files: PrecompressedFiles, path: string) =>
    files.get(path, PrecompressedFiles.version(statSync(path)));
  const later = (path: string, seconds: number) =>
    utimesSync(path, new Date(Date.now() + seconds * 1000), new Date(Date.now() + seconds * 1000));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'diet-prebuilt-'));
    writeFileSync(at('page.1a2b.js'), 'export const page = 1;'.repeat(50));
    // Marked bytes: only a copy read from disk can be these (a compression of the file cannot).
    writeFileSync(at('page.1a2b.js.br'), 'the build brotli copy');
    writeFileSync(at('page.1a2b.js.gz'), 'the build gzip copy');
    later(at('page.1a2b.js.br'), 1);
    later(at('page.1a2b.js.gz'), 1);
    writeFileSync(at('big.1a2b.js'), 'y'.repeat(WARM_MAX_FILE_BYTES + 1));
    writeFileSync(at('big.1a2b.js.br'), 'big brotli');
    writeFileSync(at('big.1a2b.js.gz'), 'big gzip');
    later(at('big.1a2b.js.br'), 1);
    later(at('big.1a2b.js.gz'), 1);
    writeFileSync(at('stale.1a2b.js.br'), 'an older build');
    writeFileSync(at('stale.1a2b.js.gz'), 'an older build');
    writeFileSync(at('stale.1a2b.js'), 'export const fresh = 2;'.repeat(50));
    later(at('stale.1a2b.js'), 2);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sends the copies the build wrote, the same bytes nginx sends, and warms large files that have them', async () => {
    const files = new PrecompressedFiles();
    await files.warm(root);
    expect(copiesOf(files, at('page.1a2b.js'))).toEqual({
      br: Buffer.from('the build brotli copy'),
      gzip: Buffer.from('the build gzip copy'),
    });
    expect(copiesOf(files, at('big.1a2b.js'))).toEqual({
      br: Buffer.from('big brotli'),
      gzip: Buffer.from('big gzip'),
    });
  });

  it('compresses a file itself when its copies are older than it', async () => {
    const files = new PrecompressedFiles();
    await files.warm(root);
    const stale = copiesOf(files, at('stale.1a2b.js'));
    expect(brotliDecompressSync(stale!.br).toString()).toBe('export const fresh = 2;'.repeat(50));
    expect(gunzipSync(stale!.gzip).toString()).toBe('export const fresh = 2;'.repeat(50));
  });
});
