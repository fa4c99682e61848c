/**
 * Translations in the back office (ARCHITECTURE.md section 11.2), for every content type with a
 * translatable field: the form's language tabs (English / ਪੰਜਾਬੀ / हिन्दी) with a mark on a tab
 * whose translation is missing, the table's mark on rows that lack one, and the 'Missing
 * translation' filter. The rules and what counts as missing are libs/contracts'.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Badge, Form, Input, Space, Tabs, Tag, type FormInstance } from 'antd';
import { titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import {
  checkTranslations,
  hasTranslations,
  LANGUAGE_NAMES_IN_ENGLISH,
  missingTranslatedFields,
  missingTranslations,
  translatableFields,
  translationReviewOf,
  TRANSLATION_REVIEW_KEY,
} from '@diet/contracts/content-translations';
import {
  LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  type Translations,
} from '@diet/contracts/languages';
import type { ContentItem } from './content-api';
import { LONG_TEXT_ROWS } from './content-fields';
import { en } from './i18n/en';
import { FilterSelect, type FilterSelectProps } from './filter-select';

/** The list parameter of the 'Missing translation' filter. */
export const MISSING_TRANSLATION_PARAM = 'missingTranslation';

/** The form's `translations` of a record: each language's texts as the record has them. */
export function translationValues(
  definition: ContentTypeDefinition,
  item: ContentItem | undefined,
): { translations?: Translations } {
  if (!hasTranslations(definition)) return {};
  // The review marks are the server's: the form holds the texts only.
  const { [TRANSLATION_REVIEW_KEY]: _review, ...texts } = (item?.translations ?? {}) as Record<string, unknown>;
  return { translations: texts as Translations };
}

/** The save's `translations` (blank texts left for the server to drop), as JSON text in multipart. */
export function translationsBody(
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
  multipart: boolean,
): Record<string, unknown> {
  if (!hasTranslations(definition)) return {};
  const translations = (values.translations ?? {}) as Translations;
  return { translations: multipart ? JSON.stringify(translations) : translations };
}

/** A failed save's messages under translated fields ('translations.pa.title' -> the Punjabi tab's title). */
export function translationFieldErrors(error: unknown): { name: (string | number)[]; errors: string[] }[] {
  const details = (error as { data?: { details?: Record<string, unknown> } } | undefined)?.data?.details ?? {};
  return Object.entries(details)
    .filter(([key, message]) => /^translations\.(pa|hi)\.\w+$/.test(key) && typeof message === 'string')
    .map(([key, message]) => ({ name: key.split('.'), errors: [message as string] }));
}

/** A translation's rule: the contracts' own check of that one text, so the form says what the API would. */
function translationRule(definition: ContentTypeDefinition, language: TranslatedLanguage, name: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const [first] = checkTranslations(definition, { [language]: { [name]: value ?? null } }).errors;
      if (first) throw new Error(first[1]);
    },
  };
}

/** The tab's name, marked when the record lacks a translation in that language. */
function TabLabel({ language, missing }: { language: TranslatedLanguage; missing: boolean }) {
  return (
    <span lang={language}>
      {LANGUAGE_NAMES[language]}{' '}
      {missing ? <Badge status="warning" text={<span lang="en">{en.translations.missing}</span>} /> : null}
    </span>
  );
}

/**
 * The form's fields in language tabs: English holds every field (`english`); each other language
 * its translatable fields, under `translations.<language>.<field>`. Every tab stays mounted, so
 * the save sends all of them.
 */
