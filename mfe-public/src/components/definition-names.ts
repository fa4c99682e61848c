/**
 * The names a content type's definition gives visitors (ARCHITECTURE 12.1: in the definition, by
 * id, in each language): a field's name and its choices' names, in the page's language. A type
 * that gives none falls back to the page's own tables (item.*.ts, choices.*.ts).
 */
import { activeLanguage } from '@diet/contracts/active-language';
import type { Field } from '@diet/contracts/content-type';
import { choices } from '../i18n/choices.en';

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
