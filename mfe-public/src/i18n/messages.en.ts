/**
 * The messages the public forms show (their own checks, the API's answers, the toasts), in the
 * page's language: written in English (SPEC.md's texts, in libs/contracts), translated by the
 * catalogues of libs/contracts/src/i18n, of which a page downloads its language's only.
 */
export const messages = {
  said: (message: string): string => message,
};
