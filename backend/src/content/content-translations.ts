/**
 * Translations in the content machinery (ARCHITECTURE.md section 11.2), for every content type with
 * a translatable field: the `translations` column (JSON text, portable across both engines), the
 * list parameters `lang` (visitors) and `missingTranslation` (the office), and the SQL that finds
 * a translation or its absence. The rules of the texts themselves are libs/contracts'.
 */
import type { ContentTypeDefinition, Fields } from '@diet/contracts/content-type';
import { hasTranslations, translatableFields, TRANSLATION_MESSAGES } from '@diet/contracts/content-translations';
import { checkFields } from '@diet/contracts/content-validation';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  type Language,
  type TranslatedLanguage,
  type Translations,
} from '@diet/contracts/languages';
import type { SchemaObject } from '@nestjs/swagger';
import type { EntitySchemaColumnOptions, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { validationError } from '../common/validation';

/** Kept as JSON text, read back as an object (an unreadable value reads as none). */
const jsonObject = {
  to: (value: Translations | null | undefined) =>
    value === null || value === undefined ? value : JSON.stringify(value),
  from: (value: string | null): Translations => {
    try {
      const parsed: unknown = JSON.parse(value ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Translations) : {};
    } catch {
      return {};
    }
  },
};

/** The `translations` column of a type with translatable fields (none otherwise). */
export function translationsColumn(definition: ContentTypeDefinition): Record<string, EntitySchemaColumnOptions> {
  return hasTranslations(definition) ? { translations: { type: 'text', nullable: true, transformer: jsonObject } } : {};
}

/** `translations` in the API description: per language, each translatable field's text (its English limit). */
export function translationsProperty(definition: ContentTypeDefinition): Record<string, SchemaObject> {
  if (!hasTranslations(definition)) return {};
  const texts: SchemaObject = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      translatableFields(definition).map(([name, field]) => [name, { type: 'string', maxLength: field.max }]),
    ),
  };
  return {
    translations: {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      description:
        "Punjabi and Hindi of the translatable fields, in the office's reads and saves (JSON text in multipart). Saved, it replaces the kept ones; left out, they are kept. Visitors read them through ?lang=.",
      properties: Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, texts])),
    },
  };
}

/** `untranslated` in the API description: what a visitor's answer in Punjabi or Hindi says was left in English. */
export function untranslatedProperty(definition: ContentTypeDefinition): Record<string, SchemaObject> {
  if (!hasTranslations(definition)) return {};
  return {
    untranslated: {
      type: 'array',
      items: { type: 'string', enum: translatableFields(definition).map(([name]) => name) },
      description:
        'Visitors\' reads with ?lang=pa or hi: the translatable fields answered in English for want of a translation (a page marks them lang="en"). Absent when there are none.',
    },
  };
}

const LANG_PARAM: Fields = { lang: { kind: 'choice', label: TRANSLATION_MESSAGES.languageLabel, values: LANGUAGES } };

/**
 * The list parameters translations add: `lang` for visitors (every public list takes it, translated
 * or not, so a page in Punjabi may always send it), `missingTranslation=pa|hi` for the office.
 */
export function translationQueryFields(definition: ContentTypeDefinition, audience: 'public' | 'admin'): Fields {
  if (audience === 'public') return LANG_PARAM;
  if (!hasTranslations(definition)) return {};
  return {
    missingTranslation: { kind: 'choice', label: TRANSLATION_MESSAGES.missingLabel, values: TRANSLATED_LANGUAGES },
  };
}

/** The language of an item read (`?lang=`, English when absent); a 400 for a language we do not have. */
export function itemLanguage(query: Record<string, unknown>): Language {
  const { values, errors } = checkFields(LANG_PARAM, { lang: query?.lang });
  if (errors.length > 0) throw validationError(errors);
  return (values.lang as Language | null) ?? DEFAULT_LANGUAGE;
}

const isMysql = (qb: SelectQueryBuilder<ObjectLiteral>) => qb.connection.driver.options.type === 'mysql';

/** A translation's text in SQL (alias `c`): NULL when there is none. Field names come from the definition, never from a request. */
function translationSql(qb: SelectQueryBuilder<ObjectLiteral>, language: TranslatedLanguage, field: string): string {
  const extract = `JSON_EXTRACT(c.translations, '$.${language}.${field}')`;
  // MySQL and MariaDB answer a JSON string with its quotes; SQLite answers the text itself.
  return isMysql(qb) ? `JSON_UNQUOTE(${extract})` : extract;
}

/** The search's conditions on the translations of the searchable translatable fields (joined with OR to the English ones). */
export function translationSearchConditions<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  qb: SelectQueryBuilder<T>,
  searched: readonly string[],
): string[] {
  const fields = translatableFields(definition).filter(([name]) => searched.includes(name));
  const q = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  return fields.flatMap(([name]) =>
    TRANSLATED_LANGUAGES.map((language) => `${translationSql(q, language, name)} LIKE :q ESCAPE '!'`),
  );
}

/** Keeps the records where a translatable field with an English text lacks its translation in `language`. */
export function applyMissingTranslation<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  qb: SelectQueryBuilder<T>,
  language: TranslatedLanguage,
): SelectQueryBuilder<T> {
  const q = qb as unknown as SelectQueryBuilder<ObjectLiteral>;
  const missing = translatableFields(definition).map(
    ([name]) =>
      `(c.${name} IS NOT NULL AND c.${name} <> '' AND (c.translations IS NULL OR ${translationSql(q, language, name)} IS NULL))`,
  );
  return qb.andWhere(`(${missing.join(' OR ')})`);
}
