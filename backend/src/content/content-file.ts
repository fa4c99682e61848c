/**
 * The file of a content type (a definition has at most one file field; its multipart part is
 * named after the field): the upload rule from the definition, and the columns a stored file fills.
 * Every JPEG or PNG is stored upright without its metadata (file-with-record.ts); an image's web sizes are made from the stored
 * original (files/image-variants.ts) and go with it, as do the smaller copies its record points at.
 */
import {
  fileFields,
  fileFormatKey,
  storedFileColumns,
  storedImageColumns,
  type ContentTypeDefinition,
  type FileField,
  type ImageField,
} from '@diet/contracts/content-type';
import { fileFormat } from '@diet/contracts/file-kinds';
import { ApiError } from '../common/api-error';
import type { FileStorage, SavedFile } from '../files/file-storage';
import { createWithFile, removeFiles, updateWithFile } from '../common/upload/file-with-record';
import { newRecordFile, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import type { UploadedFile } from '../common/upload/upload-check';

export interface ContentFile {
  name: string;
  field: FileField | ImageField;
  rule: RecordFileRule;
}

/** The definition's file field, if it has one. */
export function contentFileOf(definition: ContentTypeDefinition): ContentFile | null {
  const files = fileFields(definition);
  if (files.length > 1)
    throw new Error(`Content type ${definition.name}: one file field at most (${files.map(([n]) => n).join(', ')})`);
  if (files.length === 0) return null;
  const [name, field] = files[0];
  const rule: RecordFileRule = {
    field: name,
    kinds: field.kinds,
    requiredMessage: field.required ?? '',
    maxBytes: field.maxBytes,
    tooLargeMessage: field.tooLargeMessage,
    check: (file, sniffed) => {
      const limit = field.limits?.find((l) => l.kinds.includes(sniffed.kind));
      if (limit && file.size > limit.maxBytes) throw new ApiError(413, limit.message);
    },
  };
  return { name, field, rule };
}

/**
 * The record's columns for a stored file: file, fileName, fileSize, fileType for the field `file`;
 * for an image, its URL, its smaller copies (`copies`, none for an upload) and its name if kept.
 */
export function storedColumns(
  name: string,
  saved: SavedFile,
  field?: FileField | ImageField,
  copies: Record<string, string> = {},
): Record<string, string | number | null> {
  if (field?.kind === 'image') {
    const c = storedImageColumns(name, field);
    return {
      [c.url]: saved.url,
      ...Object.fromEntries((field.copies ?? []).map((copy, i) => [c.copies[i], copies[copy] ?? null])),
      ...(c.name ? { [c.name]: saved.fileName } : {}),
    };
  }
  const c = storedFileColumns(name);
  return { [c.url]: saved.url, [c.name]: saved.fileName, [c.size]: saved.size, [c.type]: saved.type };
}

/** A visitor's record with each stored file's format beside its size ('fileFormat': 'PDF'). */
export function withFileFormats<R extends Record<string, unknown>>(definition: ContentTypeDefinition, record: R): R {
  const files = fileFields(definition).filter(([, field]) => field.kind === 'file');
  if (files.length === 0) return record;
  const formats = files.map(([name]) => {
    const c = storedFileColumns(name);
    const stored = record[c.url] ? fileFormat(record[c.type] as string | null, record[c.name] as string | null) : null;
    return [fileFormatKey(name), stored || null];
  });
  return { ...record, ...Object.fromEntries(formats) };
}

/** The columns holding the URLs of `file`: the file, and an image's stored copies. */
export function fileUrlColumns(file: ContentFile): string[] {
  return [file.name, ...(file.field.kind === 'image' ? storedImageColumns(file.name, file.field).copies : [])];
}

/** Every file a record points at through `file`. */
function filesOf(file: ContentFile, record: Record<string, unknown>): (string | null)[] {
  return fileUrlColumns(file).map((column) => (record[column] as string | null | undefined) ?? null);
}

/** Every file the versions of an item name, once each: what its trash withholds and its purge removes. */
export function fileUrlsOf(file: ContentFile | null, versions: Record<string, unknown>[]): string[] {
  return file ? [...new Set(versions.flatMap((v) => filesOf(file, v)).filter((url): url is string => !!url))] : [];
}

/** Writes a record with the file sent beside it: stored first, removed again if the write fails. */
export class ContentFileStore {
  constructor(
    private readonly definition: ContentTypeDefinition,
    private readonly file: ContentFile | null,
    private readonly storage: FileStorage,
  ) {}

  /** Create: a required file must be there; every file sent is checked by its content. */
  create<T>(
    upload: UploadedFile | undefined,
    name: string | null,
    write: (columns: Record<string, unknown>) => Promise<T>,
  ): Promise<T> {
    const file = this.file;
    if (!file) return write({});
    const checked = file.field.required ? newRecordFile(file.rule, upload) : replacementFile(file.rule, upload);
    if (!checked) return write({});
    return createWithFile(this.storage, this.pending(checked, name), (saved) =>
      write(storedColumns(file.name, saved, file.field)),
    );
  }

  /** A create's file checks without storing anything (a bot's post, answered as usual). */
  check(upload: UploadedFile | undefined): void {
    if (this.file) (this.file.field.required ? newRecordFile : replacementFile)(this.file.rule, upload);
  }

  /**
   * Edit: no file keeps the old one; a new one replaces it. The old file stays stored: the item's
   * revisions name it, and restoring one brings it back (content-revisions.ts).
   */
  update<T>(
    upload: UploadedFile | undefined,
    name: string | null,
    write: (columns: Record<string, unknown>) => Promise<T>,
  ): Promise<T> {
    const file = this.file;
    const checked = file ? replacementFile(file.rule, upload) : undefined;
    if (!file || !checked) return write({});
    return updateWithFile(
      this.storage,
      this.pending(checked, name),
      (saved) => write(saved ? storedColumns(file.name, saved, file.field) : {}),
      [],
    );
  }

  /** After a purge: every file the item's versions named goes. */
  removed(versions: Record<string, unknown>[]): Promise<void> {
    return removeFiles(this.storage, fileUrlsOf(this.file, versions));
  }

  private pending(file: UploadedFile, name: string | null) {
    return { file, name, kind: this.definition.name };
  }
}
