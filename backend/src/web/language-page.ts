/**
 * The shell's index.html in the language of the address (issue 18): `<html lang>`, the title and
 * the splash (which paints before any script) in Punjabi on /pa/..., Hindi on /hi/...; the links
 * naming the page's versions in the three languages (hreflang, x-default the English one); and a
 * visitor's first English address sent to their language when they chose one with the language
 * switch, or, with no choice yet, when their browser prefers Punjabi or Hindi.
 */
import { readdirSync } from 'node:fs';
import { chosenLanguage, preferredLanguage } from '@diet/contracts/language-choice';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  type Language,
  type TranslatedLanguage,
} from '@diet/contracts/languages';
import { SPLASH_TEXTS } from '@diet/contracts/splash-texts';
import { escapeMarkup } from '../common/markup';

/** Replaces the text of the first element whose opening tag matches `open` (a function: `$` in a text is text). */
export const withText = (html: string, open: RegExp, text: string) =>
  html.replace(
    new RegExp(`(${open.source}[^>]*>)[^<]*(<)`),
    (_, start: string, end: string) => `${start}${escapeMarkup(text)}${end}`,
  );

/** index.html's lang, title and splash texts for a Punjabi or Hindi address; an English one as built. */
export function htmlInLanguage(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const texts = SPLASH_TEXTS[language as TranslatedLanguage];
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  page = withText(page, /<title/, texts.instituteName);
  page = withText(page, /<h1[^>]*\sdata-splash-name/, texts.instituteName);
  page = withText(page, /<p[^>]*\sdata-splash-subtitle/, texts.subtitle);
  page = withText(page, /<p class="splash-preparing"/, texts.preparing);
  return withText(page, /<noscript><p/, texts.noscript);
}

/** The `<link rel="alternate" hreflang>` lines of a public page, absolute against the site's public URL. */
export function languageAlternates(pathname: string, publicUrl: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(publicUrl + pathInLanguage(pathname, language))}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)];
}

/**
 * Where an English address sends this visitor instead, if anywhere: the language they chose (the
 * cookie), else with no choice the one their browser prefers. An address in /pa or /hi is always
 * served as it is (a shared link keeps its language), and so is an English one chosen as English.
 */
export function languageRedirect(
  pathname: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): string | undefined {
  // The back office is in English only.
  if (languageOfPath(pathname) !== DEFAULT_LANGUAGE || /^\/admin(\/|$)/.test(pathname)) return undefined;
  const language = chosenLanguage(cookieHeader) ?? preferredLanguage(acceptLanguage);
  return language === DEFAULT_LANGUAGE ? undefined : pathInLanguage(pathname, language);
}

/**
 * The shell's own text files of `language` (`i18n-<language>-<section>.<hash>.js`, each language its
 * own chunk: libs/frontend-core/build/language-loader.js), for the page to preload: the layout waits
 * for them before it renders. Read from the folder once per build of index.html.
 */
export function shellTextFiles(shellDist: string, language: Language): string[] {
  try {
    return readdirSync(shellDist).filter((file) => file.startsWith(`i18n-${language}-`) && file.endsWith('.js'));
  } catch {
    return [];
  }
}
