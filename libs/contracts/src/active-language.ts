/**
 * The language of the page being shown, read by the text modules the build generates for every
 * `i18n/<section>.en.ts` import (libs/frontend-core/build/language-loader.js). In the browser it is
 * the address's language: a page changes language by a full load (the language switch is a plain
 * link), so it is fixed for the page's life. A server bundle renders pages of every language, one
 * after another: it sets the language of each render here first.
 */
import { DEFAULT_LANGUAGE, languageOfPath, type Language } from './languages';

let rendering: Language | undefined;

export function activeLanguage(): Language {
  if (rendering) return rendering;
  // globalThis, not window: the API compiles this file too (no DOM types), and has no location.
  const location = (globalThis as { location?: { pathname: string } }).location;
  return location ? languageOfPath(location.pathname) : DEFAULT_LANGUAGE;
}

/** The server bundles: the language of the render that follows (synchronous, so one at a time). */
export function setRenderLanguage(language: Language | undefined): void {
  rendering = language;
}
