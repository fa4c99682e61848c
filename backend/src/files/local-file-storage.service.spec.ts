import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { simplePdf } from '../common/media/pdf-writer';
import { LocalFileStorage } from './local-file-storage.service';
import type { StoredFileEntity } from './stored-file.entity';

/** An in-memory stand-in for the stored_files repository. */
function fakeRepo() {
  const rows = new Map<string, StoredFileEntity>();
  return {
    rows,
    upsert: async (row: StoredFileEntity) => void rows.set(row.name, row),
    delete: async ({ name }: { name: string }) => void rows.delete(name),
    findOne: async ({ where }: { where: { name: string } }) => rows.get(where.name) ?? null,
  };
}

describe('LocalFileStorage', () => {
  let dir: string;
  let repo: ReturnType<typeof fakeRepo>;
  let storage: LocalFileStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'diet-storage-'));
    repo = fakeRepo();
    storage = new LocalFileStorage(
      { dataDir: dir, uploadsDir: join(dir, 'uploads') } as AppConfig,
      repo as unknown as Repository<StoredFileEntity>,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('saves under a random name with the type from the content, and resolves it', async () => {
    const saved = await storage.save(simplePdf('x', []), 'My Notes.pdf', 'material');
    expect(saved).toMatchObject({ fileName: 'My Notes.pdf', type: 'application/pdf' });
    expect(saved.url).toMatch(/^\/uploads\/material-[0-9a-f]{24}\.pdf$/);
    const name = saved.url.slice('/uploads/'.length);
    expect(await storage.resolve(name)).toMatchObject({
      originalName: 'My Notes.pdf',
      type: 'application/pdf',
      path: join(dir, 'uploads', name),
    });
  });

  it('opens a stored file as a stream, and nothing for an unsafe name', async () => {
    const pdf = simplePdf('x', []);
    const saved = await storage.save(pdf, 'a.pdf', 'result');
    const opened = await storage.open(saved.url.slice('/uploads/'.length));
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    expect(opened!.info).toMatchObject({ originalName: 'a.pdf', type: 'application/pdf', size: pdf.length });
    expect(await storage.open('../jwt-secret')).toBeNull();
  });

  it('removes the file and its record (replacing or deleting a record)', async () => {
    const saved = await storage.save(simplePdf('x', []), 'a.pdf', 'result');
    const name = saved.url.slice('/uploads/'.length);
    await storage.remove(saved.url);
    expect(existsSync(join(dir, 'uploads', name))).toBe(false);
    expect(repo.rows.has(name)).toBe(false);
    expect(await storage.resolve(name)).toBeNull();
  });

  it('ignores foreign URLs and refuses unsafe names', async () => {
    await expect(storage.remove('https://elsewhere.example/x.pdf')).resolves.toBeUndefined();
    await expect(storage.remove('/uploads/../diet.sqlite')).resolves.toBeUndefined();
    expect(await storage.resolve('../jwt-secret')).toBeNull();
    expect(await storage.resolve('.hidden')).toBeNull();
    await expect(storage.saveAs('../evil.pdf', Buffer.from('x'), 'x', 'x')).rejects.toThrow(/Unsafe/);
  });

  it('leaves no file behind when its stored_files row cannot be written', async () => {
    repo.upsert = async () => {
      throw new Error('database refused');
    };
    await expect(storage.save(simplePdf('x', []), 'a.pdf', 'result')).rejects.toThrow('database refused');
    expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
  });
});
