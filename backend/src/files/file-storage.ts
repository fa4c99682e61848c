/**
 * Where uploaded files live. Local disk now (LocalFileStorage); an object store implements the same
 * interface and is bound to FILE_STORAGE in files.module.ts instead (see backend/README.md).
 */
import type { Readable } from 'node:stream';

export interface SavedFile {
  /** Public URL under /uploads/. */
  url: string;
  /** The name it was uploaded with. */
  fileName: string;
  size: number;
  /** MIME type decided from the content. */
  type: string;
}

export interface StoredFileInfo {
  path: string;
  originalName: string;
  type: string;
  size: number;
  /** Kept for a trashed item but not served to anyone (stored-file.entity.ts). */
  withheld: boolean;
  /** What stored it: a content type's name, 'site' for the pictures made at boot; null when unrecorded. */
  kind: string | null;
}

export interface FileStorage {
  save(buffer: Buffer, originalName: string, kind: string): Promise<SavedFile>;
  /** Saves under a fixed name (site pictures), replacing any earlier file of that name. */
  saveAs(name: string, buffer: Buffer, originalName: string, kind: string): Promise<SavedFile>;
  /** Removes the file behind a URL of ours; unknown or foreign URLs are ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** Looks a stored name up for serving; null when unknown or unsafe. */
  resolve(name: string): Promise<StoredFileInfo | null>;
  /** The stored bytes as a stream, for drivers without local paths; null when unknown or unsafe. */
  open(name: string): Promise<{ info: StoredFileInfo; stream: Readable } | null>;
  exists(name: string): Promise<boolean>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
export const UPLOADS_PREFIX = '/uploads/';

/** The stored name behind a URL of ours; null for anything else. */
export function storedNameOf(url: string | null | undefined): string | null {
  return url && url.startsWith(UPLOADS_PREFIX) ? (url.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0] ?? null) : null;
}
