/**
 * The API's and the forms' messages in the visitor's language (ARCHITECTURE.md section 11.2): the
 * English texts stay exactly SPEC.md's and are the keys; Punjabi and Hindi come from one catalogue
 * per language. A message without a translation stays English rather than failing.
 */
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from './languages';

/**
 * English message -> its translation. A key with `{...}` placeholders is a pattern for the messages
 * made from a label or a number ('{label} must be at most {n} characters'): each placeholder takes
 * any text, translated in turn when the catalogue knows it (a label) and kept as it is otherwise (a number).
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface MessagePattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const catalogues: Partial<Record<TranslatedLanguage, MessageCatalogue>> = {};
const patterns: Partial<Record<TranslatedLanguage, MessagePattern[]>> = {};

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string, translation: string): MessagePattern {
  const names: string[] = [];
  const source = key
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegex(part)))
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), names, translation };
}

/** Registers a language's catalogue (each catalogue module calls this once when it is loaded). */
export function registerMessages(language: TranslatedLanguage, catalogue: MessageCatalogue): void {
  catalogues[language] = { ...catalogues[language], ...catalogue };
  const added = Object.entries(catalogue).filter(([key]) => /\{\w+\}/.test(key));
  patterns[language] = [
    ...(patterns[language] ?? []),
    ...added.map(([key, translation]) => patternOf(key, translation)),
  ];
}

export function translateMessage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  // DEFAULT_LANGUAGE is typed Language, so the check above does not narrow `language` for tsc.
  const translated = language as TranslatedLanguage;
  const exact = catalogues[translated]?.[message];
  if (exact !== undefined) return exact;
  for (const { regex, names, translation } of patterns[translated] ?? []) {
    const match = regex.exec(message);
    if (!match) continue;
    const parts = Object.fromEntries(names.map((name, i) => [name, translateMessage(match[i + 1], language)]));
    return translation.replace(PLACEHOLDER, (_, name: string) => parts[name] ?? '');
  }
  return message;
}