export function TranslationTabs({
  definition,
  form,
  english,
}: {
  definition: ContentTypeDefinition;
  form: FormInstance;
  english: ReactNode;
}) {
  // Watched as text, so the form re-renders only when the marks or the English texts change.
  const watched = Form.useWatch(
    (all: Record<string, unknown>) =>
      JSON.stringify({
        missing: hasTranslations(definition) ? missingTranslations(definition, all) : [],
        english: Object.fromEntries(translatableFields(definition).map(([name]) => [name, all[name] ?? null])),
      }),
    { form, preserve: true },
  );
  if (!hasTranslations(definition)) return <>{english}</>;
  const { missing, english: englishTexts } = JSON.parse(watched ?? '{"missing":[],"english":{}}') as {
    missing: string[];
    english: Record<string, unknown>;
  };
  return (
    <Tabs
      items={[
        { key: 'en', label: <span lang="en">English</span>, children: english, forceRender: true },
        ...TRANSLATED_LANGUAGES.map((language) => ({
          key: language,
          forceRender: true,
          label: <TabLabel language={language} missing={missing.includes(language)} />,
          children: (
            <>
              {translatableFields(definition).map(([name, field]) => (
                <Form.Item
                  key={name}
                  name={['translations', language, name]}
                  label={`${field.formLabel ?? field.label} (${LANGUAGE_NAMES_IN_ENGLISH[language]})`}
                  rules={[translationRule(definition, language, name)]}
                  extra={
                    englishTexts[name]
                      ? `${en.translations.english}: ${String(englishTexts[name]).slice(0, 120)}`
                      : undefined
                  }
                >
                  {field.kind === 'longText' ? (
                    <Input.TextArea rows={field.rows ?? LONG_TEXT_ROWS} lang={language} />
                  ) : (
                    <Input lang={language} />
                  )}
                </Form.Item>
              ))}
            </>
          ),
        })),
      ]}
    />
  );
}

/** Per language, what a row's translation needs: nothing, fields missing (the title among them?), or a check after an English change. */
function translationMarksOf(definition: ContentTypeDefinition, item: ContentItem) {
  if (!hasTranslations(definition)) return [];
  const title = titleFieldOf(definition);
  const review = translationReviewOf(item);
  return TRANSLATED_LANGUAGES.map((language) => {
    const missing = missingTranslatedFields(definition, item, language);
    const labels = missing.map((name) => definition.fields[name].label);
    return { language, missing, labels, titleMissing: missing.includes(title ?? ''), review: review[language] ?? [] };
  }).filter((mark) => mark.missing.length > 0 || mark.review.length > 0);
}

/**
 * The table's mark on a row whose translation needs work, per language: 'No ਪੰਜਾਬੀ' only where the
 * title itself has none; 'ਪੰਜਾਬੀ: Body missing' where the title is translated but another field is
 * not; 'Check ਪੰਜਾਬੀ' where the English changed after the translation.
 */
export function MissingTranslationTags({
  definition,
  item,
  style,
}: {
  definition: ContentTypeDefinition;
  item: ContentItem;
  style?: CSSProperties;
}) {
  const marks = translationMarksOf(definition, item);
  if (marks.length === 0) return null;
  return (
    <span style={{ display: 'inline-block', ...style }}>
      {marks.map(({ language, missing, labels, titleMissing, review }) => {
        const name = <span lang={language}>{LANGUAGE_NAMES[language]}</span>;
        const inEnglish = LANGUAGE_NAMES_IN_ENGLISH[language];
        return (
          <span key={language}>
            {titleMissing ? (
              <Tag color="orange" title={en.translations.rowMissing(inEnglish)}>
                {en.translations.missingShort} {name}
              </Tag>
            ) : missing.length > 0 ? (
              <Tag color="orange" title={en.translations.fieldsMissing(inEnglish, labels.join(', '))}>
                {name}: {en.translations.fieldsMissingShort(labels.join(', '))}
              </Tag>
            ) : null}
            {review.length > 0 ? (
              <Tag
                color="gold"
                title={en.translations.toReview(
                  inEnglish,
                  review.map((field) => definition.fields[field]?.label ?? field).join(', '),
                )}
              >
                {en.translations.toReviewShort} {name}
              </Tag>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** A table cell, and in the title's column the row's translation marks beside it. */
export function withTranslationMark(
  definition: ContentTypeDefinition,
  column: string,
  item: ContentItem,
  cell: ReactNode,
): ReactNode {
  if (column !== titleFieldOf(definition) || translationMarksOf(definition, item).length === 0) return cell;
  return (
    <Space size={4} wrap>
      {cell}
      <MissingTranslationTags definition={definition} item={item} />
    </Space>
  );
}

/** The 'Missing translation' filter: every record, or those lacking a Punjabi or a Hindi translation. */
export function MissingTranslationFilter({
  definition,
  ...props
}: FilterSelectProps & { definition: ContentTypeDefinition }) {
  if (!hasTranslations(definition)) return null;
  return (
    <FilterSelect
      {...props}
      label={en.translations.filter}
      width={200}
      options={[
        { value: '', label: en.translations.filterAll },
        ...TRANSLATED_LANGUAGES.map((language) => ({
          value: language,
          label: en.translations.filterLanguage(LANGUAGE_NAMES_IN_ENGLISH[language]),
        })),
      ]}
    />
  );
}
