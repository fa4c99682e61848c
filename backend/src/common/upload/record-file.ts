/**
 * The file of a record form (staff photo, gallery image, research file, result, study material):
 * which multipart field carries it, which kinds it may be, required on create, optional on edit
 * (the old file is kept when none is sent), always checked by content.
 */
import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiError } from '../api-error';
import type { FileKind, SniffedType } from './file-sniffer';
import { FileUpload } from './file-upload.interceptor';
import { checkUpload, type UploadedFile } from './upload-check';

export interface RecordFileRule {
  field: string;
  kinds: readonly FileKind[];
  /** 400 text (under `field`) when a create comes without a file. */
  requiredMessage: string;
  /** Multipart cap when it is not the usual 5 MB (study materials take videos). */
  maxBytes?: number;
  tooLargeMessage?: string;
  /** A rule the content decides (e.g. the size allowed for that kind). */
  check?: (file: UploadedFile, sniffed: SniffedType) => void;
}

/** The handler's file rule, for the API description (the kinds it takes; required on create). */
export const RECORD_FILE = 'diet:record-file';

/** Parses the multipart body of a record form with the rule's field and size cap. */
export const RecordFileUpload = (rule: RecordFileRule) =>
  applyDecorators(
    UseInterceptors(FileUpload(rule.field, { maxBytes: rule.maxBytes, tooLargeMessage: rule.tooLargeMessage })),
    SetMetadata(RECORD_FILE, rule),
  );

function checked(rule: RecordFileRule, file: UploadedFile): UploadedFile {
  checkUpload(file, rule.kinds, (sniffed) => rule.check?.(file, sniffed));
  return file;
}

/** Create: the file must be there and be what it claims. */
export function newRecordFile(rule: RecordFileRule, file: UploadedFile | undefined): UploadedFile {
  if (!file) throw ApiError.badRequest(rule.requiredMessage, { [rule.field]: rule.requiredMessage });
  return checked(rule, file);
}

/** Edit: no file keeps the old one; a file sent is checked like a new one. */
export function replacementFile(rule: RecordFileRule, file: UploadedFile | undefined): UploadedFile | undefined {
  return file ? checked(rule, file) : undefined;
}
