/**
 * A content type's list query: page, pageSize, q and one exact filter per field the definition
 * marks `filter`, checked with the same rules as a body; search, filters, order and paging all
 * happen in the database.
 */
import {
  filterFields,
  searchableFields,
  type ContentTypeDefinition,
  type DateCondition,
  type Field,
  type Fields,
  type ListOrder,
} from '@diet/contracts/content-type';
import { checkFields } from '@diet/contracts/content-validation';
import { normalizeIsbn } from '@diet/contracts/isbn';
import { MAX_LENGTH, MAX_PAGE_SIZE } from '@diet/contracts/limits';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '@diet/contracts/languages';
import { instituteToday } from '../common/institute-date';
import { containsPattern, type ListQueryDto } from '../common/pagination';
import { validationError } from '../common/validation';
import { applyMissingTranslation, translationQueryFields, translationSearchConditions } from './content-translations';

const PAGING: Record<string, Field> = {
  page: { kind: 'integer', label: 'Page', min: 1 },
  pageSize: { kind: 'integer', label: 'Page size', min: 1, max: MAX_PAGE_SIZE },
  q: { kind: 'text', label: 'Search', max: MAX_LENGTH.query },
};

export type ContentListQuery = ListQueryDto & {
  filters: Record<string, unknown>;
  conditions: readonly DateCondition[];
  visibleIf: readonly string[];
  order: ListOrder;
  searched: string[];
  /** The language visitors read in (`?lang=`; English when absent). */
  language: Language;
  /** The office's filter: records lacking a translation in this language. */
  missingTranslation: TranslatedLanguage | null;
};

const isIsbn = (field: Field) => field.kind === 'text' && field.isbn === true;

/** Who reads: visitors get what `public.visible` and a view allow; the office gets everything it does not filter. */
export type Audience = 'public' | 'admin';

/** The view a reader's request lists: the one asked for, else for visitors the default (if any). */
function chosenView(definition: ContentTypeDefinition, audience: Audience, view: string | null): string | null {
  const views = definition.views;
  return views ? (view ?? (audience === 'public' ? (views.default ?? null) : null)) : null;
}

/** The date conditions a reader's request puts on the list (its view, and for visitors what is visible). */
function conditionsOf(
  definition: ContentTypeDefinition,
  audience: Audience,
  chosen: string | null,
): readonly DateCondition[] {
  const visible = audience === 'public' && definition.public ? (definition.public.visible ?? []) : [];
  return [...visible, ...(definition.views && chosen ? definition.views.options[chosen] : [])];
}

/** A parameter that takes one of the keys of `options` ('when=upcoming|past'), named in messages after itself. */
const keyField = (param: string, options: object): Fields => ({
  [param]: { kind: 'choice', label: param.charAt(0).toUpperCase() + param.slice(1), values: Object.keys(options) },
});

/** The list's order: the sort asked for, else the view's own, else the definition's. */
function orderOf(definition: ContentTypeDefinition, view: string | null, sort: string | null): ListOrder {
  if (sort && definition.sorts) return definition.sorts.options[sort];
  return (view && definition.views?.order?.[view]) || definition.order;
}

/** The list's query parameters: paging, search, one per filter field, the view's and the sort's. */
export function listQueryFields(definition: ContentTypeDefinition, audience: Audience = 'public'): Fields {
  // A filter is never required and has no default, whatever the field is on a record: absent, it filters nothing.
  const filters = Object.fromEntries(
    filterFields(definition).map(([name, f]) => [
      name,
      f.kind === 'integer' && f.filterSome
        ? ({ kind: 'boolean', label: f.label } as Field)
        : ({ ...f, required: undefined, default: undefined } as Field),
    ]),
  );
  const views = definition.views;
  const sorts = definition.sorts;
  const viewField: Fields = views ? keyField(views.param, views.options) : {};
  const sortField: Fields = sorts ? keyField(sorts.param, sorts.options) : {};
  return { ...PAGING, ...filters, ...viewField, ...sortField, ...translationQueryFields(definition, audience) };
}

