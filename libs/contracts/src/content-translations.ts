/**
 * Translations of a content type's translatable fields (ARCHITECTURE.md section 11.2), for every
 * content type at once: which fields carry them, the rules of an office's `translations` (the
 * same length limits as the English text), what is missing, and a record as a reader of one
 * language sees it (each translatable field in that language, English where it is missing).
 */
import type { ContentTypeDefinition, TextField } from './content-type';
import { fieldEntries } from './content-type';
import {
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  type Language,
  type TranslatedLanguage,
  type Translations,
} from './languages';
import { VALIDATION } from './messages';

/** How a language is named inside an English message ('Title (Punjabi) must be at most 200 characters'). */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<TranslatedLanguage, string> = { pa: 'Punjabi', hi: 'Hindi' };

export const TRANSLATION_MESSAGES = {
  notAnObject: 'Translations must be an object of languages, such as {"pa": {"title": "..."}}',
  unknownLanguage: (code: string) => `Unknown language: ${code} (translations are in pa or hi)`,
  notTranslatable: (label: string) => `${label} has no translations`,
  /** The list's `missingTranslation` parameter (the admin filter). */
  missingLabel: 'Missing translation',
  languageLabel: 'Language',
} as const;

/** The fields that carry a translation: texts marked `translatable`. */
export function translatableFields(definition: ContentTypeDefinition): [string, TextField][] {
  return fieldEntries(definition).filter(
    (e): e is [string, TextField] => Boolean(e[1].translatable) && (e[1].kind === 'text' || e[1].kind === 'longText'),
  );
}

/** A content type keeps translations (its table has the column) when one of its fields is translatable. */
export function hasTranslations(definition: ContentTypeDefinition): boolean {
  return translatableFields(definition).length > 0;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface CheckedTranslations {
  /** The translations to keep (blank texts and languages left out); undefined when none were sent. */
  value: Translations | undefined;
  errors: [field: string, message: string][];
}

/**
 * Checks the `translations` an office sends (an object, or its JSON text in multipart): known
 * languages, translatable fields only, texts within the English field's limit. null or '' clears them.
 */
export function checkTranslations(definition: ContentTypeDefinition, raw: unknown): CheckedTranslations {
  if (raw === undefined) return { value: undefined, errors: [] };
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: {}, errors: [] };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
  }
  if (!isPlainObject(parsed)) return { value: undefined, errors: [['translations', TRANSLATION_MESSAGES.notAnObject]] };
  const fields = Object.fromEntries(translatableFields(definition));
  const value: Translations = {};
  const errors: [string, string][] = [];
  for (const [language, texts] of Object.entries(parsed)) {
    // The review marks are the server's to keep (reviewAfterSave): one echoed back is ignored.
    if (language === TRANSLATION_REVIEW_KEY) continue;
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      errors.push([`translations.${language}`, TRANSLATION_MESSAGES.unknownLanguage(language)]);
      continue;
    }
    if (texts === null) continue;
    if (!isPlainObject(texts)) {
      errors.push([`translations.${language}`, TRANSLATION_MESSAGES.notAnObject]);
      continue;
    }
    const kept: Record<string, string> = {};
    for (const [name, text] of Object.entries(texts)) {
      const key = `translations.${language}.${name}`;
      const field = fields[name];
      if (!field) {
        const known = definition.fields[name];
        errors.push([key, known ? TRANSLATION_MESSAGES.notTranslatable(known.label) : VALIDATION.unknownField(key)]);
        continue;
      }
      const label = `${field.label} (${LANGUAGE_NAMES_IN_ENGLISH[language as TranslatedLanguage]})`;
      if (text === null || text === undefined) continue;
      if (typeof text !== 'string') errors.push([key, VALIDATION.invalidValue(label)]);
      else if (text.trim().length > field.max) errors.push([key, VALIDATION.tooLong(label, field.max)]);
      else if (text.trim() !== '') kept[name] = text.trim();
    }
    if (Object.keys(kept).length > 0) value[language as TranslatedLanguage] = kept;
  }
  return { value, errors };
}

/** The languages in which some translatable field that has an English text has no translation. */
export function missingTranslations(
  definition: ContentTypeDefinition,
  record: Record<string, unknown>,
): TranslatedLanguage[] {
  const fields = translatableFields(definition).filter(
    ([name]) => typeof record[name] === 'string' && record[name] !== '',
  );
  const translations = (record.translations ?? {}) as Translations;
  return TRANSLATED_LANGUAGES.filter((language) => fields.some(([name]) => !translations[language]?.[name]));
}

/** The translatable fields with an English text that `language` lacks (the table names them). */
export function missingTranslatedFields(
  definition: ContentTypeDefinition,
  record: Record<string, unknown>,
  language: TranslatedLanguage,
): string[] {
  const translations = (record.translations ?? {}) as Translations;
  return translatableFields(definition)
    .filter(([name]) => typeof record[name] === 'string' && record[name] !== '' && !translations[language]?.[name])
    .map(([name]) => name);
}

/**
 * Translations kept under `translations.review`: per language, the fields whose English text changed
 * after they were translated, so the office checks them (issue 39 item 6). The key sits beside the
 * languages in the same JSON; readers of a language never see it.
 */
export const TRANSLATION_REVIEW_KEY = 'review';
export type TranslationReview = Partial<Record<TranslatedLanguage, string[]>>;

export function translationReviewOf(record: Record<string, unknown> | null | undefined): TranslationReview {
  const review = (record?.translations as Record<string, unknown> | null | undefined)?.[TRANSLATION_REVIEW_KEY];
  return isPlainObject(review) ? (review as TranslationReview) : {};
}

/**
 * The review marks after a save from `before` (null: created) to `after`: a translation whose
 * English changed while it stayed the same is marked; one changed (or removed) with the save is
 * taken as checked; other marks stay.
 */
export function reviewAfterSave(
  definition: ContentTypeDefinition,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): TranslationReview {
  const was = (before?.translations ?? {}) as Translations;
  const now = (after.translations ?? {}) as Translations;
  const marks = translationReviewOf(before);
  const review: TranslationReview = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const fields = new Set(marks[language] ?? []);
    for (const [name] of translatableFields(definition)) {
      const text = now[language]?.[name];
      if (!text || text !== was[language]?.[name]) fields.delete(name);
      else if (before && (before[name] ?? null) !== (after[name] ?? null)) fields.add(name);
    }
    if (fields.size > 0) review[language] = [...fields];
  }
  return review;
}

/**
 * What a visitor's answer adds to a record read in Punjabi or Hindi: the translatable fields that
 * are in English for want of a translation, so a page marks them `lang="en"` (issue 39 item 4).
 */
export interface LocalizedExtras {
  untranslated?: string[];
}

/**
 * The record as a reader of `language` sees it: each translatable field in that language, else
 * English (named under `untranslated`); no `translations`.
 */
export function localizedRecord<T extends Record<string, unknown>>(
  definition: ContentTypeDefinition,
  record: T,
  language: Language,
): T & LocalizedExtras {
  const { translations, ...rest } = record as T & { translations?: Translations | null };
  if (language === DEFAULT_LANGUAGE) return rest as T;
  const texts = translations?.[language as TranslatedLanguage] ?? {};
  const localized: Record<string, unknown> = { ...rest };
  const untranslated: string[] = [];
  for (const [name] of translatableFields(definition)) {
    if (texts[name]) localized[name] = texts[name];
    else if (typeof rest[name] === 'string' && rest[name] !== '') untranslated.push(name);
  }
  if (untranslated.length > 0) localized.untranslated = untranslated;
  return localized as T & LocalizedExtras;
}
