import type { RuleObject } from 'antd/es/form';
import { MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '@diet/contracts/limits';
import { UPLOAD } from '@diet/contracts/messages';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const MATERIAL_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.jpg,.jpeg,.png,.mp4';

const extensionOf = (name: string) => (name.split('.').pop() ?? '').toLowerCase();

/**
 * The browser half of the upload rules (ARCHITECTURE.md section 9): type by extension and the
 * size limit, with the contracts' messages. The server sniffs the content again.
 */
export function fileRule(accept: string, required: string | null): RuleObject {
  const allowed = accept.split(',').map((ext) => ext.replace('.', ''));
  return {
    validator: async (_rule, value: File | null | undefined) => {
      if (!value) {
        if (required) throw new Error(required);
        return;
      }
      const ext = extensionOf(value.name);
      if (!allowed.includes(ext)) throw new Error(UPLOAD.invalidType);
      if (ext === 'mp4') {
        if (value.size > MAX_VIDEO_UPLOAD_BYTES) throw new Error(UPLOAD.videoTooLarge);
      } else if (value.size > MAX_UPLOAD_BYTES) throw new Error(UPLOAD.tooLarge);
    },
  };
}
