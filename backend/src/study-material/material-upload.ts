/**
 * What a study material may be (ARCHITECTURE.md section 9): PDF, DOC/DOCX, PPT/PPTX, JPEG/PNG up
 * to 5 MB, and MP4 video up to 50 MB. Multer stops at 50 MB; the 5 MB rule for everything that is
 * not a video can only be applied once the content says what the file is.
 */
import { MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import type { RecordFileRule } from '../common/upload/record-file';

export const MATERIAL_FILE: RecordFileRule = {
  field: 'file',
  kinds: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'jpeg', 'png', 'mp4'],
  requiredMessage: VALIDATION.fileRequired,
  maxBytes: MAX_VIDEO_UPLOAD_BYTES,
  tooLargeMessage: UPLOAD.videoTooLarge,
  check: (file, sniffed) => {
    if (sniffed.kind !== 'mp4' && file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, UPLOAD.tooLarge);
  },
};
