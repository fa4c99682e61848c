/**
 * A singleton content type (ARCHITECTURE.md 12.1): one record, read and saved whole at
 * GET|PUT /api/admin/<path>, with translations, publish state, revisions, preview and audit from the
 * content machinery. Its fields nest: a group of fields (the address), a list of texts (the
 * Principal's message) or of groups (the facilities). The leaves are the list types' own fields, so
 * their checks and messages are the same (content-validation.ts). Plain data, no framework imports.
 */
import type { AdminIconName, RemoteName } from './api';
import type { BooleanField, DateField, IntegerField, TextField, UrlField } from './content-type';
import { TRANSLATION_MESSAGES, LANGUAGE_NAMES_IN_ENGLISH } from './content-translations';
import { checkFields } from './content-validation';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type Language, type TranslatedLanguage } from './languages';
import { VALIDATION } from './messages';

export type LeafField = TextField | UrlField | IntegerField | BooleanField | DateField;
/** Fields kept together under one name: `address { lines, pin, ... }`. */
export interface GroupField {
  kind: 'group';
  label: string;
  fields: DocFields;
}
/** An ordered list of texts or of groups, at most `max` entries. */
export interface ListField {
  kind: 'list';
  label: string;
  of: LeafField | GroupField;
  max: number;
}
export type DocField = LeafField | GroupField | ListField;
export type DocFields = Record<string, DocField>;

/** A part of the back office's screen: a heading and the top-level fields under it. */
export interface SingletonSection {
  title: string;
  fields: readonly string[];
}

export interface SingletonDefinition<F extends DocFields = DocFields> {
  /** In code, the activity log and the revisions: 'site-settings'. */
  name: string;
  /** GET|PUT /api/admin/<path>, the admin screen /admin/<path>, and /preview/<path>. */
  path: string;
  table: string;
  /** As the toasts and the activity log say it. */
  label: string;
  fields: F;
  /** The public page its preview shows with the draft ('/'). */
  previewPage: string;
  admin: {
    remote: RemoteName;
    icon: AdminIconName;
    order: number;
    nav: string;
    title: string;
    sections: readonly SingletonSection[];
  };
}

/** Checks the sections name the definition's fields at compile time and keeps its literal types. */
export function defineSingleton<const F extends DocFields>(
  definition: SingletonDefinition<F> & {
    admin: { sections: readonly { title: string; fields: readonly (keyof F & string)[] }[] };
  },
): SingletonDefinition<F> {
  return definition;
}

export const SINGLETON_MESSAGES = {
  notAList: (label: string) => `${label} must be a list`,
  tooMany: (label: string, max: number) => `${label} may have at most ${max} entries`,
  notAGroup: (label: string) => `${label} is not valid`,
} as const;

/** The texts a singleton's screen and toasts say. */
export function singletonTexts(definition: SingletonDefinition) {
  return {
    saved: `${definition.label} saved successfully!`,
    submitted: `${definition.label} submitted for review successfully!`,
  };
}

export type Doc = Record<string, unknown>;
type Errors = [path: string, message: string][];

const isPlainObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value a field has before anything is set: an empty list, a group of empty values, or null. */
export function emptyOf(field: DocField): unknown {
  if (field.kind === 'list') return [];
  if (field.kind === 'group') return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, emptyOf(f)]));
  return null;
}

/** A sent value checked against its field; a group keeps the current values of what it leaves out. */
function checkValue(field: DocField, raw: unknown, current: unknown, path: string, errors: Errors): unknown {
  if (field.kind === 'group') {
    if (!isPlainObject(raw)) return (errors.push([path, SINGLETON_MESSAGES.notAGroup(field.label)]), current);
    const kept = isPlainObject(current) ? current : undefined;
    for (const key of Object.keys(raw))
      if (!(key in field.fields)) errors.push([`${path}.${key}`, VALIDATION.unknownField(`${path}.${key}`)]);
    return Object.fromEntries(
      Object.entries(field.fields).map(([key, f]) => [
        key,
        key in raw || !kept ? checkValue(f, raw[key], kept?.[key], `${path}.${key}`, errors) : kept[key],
      ]),
    );
  }
  if (field.kind === 'list') {
    if (raw === null || raw === undefined) return [];
    if (!Array.isArray(raw)) return (errors.push([path, SINGLETON_MESSAGES.notAList(field.label)]), current);
    if (raw.length > field.max)
      return (errors.push([path, SINGLETON_MESSAGES.tooMany(field.label, field.max)]), current);
    // A list of texts drops its blank entries; a list of groups keeps its places (the translations follow them).
    const entries =
      field.of.kind === 'group' ? raw : raw.filter((e) => !(typeof e === 'string' && e.trim() === '') && e !== null);
    return entries.map((entry, i) => checkValue(field.of, entry, undefined, `${path}.${i}`, errors));
  }
  const { values, errors: found } = checkFields({ [path]: field }, { [path]: raw });
  errors.push(...found);
  return values[path];
}

/**
 * A save's body checked against the definition and merged into `current`: the fields it sends
 * replace theirs (a group only the parts it sends), the others are kept. Errors name the path
 * ('address.pin', 'stats.1.value') with the leaf's message.
 */
