/**
 * The checks of the compliance report that need no database or network: they read one stored
 * record (or the site settings' document) with its definition and say what is wrong with it. The
 * service (compliance.service.ts) loads the records, resolves the links these find, and files the
 * answers in the report's lists.
 */
import type { ComplianceEntry } from '@diet/contracts/compliance';
import { translatableFields } from '@diet/contracts/content-translations';
import {
  fieldEntries,
  fileFields,
  storedFileColumns,
  titleFieldOf,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { fileFormat } from '@diet/contracts/file-kinds';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@diet/contracts/languages';
import type { DocField, DocFields } from '@diet/contracts/singleton-type';

type Row = Record<string, unknown>;

/** What an entry says about its item; the lists add where it is. */
export type Finding = Pick<ComplianceEntry, 'detail'>;

const LANGUAGE_WORDS: Record<TranslatedLanguage, string> = { pa: 'Punjabi', hi: 'Hindi' };

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const ATTRIBUTE_LINK = /<(?:a|img|link|area|source|iframe)\b[^>]*?\s(?:href|src)\s*=\s*["']([^"']+)["']/gi;

/** The links of a rendered page: its elements' href and src (not the words of its scripts and data). */
export function linksInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(ATTRIBUTE_LINK)) found.add(m[1].replace(/&amp;/g, '&'));
  return [...found];
}

/** Links written in a stored text: markdown links and pictures, HTML href/src, bare web addresses, and paths of the site itself. */
export function linksIn(text: string): string[] {
  const found = new Set<string>();
  const add = (link: string) => found.add(link.replace(/[.,;:!?]+$/, ''));
  for (const m of text.matchAll(/\]\(\s*([^)\s]+)[^)]*\)/g)) add(m[1]);
  for (const m of text.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)) add(m[1]);
  // Bare addresses: not inside a markdown link's brackets or an attribute (already taken above).
  const bare = text.replace(/\]\([^)]*\)/g, ' ').replace(/\b(?:href|src)\s*=\s*["'][^"']*["']/gi, ' ');
  for (const m of bare.matchAll(/https?:\/\/[^\s<>"'()[\]]+/gi)) add(m[0]);
  for (const m of bare.matchAll(/(?:^|[\s(])(\/[A-Za-z0-9][^\s<>"'()[\]]*)/g)) add(m[1]);
  return [...found];
}

/** Pictures in stored markup without a text alternative: `![](src)` and `<img>` with no alt or an empty one. */
export function picturesWithoutAlt(text: string): string[] {
  const missing: string[] = [];
  for (const m of text.matchAll(/!\[([^\]]*)\]\(\s*([^)\s]+)[^)]*\)/g)) if (!filled(m[1])) missing.push(m[2]);
  for (const m of text.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\balt\s*=\s*["']([^"']*)["']/i.exec(m[0]);
    if (!alt || !filled(alt[1])) missing.push(/\bsrc\s*=\s*["']([^"']+)["']/i.exec(m[0])?.[1] ?? '<img>');
  }
  return missing;
}

/** The texts of a record a visitor reads (English and its translations), each with the field's label. */
export function textsOf(definition: ContentTypeDefinition, row: Row): { label: string; text: string }[] {
  const translations = (row.translations ?? {}) as Partial<Record<TranslatedLanguage, Row>>;
  return fieldEntries(definition).flatMap(([name, field]) => {
    if (field.adminOnly || (field.kind !== 'text' && field.kind !== 'longText' && field.kind !== 'url')) return [];
    const values = [row[name], ...TRANSLATED_LANGUAGES.map((language) => translations[language]?.[name])];
    return values.filter(filled).map((text) => ({ label: field.label, text }));
  });
}

/** The record's title as the office knows it. */
export const titleOf = (definition: ContentTypeDefinition, row: Row): string =>
  String(row[titleFieldOf(definition)] ?? '').trim() || `${definition.label.one} ${String(row.id)}`;

/** Pictures of a record with no text alternative: an image field whose item has no title (what its page reads out), and pictures in its texts. */
export function missingAltOf(definition: ContentTypeDefinition, row: Row): Finding[] {
  const findings: Finding[] = [];
  const alt = row[titleFieldOf(definition)];
  for (const [name, field] of fileFields(definition))
    if (field.kind === 'image' && filled(row[name]) && !filled(alt))
      findings.push({ detail: `${field.label}: ${String(row[name])} has no description` });
  for (const { label, text } of textsOf(definition, row))
    for (const src of picturesWithoutAlt(text))
      findings.push({ detail: `${label}: picture ${src} has no description` });
  return findings;
}

/** Translatable fields with English text but no Punjabi or no Hindi, one finding a language. */
export function missingTranslationsOf(definition: ContentTypeDefinition, row: Row): Finding[] {
  const translations = (row.translations ?? {}) as Partial<Record<TranslatedLanguage, Row>>;
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const lacking = translatableFields(definition)
      .filter(([name]) => filled(row[name]) && !filled(translations[language]?.[name]))
      .map(([, field]) => field.label);
    return lacking.length ? [{ detail: `No ${LANGUAGE_WORDS[language]}: ${lacking.join(', ')}` }] : [];
  });
}

/** File fields whose stored file has no size or no known format (a visitor's link would not say them). */
export function filesWithoutMetaOf(definition: ContentTypeDefinition, row: Row): Finding[] {
  return fileFields(definition).flatMap(([name, field]) => {
    if (field.kind !== 'file' || !filled(row[name])) return [];
    const c = storedFileColumns(name);
    const size = Number(row[c.size] ?? 0);
    const format = fileFormat(row[c.type] as string | null, row[c.name] as string | null);
    const lacking = [...(format ? [] : ['format']), ...(size > 0 ? [] : ['size'])];
    return lacking.length ? [{ detail: `${field.label}: no ${lacking.join(' or ')} (${String(row[name])})` }] : [];
  });
}

type Doc = Record<string, unknown>;

/** One text of the site settings, where it is ('principal.message') and its field. */
interface DocText {
  path: string;
  label: string;
  field: DocField;
  text: string;
  /** Its Punjabi and Hindi, where the field is translatable. */
  translated: Partial<Record<TranslatedLanguage, unknown>>;
}

/** Every text leaf of a singleton's document, walked with its definition (groups and lists too). */
export function docTexts(
  fields: DocFields,
  doc: Doc,
  translations: Partial<Record<TranslatedLanguage, Doc>>,
  at = '',
): DocText[] {
  const out: DocText[] = [];
  const walk = (
    field: DocField,
    value: unknown,
    tr: Partial<Record<TranslatedLanguage, unknown>>,
    path: string,
    label: string,
  ) => {
    if (field.kind === 'group') {
      const v = (value ?? {}) as Doc;
      for (const [name, inner] of Object.entries(field.fields))
        walk(inner, v[name], pick(tr, name), `${path}.${name}`, `${label} › ${inner.label}`);
    } else if (field.kind === 'list') {
      (Array.isArray(value) ? value : []).forEach((item, i) =>
        walk(field.of, item, pick(tr, i), `${path}[${i}]`, `${label} ${i + 1}`),
      );
    } else if (typeof value === 'string') out.push({ path, label, field, text: value, translated: tr });
  };
  for (const [name, field] of Object.entries(fields))
    walk(field, doc[name], pick(translations, name), at ? `${at}.${name}` : name, field.label);
  return out;
}

function pick(tr: Partial<Record<TranslatedLanguage, unknown>>, key: string | number) {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [
      language,
      (tr[language] as Record<string | number, unknown> | undefined)?.[key],
    ]),
  ) as Partial<Record<TranslatedLanguage, unknown>>;
}

