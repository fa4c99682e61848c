import { MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { UPLOAD } from '@diet/contracts/messages';

const DOCUMENT_OR_IMAGE = ['pdf', 'jpg', 'jpeg', 'png'];

/** The browser's half of the upload rules (SPEC.md section 5): PDF, JPEG or PNG, at most 5 MB. */
export function checkUpload(file: File): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!DOCUMENT_OR_IMAGE.includes(ext)) return UPLOAD.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD.tooLarge;
  if (file.size === 0) return UPLOAD.invalid;
  return undefined;
}
