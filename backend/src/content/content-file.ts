/**
 * The file of a content type (a definition has at most one file field; its multipart part is
 * named after the field): the upload rule from the definition, and the columns a stored file fills.
 */
import { fileFields, storedFileColumns, type ContentTypeDefinition, type FileField } from '@diet/contracts/content-type';
import { ApiError } from '../common/api-error';
import type { FileStorage, SavedFile } from '../files/file-storage';
import { createWithFile, removeFiles, updateWithFile } from '../common/upload/file-with-record';
import { newRecordFile, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import type { UploadedFile } from '../common/upload/upload-check';

export interface ContentFile {
  name: string;
  field: FileField;
  rule: RecordFileRule;
}

/** The definition's file field, if it has one. */
export function contentFileOf(definition: ContentTypeDefinition): ContentFile | null {
  const files = fileFields(definition);
  if (files.length > 1) throw new Error(`Content type ${definition.name}: one file field at most (${files.map(([n]) => n).join(', ')})`);
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

/** The record's columns for a stored file: file, fileName, fileSize, fileType for the field `file`. */
export function storedColumns(name: string, saved: SavedFile): Record<string, string | number> {
  const c = storedFileColumns(name);
  return { [c.url]: saved.url, [c.name]: saved.fileName, [c.size]: saved.size, [c.type]: saved.type };
}

/** Writes a record with the file sent beside it: stored first, removed again if the write fails. */
export class ContentFileStore {
  constructor(
    private readonly definition: ContentTypeDefinition,
    private readonly file: ContentFile | null,
    private readonly storage: FileStorage,
  ) {}

  /** Create: a required file must be there; every file sent is checked by its content. */
  create<T>(upload: UploadedFile | undefined, name: string | null, write: (columns: Record<string, unknown>) => Promise<T>): Promise<T> {
    const file = this.file;
    if (!file) return write({});
    const checked = file.field.required ? newRecordFile(file.rule, upload) : replacementFile(file.rule, upload);
    if (!checked) return write({});
    return createWithFile(this.storage, this.pending(checked, name), (saved) => write(storedColumns(file.name, saved)));
  }

  /** A create's file checks without storing anything (a bot's post, answered as usual). */
  check(upload: UploadedFile | undefined): void {
    if (this.file) (this.file.field.required ? newRecordFile : replacementFile)(this.file.rule, upload);
  }

  /** Edit: no file keeps the old one; a new one replaces it, and the old file goes once the write succeeded. */
  update<T>(upload: UploadedFile | undefined, name: string | null, current: Record<string, unknown>, write: (columns: Record<string, unknown>) => Promise<T>): Promise<T> {
    const file = this.file;
    const checked = file ? replacementFile(file.rule, upload) : undefined;
    if (!file || !checked) return write({});
    const old = current[file.name] as string | null;
    return updateWithFile(this.storage, this.pending(checked, name), (saved) => write(saved ? storedColumns(file.name, saved) : {}), [old]);
  }

  /** After a delete: the record's file goes too. */
  removed(record: Record<string, unknown>): Promise<void> {
    return this.file ? removeFiles(this.storage, [record[this.file.name] as string | null]) : Promise.resolve();
  }

  private pending(file: UploadedFile, name: string | null) {
    return { file, name, kind: this.definition.name, photo: this.file?.field.photo };
  }
}
