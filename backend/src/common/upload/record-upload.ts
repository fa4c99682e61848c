/**
 * The file of a record (staff photo, gallery image, research file, result, study material):
 * required on create, optional on edit (the old one is kept), checked by content.
 */
import { ApiError } from '../api-error';
import type { FileKind, SniffedType } from './file-sniffer';
import { checkUpload, type UploadedFile } from './upload-check';

/** Throws 400 with `message` under `field` when no file was sent. */
export function requireUpload(file: UploadedFile | undefined, message: string, field: string): UploadedFile {
  if (!file) throw ApiError.badRequest(message, { [field]: message });
  return file;
}

/** Checks a file when one was sent; returns null when none was. */
export function checkOptionalUpload(file: UploadedFile | undefined, allowed: readonly FileKind[]): SniffedType | null {
  return file ? checkUpload(file, allowed) : null;
}
