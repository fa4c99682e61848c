/**
 * A count with its noun in the right number: '1 paper', '2 papers'. Punjabi and Hindi catalogues
 * give their own forms to the same call with their language. The rules are CLDR's for whole
 * numbers, written here rather than asked of Intl.PluralRules: a browser without Punjabi data (as
 * Debian's Chromium) would answer 'other' for every count, and the server's page and the browser's
 * must read the same.
 */
import type { Language } from '@diet/contracts/languages';

export interface PluralForms {
  one: string;
  other: string;
}

/** CLDR, whole numbers: English 'one' is 1; Punjabi (n = 0..1) and Hindi (i = 0 or n = 1) 0 and 1. */
const isOne: Record<Language, (n: number) => boolean> = {
  en: (n) => n === 1,
  pa: (n) => n === 0 || n === 1,
  hi: (n) => n === 0 || n === 1,
};

export function counted(n: number, forms: PluralForms, language: Language = 'en'): string {
  return `${n} ${isOne[language](n) ? forms.one : forms.other}`;
}

/** A whole sentence in the count's form, `{n}` standing for the number: '{n} results found' -> '3 results found'. */
export function countedSentence(n: number, forms: PluralForms, language: Language): string {
  return (isOne[language](n) ? forms.one : forms.other).replace('{n}', String(n));
}