export function checkDocument(fields: DocFields, body: Doc, current: Doc | null): { value: Doc; errors: Errors } {
  const errors: Errors = [];
  for (const key of Object.keys(body)) if (!(key in fields)) errors.push([key, VALIDATION.unknownField(key)]);
  const value = Object.fromEntries(
    Object.entries(fields).map(([key, f]) => [
      key,
      key in body || !current ? checkValue(f, body[key], current?.[key], key, errors) : current[key],
    ]),
  );
  return { value, errors };
}

/** Whether a field (or anything inside it) carries a translation. */
export function isTranslatable(field: DocField): boolean {
  if (field.kind === 'group') return Object.values(field.fields).some(isTranslatable);
  if (field.kind === 'list') return isTranslatable(field.of);
  return (field.kind === 'text' || field.kind === 'longText') && Boolean(field.translatable);
}

/** One language's texts, in the shape of the English ones: translatable texts only, blank ones left out. */
function checkTranslated(
  field: DocField,
  raw: unknown,
  path: string,
  language: TranslatedLanguage,
  errors: Errors,
): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (field.kind === 'group') {
    if (!isPlainObject(raw)) return (errors.push([path, SINGLETON_MESSAGES.notAGroup(field.label)]), undefined);
    const out: Doc = {};
    for (const [key, text] of Object.entries(raw)) {
      const f = field.fields[key];
      if (!f) errors.push([`${path}.${key}`, VALIDATION.unknownField(`${path}.${key}`)]);
      else if (!isTranslatable(f)) errors.push([`${path}.${key}`, TRANSLATION_MESSAGES.notTranslatable(f.label)]);
      else {
        const checked = checkTranslated(f, text, `${path}.${key}`, language, errors);
        if (checked !== undefined) out[key] = checked;
      }
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (field.kind === 'list') {
    if (!Array.isArray(raw)) return (errors.push([path, SINGLETON_MESSAGES.notAList(field.label)]), undefined);
    if (raw.length > field.max)
      return (errors.push([path, SINGLETON_MESSAGES.tooMany(field.label, field.max)]), undefined);
    // Places matter: the n-th translation is the n-th entry's; a missing one is null.
    const out = raw.map((entry, i) => checkTranslated(field.of, entry, `${path}.${i}`, language, errors) ?? null);
    return out.some((e) => e !== null) ? out : undefined;
  }
  const label = `${field.label} (${LANGUAGE_NAMES_IN_ENGLISH[language]})`;
  if (typeof raw !== 'string') return (errors.push([path, VALIDATION.invalidValue(label)]), undefined);
  const text = raw.trim();
  if ('max' in field && field.max !== undefined && text.length > field.max)
    return (errors.push([path, VALIDATION.tooLong(label, field.max)]), undefined);
  return text === '' ? undefined : text;
}

export type DocTranslations = Partial<Record<TranslatedLanguage, Doc>>;

/** The `translations` of a save: `{ pa: {…}, hi: {…} }` in the definition's shape; null clears them. */
export function checkDocumentTranslations(
  fields: DocFields,
  raw: unknown,
): { value: DocTranslations | undefined; errors: Errors } {
  if (raw === undefined) return { value: undefined, errors: [] };
  if (raw === null) return { value: {}, errors: [] };
  if (!isPlainObject(raw)) return { value: undefined, errors: [['translations', TRANSLATION_MESSAGES.notAnObject]] };
  const errors: Errors = [];
  const value: DocTranslations = {};
  const root: GroupField = { kind: 'group', label: 'Translations', fields };
  for (const [language, texts] of Object.entries(raw)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      errors.push([`translations.${language}`, TRANSLATION_MESSAGES.unknownLanguage(language)]);
      continue;
    }
    const checked = checkTranslated(root, texts, `translations.${language}`, language as TranslatedLanguage, errors);
    if (checked !== undefined) value[language as TranslatedLanguage] = checked as Doc;
  }
  return { value, errors };
}

/** A value as a reader of one language sees it: each translated text in place of the English, English where none. */
function localizedValue(field: DocField, value: unknown, texts: unknown): unknown {
  if (texts === undefined || texts === null) return value;
  if (field.kind === 'group') {
    if (!isPlainObject(value) || !isPlainObject(texts)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        field.fields[key] ? localizedValue(field.fields[key], v, texts[key]) : v,
      ]),
    );
  }
  if (field.kind === 'list') {
    if (!Array.isArray(value) || !Array.isArray(texts)) return value;
    return value.map((entry, i) => localizedValue(field.of, entry, texts[i]));
  }
  return isTranslatable(field) && typeof texts === 'string' && texts !== '' ? texts : value;
}

/** The document in `language`. */
export function localizedDocument(
  fields: DocFields,
  value: Doc,
  translations: DocTranslations | null | undefined,
  language: Language,
): Doc {
  if (language === DEFAULT_LANGUAGE) return value;
  return localizedValue(
    { kind: 'group', label: '', fields },
    value,
    translations?.[language as TranslatedLanguage],
  ) as Doc;
}
