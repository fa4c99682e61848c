import '@diet/contracts/i18n/messages.hi';
import { translateMessage } from '@diet/contracts/translate-message';

/** The forms' and the API's messages in Hindi (the catalogue registers itself when imported). */
export const messages: typeof import('./messages.en').messages = {
  said: (message) => translateMessage(message, 'hi'),
};
