/**
 * The API's and the forms' messages in the visitor's language (ARCHITECTURE.md section 11.2): the
 * English texts stay exactly SPEC.md's and are the keys; Punjabi and Hindi come from one catalogue
 * per language. A message without a translation stays English rather than failing.
 */
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/** English message -> its translation; patterns (limits with numbers) are matched by `MESSAGE_PATTERNS`. */
export type MessageCatalogue = Readonly<Record<string, string>>;

const catalogues: Partial<Record<TranslatedLanguage, MessageCatalogue>> = {};

/** Registers a language's catalogue (each catalogue module calls this once when it is loaded). */
export function registerMessages(language: TranslatedLanguage, catalogue: MessageCatalogue): void {
  catalogues[language] = { ...catalogues[language], ...catalogue };
}

export function translateMessage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  // DEFAULT_LANGUAGE is typed Language, so the check above does not narrow `language` for tsc.
  return catalogues[language as TranslatedLanguage]?.[message] ?? message;
}
