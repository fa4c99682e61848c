/**
 * Which language a visitor reads (issue 18 item 2): the one they chose with the header's language
 * switch, kept in a cookie the server reads on their next visit; with no choice yet, the first
 * language of their browser's Accept-Language that the site has, else English.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The cookie the language switch sets (a year, the whole site); the server reads it on an English address. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `lang=pa; Path=/; ...` for document.cookie. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The language the Cookie header says was chosen; undefined when none was. */
export function chosenLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The site's language the browser prefers most ('pa-IN,pa;q=0.9,en;q=0.8' -> 'pa'), by q-value. */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ base, q }) => base && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
