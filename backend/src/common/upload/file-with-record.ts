/**
 * Stores a record's file and writes the record as one step that cannot half-succeed:
 * the new file is stored first (the record must point at something that exists); if the database
 * write then fails, the new file is removed again, so no orphan is left; the files the record
 * pointed at before are removed only once the write succeeded, so a failed save loses nothing.
 */
import { Logger } from '@nestjs/common';
import type { FileStorage, SavedFile } from '../../files/file-storage';
import { photoWithoutMetadata } from '../media/without-metadata';
import { sniffFile } from './file-sniffer';
import type { UploadedFile } from './upload-check';

export interface PendingFile {
  file: UploadedFile;
  /** The name to keep (a form's fileName field), else the uploaded name. */
  name?: string | null;
  /** Prefix of the stored name: 'staff', 'gallery', ... */
  kind: string;
}

/**
 * Every JPEG or PNG, whatever the field (a photo, a scanned result, a research paper, a visitor's
 * proposal), is stored upright and without its metadata (EXIF with GPS, XMP, IPTC, ICC): the bytes
 * decide, not the field, so no form can forget it.
 */
const isImage = (file: UploadedFile): boolean => ['jpeg', 'png'].includes(sniffFile(file.buffer)?.kind ?? '');

type Urls = readonly (string | null | undefined)[];

const logger = new Logger('Uploads');

/** Removes files whose record no longer points at them; a failure is logged, never thrown. */
export async function removeFiles(storage: FileStorage, urls: Urls): Promise<void> {
  for (const url of urls) {
    // The record is already written: a file that cannot go now is an orphan to log, not an error to answer.
    await storage.remove(url).catch((e: unknown) => logger.error(`Could not remove ${url}: ${(e as Error).message}`));
  }
}

async function storeThenWrite<T>(
  storage: FileStorage,
  pending: PendingFile,
  write: (saved: SavedFile) => Promise<T>,
): Promise<T> {
  const file = isImage(pending.file) ? await photoWithoutMetadata(pending.file) : pending.file;
  const saved = await storage.save(file.buffer, pending.name || file.originalname, pending.kind);
  try {
    return await write(saved);
  } catch (error) {
    await removeFiles(storage, [saved.url]);
    throw error;
  }
}

/** Create: stores the file, writes the record pointing at it. */
export function createWithFile<T>(
  storage: FileStorage,
  pending: PendingFile,
  write: (saved: SavedFile) => Promise<T>,
): Promise<T> {
  return storeThenWrite(storage, pending, write);
}

/**
 * Edit: without a new file only the record is written (`saved` is null). With one, it is stored,
 * the record written, and then the `replaced` files removed.
 */
export async function updateWithFile<T>(
  storage: FileStorage,
  pending: PendingFile | undefined,
  write: (saved: SavedFile | null) => Promise<T>,
  replaced: Urls,
): Promise<T> {
  if (!pending) return write(null);
  let newUrl = '';
  const result = await storeThenWrite(storage, pending, (saved) => {
    newUrl = saved.url;
    return write(saved);
  });
  await removeFiles(
    storage,
    replaced.filter((url) => url !== newUrl),
  );
  return result;
}

/** The file columns that results, research papers and study materials share. */
export const fileColumns = (saved: SavedFile) => ({
  file: saved.url,
  fileName: saved.fileName,
  fileSize: saved.size,
  fileType: saved.type,
});
