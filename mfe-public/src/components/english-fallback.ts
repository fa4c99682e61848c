import type { LocalizedExtras } from '@diet/contracts/content-translations';

/**
 * `lang="en"` for a text the API answered in English for want of a translation (its record's
 * `untranslated`), so a Punjabi or Hindi page says so and a screen reader reads it as English.
 */
export function englishIf(item: object, field: string): 'en' | undefined {
  return (item as LocalizedExtras).untranslated?.includes(field) ? 'en' : undefined;
}
