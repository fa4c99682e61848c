import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PrecompressedFiles, WARM_MAX_FILE_BYTES } from './precompressed-static';

describe('PrecompressedFiles.warm', () => {
  let root: string;
  const text = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i * 7};`).join('\n');
  const at = (...parts: string[]) => join(root, ...parts);
  const copiesOf = (files: PrecompressedFiles, path: string) => files.get(path, PrecompressedFiles.version(statSync(path)));

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
