/**
 * Files under DATA_DIR/uploads with random names; the original name, size and type are kept in
 * the stored_files table for downloads (?download=1 answers with the original name).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Repository } from 'typeorm';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { sniffFile } from '../common/upload/file-sniffer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { storedNameOf, UPLOADS_PREFIX, type FileStorage, type SavedFile, type StoredFileInfo } from './file-storage';
import { ImageVariants, variantsDirOf } from './image-variants';
import { StoredFileEntity } from './stored-file.entity';

/** Stored names: letters, digits, dot, dash, underscore; no leading dot. Anything else is refused. */
export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** Keeps the original name printable and bounded; the path part is dropped. */
export function cleanOriginalName(name: string): string {
  // Control characters and quotes would break headers; drop them.
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\x00-\x1f\x7f"]/g, '').trim();
  if (!base) return 'file';
  return base.length > MAX_LENGTH.fileName ? base.slice(base.length - MAX_LENGTH.fileName) : base;
}

@Injectable()
export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  private readonly variants: ImageVariants;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(StoredFileEntity) private readonly files: Repository<StoredFileEntity>,
  ) {
    this.root = resolve(config.uploadsDir);
    this.variants = new ImageVariants(variantsDirOf(config.dataDir));
  }

  private pathOf(name: string): string | null {
    if (!SAFE_NAME.test(name) || name.includes('..')) return null;
    const full = resolve(this.root, name);
    return full.startsWith(this.root + sep) ? full : null;
  }

  async save(buffer: Buffer, originalName: string, kind: string): Promise<SavedFile> {
    const ext = sniffFile(buffer)?.ext ?? 'bin';
    const name = `${kind.replace(/[^a-z0-9]/gi, '').slice(0, 20) || 'file'}-${randomBytes(12).toString('hex')}.${ext}`;
    return this.saveAs(name, buffer, originalName, kind);
  }

  async saveAs(name: string, buffer: Buffer, originalName: string, kind: string): Promise<SavedFile> {
    const full = this.pathOf(name);
    if (!full) throw new Error(`Unsafe stored file name: ${name}`);
    await mkdir(this.root, { recursive: true });
    const type = sniffFile(buffer)?.mime ?? 'application/octet-stream';
    const fileName = cleanOriginalName(originalName);
    try {
      await writeFile(full, buffer);
      await this.files.upsert({ name, originalName: fileName, size: buffer.length, type, kind: kind.slice(0, 30) }, [
        'name',
      ]);
    } catch (error) {
      // A half-written file, or a file without its row, would be an orphan nobody can serve or remove.
      await rm(full, { force: true });
      throw error;
    }
    return { url: `${UPLOADS_PREFIX}${name}`, fileName, size: buffer.length, type };
  }

  async remove(url: string | null | undefined): Promise<void> {
    const name = storedNameOf(url);
    const full = name ? this.pathOf(name) : null;
    if (!name || !full) return;
    await rm(full, { force: true });
    await this.variants.removeAll(name);
    await this.files.delete({ name });
  }

  async resolve(name: string): Promise<StoredFileInfo | null> {
    const full = this.pathOf(name);
    if (!full) return null;
    const row = await this.files.findOne({ where: { name } });
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      return {
        path: full,
        originalName: row?.originalName ?? name,
        type: row?.type ?? 'application/octet-stream',
        size: s.size,
        withheld: row?.withheld ?? false,
        kind: row?.kind ?? null,
      };
    } catch {
      return null;
    }
  }

  async open(name: string): Promise<{ info: StoredFileInfo; stream: Readable } | null> {
    const info = await this.resolve(name);
    return info ? { info, stream: createReadStream(info.path) } : null;
  }

  async exists(name: string): Promise<boolean> {
    const full = this.pathOf(name);
    if (!full) return false;
    return stat(full).then(
      (s) => s.isFile(),
      () => false,
    );
  }
}