/** The site settings' texts lacking Punjabi or Hindi, one finding a language. */
export function docMissingTranslations(texts: DocText[]): Finding[] {
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const lacking = texts
      .filter(
        (t) => 'translatable' in t.field && t.field.translatable && filled(t.text) && !filled(t.translated[language]),
      )
      .map((t) => t.label);
    return lacking.length ? [{ detail: `No ${LANGUAGE_WORDS[language]}: ${lacking.join(', ')}` }] : [];
  });
}

/** The site settings' pictures without a description: a photo whose group has an `alt` and a `caption` both empty. */
export function docMissingAlt(fields: DocFields, doc: Doc): Finding[] {
  const findings: Finding[] = [];
  const walk = (field: DocField, value: unknown, label: string) => {
    if (field.kind === 'list')
      (Array.isArray(value) ? value : []).forEach((v, i) => walk(field.of, v, `${label} ${i + 1}`));
    if (field.kind !== 'group') return;
    const v = (value ?? {}) as Doc;
    if ('alt' in field.fields && filled(v.src) && !filled(v.alt) && !filled(v.caption))
      findings.push({ detail: `${label}: picture ${String(v.src)} has no description` });
    for (const [name, inner] of Object.entries(field.fields)) walk(inner, v[name], `${label} › ${inner.label}`);
  };
  for (const [name, field] of Object.entries(fields)) walk(field, doc[name], field.label);
  return findings;
}
