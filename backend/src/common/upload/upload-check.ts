/**
 * Checks an uploaded file against the kinds a form accepts: content first, then the name and the
 * claimed type must not contradict the content. Messages from libs/contracts UPLOAD.
 */
import { UPLOAD } from '@diet/contracts/messages';
import { ApiError } from '../api-error';
import { extensionOf, sniffFile, type FileKind, type SniffedType } from './file-sniffer';

export const DOCUMENT_OR_IMAGE: FileKind[] = ['pdf', 'jpeg', 'png'];
export const IMAGE_ONLY: FileKind[] = ['jpeg', 'png'];

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Claimed types that say nothing (browsers send these for unknown extensions). */
const VAGUE_MIME = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download']);

/**
 * `checkKind` applies what the kind decides (a size cap) before integrity: a damaged 6 MB PDF is
 * refused as too large, the rule it breaks first, not as an invalid file.
 */
export function checkUpload(
  file: UploadedFile,
  allowed: readonly FileKind[],
  checkKind?: (sniffed: SniffedType) => void,
): SniffedType {
  if (!file.buffer || file.size === 0 || file.buffer.length === 0) throw ApiError.badRequest(UPLOAD.invalid);
  const sniffed = sniffFile(file.buffer);
  if (!sniffed || !allowed.includes(sniffed.kind)) throw ApiError.badRequest(UPLOAD.invalidType);
  const ext = extensionOf(file.originalname ?? '');
  if (ext && !sniffed.names.includes(ext)) throw ApiError.badRequest(UPLOAD.invalidType);
  const claimed = (file.mimetype ?? '').toLowerCase();
  const claimedOk =
    VAGUE_MIME.has(claimed) || claimed === sniffed.mime || (sniffed.kind === 'jpeg' && claimed === 'image/pjpeg');
  if (!claimedOk) throw ApiError.badRequest(UPLOAD.invalidType);
  checkKind?.(sniffed);
  if (!sniffed.intact) throw ApiError.badRequest(UPLOAD.invalid);
  return sniffed;
}