export function parseListQuery(
  definition: ContentTypeDefinition,
  raw: Record<string, unknown>,
  audience: Audience,
): ContentListQuery {
  const views = definition.views;
  const sorts = definition.sorts;
  const { values, errors } = checkFields(listQueryFields(definition, audience), raw);
  if (errors.length > 0) throw validationError(errors);
  const { page, pageSize, q, lang, missingTranslation, ...rest } = values as {
    page: number | null;
    pageSize: number | null;
    q: string | null;
    lang: Language | null;
    missingTranslation?: TranslatedLanguage | null;
  } & Record<string, unknown>;
  const view = views ? (rest[views.param] as string | null) : null;
  if (views) delete rest[views.param];
  const sort = sorts ? (rest[sorts.param] as string | null) : null;
  if (sorts) delete rest[sorts.param];
  const chosen = chosenView(definition, audience, view);
  return {
    page: page ?? undefined,
    pageSize: pageSize ?? undefined,
    q,
    filters: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null)),
    conditions: conditionsOf(definition, audience, chosen),
    visibleIf: visibleIfOf(definition, audience),
    order: orderOf(definition, chosen, sort),
    // Visitors cannot find a record by a value they may not see (an employee ID).
    searched: searchableFields(definition).filter((name) => audience === 'admin' || !definition.fields[name].adminOnly),
    language: lang ?? DEFAULT_LANGUAGE,
    missingTranslation: missingTranslation ?? null,
  };
}

/** The boolean fields of which one must be true for `audience` to see a record (none: no such rule). */
export function visibleIfOf(definition: ContentTypeDefinition, audience: Audience): readonly string[] {
  return audience === 'public' && definition.public ? (definition.public.visibleIf ?? []) : [];
}

/** Keeps the records where one of `fields` is true (alias `c`). */
export function applyVisibleIf<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  fields: readonly string[],
): SelectQueryBuilder<T> {
  if (fields.length > 0) qb.andWhere(`(${fields.map((f) => `c.${f} = :visible`).join(' OR ')})`, { visible: true });
  return qb;
}

/**
 * Adds date conditions against the institute's today (or, for a moment, the present one) to `qb`
 * (alias `c`); a job run for another moment (a test's, a report's) passes it as `now`.
 */
export function applyConditions<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  conditions: readonly DateCondition[],
  now: Date = new Date(),
): SelectQueryBuilder<T> {
  if (conditions.length === 0) return qb;
  qb.setParameter('today', instituteToday(now));
  if (conditions.some((c) => c.now)) qb.setParameter('now', now);
  for (const { field, op, orNone, now } of conditions) {
    const against = now ? ':now' : ':today';
    qb.andWhere(orNone ? `(c.${field} IS NULL OR c.${field} ${op} ${against})` : `c.${field} ${op} ${against}`);
  }
  return qb;
}

/** The conditions under which one item is visible to `audience`. */
export function itemConditions(definition: ContentTypeDefinition, audience: Audience): readonly DateCondition[] {
  return audience === 'public' && definition.public ? (definition.public.visible ?? []) : [];
}

/** Applies the query's search and filters and the definition's order to `qb` (alias `c`). */
export function applyListQuery<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  qb: SelectQueryBuilder<T>,
  query: ContentListQuery,
): SelectQueryBuilder<T> {
  applyListSearch(definition, qb, query);
  for (const [column, direction] of query.order) qb.addOrderBy(`c.${column}`, direction === 'asc' ? 'ASC' : 'DESC');
  return qb.addOrderBy('c.id', 'ASC');
}

/** Applies the query's conditions, filters and search to `qb` (alias `c`): which records, in no order. */
export function applyListSearch<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  qb: SelectQueryBuilder<T>,
  query: ContentListQuery,
): SelectQueryBuilder<T> {
  applyConditions(qb, query.conditions);
  applyVisibleIf(qb, query.visibleIf);
  for (const [name, value] of Object.entries(query.filters)) {
    const field = definition.fields[name];
    if (field.kind === 'integer' && field.filterSome) qb.andWhere(value ? `c.${name} > 0` : `c.${name} = 0`);
    else qb.andWhere(`c.${name} = :f_${name}`, { [`f_${name}`]: value });
  }
  if (query.missingTranslation) applyMissingTranslation(definition, qb, query.missingTranslation);
  const { searched } = query;
  if (query.q && searched.length > 0) {
    // An ISBN is kept without hyphens: a search typed with them ('978-81-...') looks for it so too.
    const matches = [
      ...searched.map((f) =>
        isIsbn(definition.fields[f]) ? `c.${f} LIKE :isbn ESCAPE '!'` : `c.${f} LIKE :q ESCAPE '!'`,
      ),
      ...translationSearchConditions(definition, qb, searched),
    ];
    qb.andWhere(`(${matches.join(' OR ')})`, {
      q: containsPattern(query.q),
      isbn: containsPattern(normalizeIsbn(query.q)),
    });
  }
  return qb;
}
