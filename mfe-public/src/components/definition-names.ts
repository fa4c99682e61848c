/**
 * The names a content type's definition gives visitors (ARCHITECTURE 12.1: in the definition, by
 * id, in each language): a field's name and its choices' names, in the page's language. A type
 * that gives none falls back to the page's own tables (item.*.ts, choices.*.ts).
 */
import { activeLanguage } from '@diet/contracts/active-language';
import type { Field } from '@diet/contracts/content-type';
import { choices } from '../i18n/choices.en';
import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { en } from '../i18n/en';

const typePageNames = new Map(PUBLIC_CONTENT.pages.map(({ path, nav }) => [path, nav]));

/**
 * What visitors call the public page at `path` ('notices', 'downloads') in the page's language: its
 * name in the table of page names, else the menu name its type's definition gives it.
 */
export function pageName(path: string): string | undefined {
  const pages: Readonly<Record<string, string | undefined>> = en.pages;
  return pages[path] ?? typePageNames.get(path)?.[activeLanguage()];
}

/** What visitors call the field in the page's language, else `fallback`. */
export function fieldName(field: Field, fallback: string): string {
  return field.names?.[activeLanguage()] ?? fallback;
}

/** What visitors call a choice's value in the page's language, when the definition names it. */
export function choiceName(field: Field, value: string): string | undefined {
  return field.kind === 'choice' ? field.valueNames?.[value]?.[activeLanguage()] : undefined;
}

/** A choice's value as visitors read it: the definition's name for it, else the page's table (choices.*.ts). */
export function choiceLabel(field: Field, value: string): string {
  return choiceName(field, value) ?? choices.label(value);
}
