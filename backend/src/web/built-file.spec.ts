import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuiltFile } from './built-file';

describe('BuiltFile', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'diet-built-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the file with a modification time of its own, as a redeploy would. */
  const deploy = (name: string, text: string, secondsAhead: number) => {
    writeFileSync(join(root, name), text);
    const when = new Date(Date.now() + secondsAhead * 1000);
    utimesSync(join(root, name), when, when);
  };

  it('loads a server bundle once per version on disk, and the new one after a redeploy', () => {
    deploy('bundle.js', 'exports.render = () => "one"; exports.loadedAt = Math.random();', 1);
    const file = new BuiltFile(join(root, 'bundle.js'));
    const first = file.module<{ render: () => string; loadedAt: number }>()!;
    expect(first.render()).toBe('one');
    expect(file.module<{ loadedAt: number }>()!.loadedAt).toBe(first.loadedAt);

    deploy('bundle.js', 'exports.render = () => "two";', 2);
    expect(file.module<{ render: () => string }>()!.render()).toBe('two');
  });

  it('gives nothing for a missing file or one that fails to load, and reads text and JSON alike', () => {
    expect(new BuiltFile(join(root, 'missing.js')).module()).toBeUndefined();
    deploy('broken.js', 'throw new Error("a broken bundle");', 1);
    expect(new BuiltFile(join(root, 'broken.js')).module()).toBeUndefined();
    deploy('manifest.json', '{"name":"mfe_public"}', 1);
    const manifest = new BuiltFile(join(root, 'manifest.json'));
    expect(manifest.json()).toEqual({ name: 'mfe_public' });
    expect(manifest.read()).toBe('{"name":"mfe_public"}');
  });
});
