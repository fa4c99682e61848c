/**
 * The public site's three languages (ARCHITECTURE.md section 11.2): English at /..., Punjabi at
 * /pa/..., Hindi at /hi/.... The shell, the public remote, the API's `?lang=` and the sitemap all
 * read a language and its address through these, so a path is never parsed twice.
 */
export const LANGUAGES = ['en', 'pa', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages that carry translations of the English content. */
export const TRANSLATED_LANGUAGES = ['pa', 'hi'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each language's own name, as the language switch shows it (with its own `lang`). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', pa: 'ਪੰਜਾਬੀ', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a public path is in: '/pa/library' is Punjabi, '/library' English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** A public path without its language prefix: '/hi/library' -> '/library', '/pa' -> '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname || '/';
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same public page in another language: ('/library', 'pa') -> '/pa/library', ('/hi/', 'en') -> '/'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const base = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return base;
  return base === '/' ? `/${language}/` : `/${language}${base}`;
}

/**
 * Translations of a record's translatable fields, as the admin API takes and answers them:
 * { "pa": { "title": "..." }, "hi": { ... } }. A missing or empty text falls back to English.
 */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, string>>>;

/**
 * A public API read in `language` (ARCHITECTURE.md 11.2): `lang` added as the LAST parameter, as
 * the public API client spells it, so the shell's early requests, the server's preloads and the
 * public cache see one URL per page and language. English reads carry no `lang`.
 */
export function apiUrlInLanguage(url: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}
