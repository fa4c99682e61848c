import { showToast as showToastInEnglish } from '@diet/frontend-core/toast';
import { messages } from '../i18n/messages.en';

/** A public toast (SPEC.md section 8's texts) in the page's language. */
export const showToast: typeof showToastInEnglish = (text, ...rest) => showToastInEnglish(messages.said(text), ...rest);
