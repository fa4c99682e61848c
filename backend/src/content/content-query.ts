/**
 * A content type's list query: page, pageSize, q and one exact filter per field the definition
 * marks `filter`, checked with the same rules as a body; search, filters, order and paging all
 * happen in the database.
 */
import { filterFields, searchableFields, type ContentTypeDefinition, type Field } from '@diet/contracts/content-type';
import { checkFields } from '@diet/contracts/content-validation';
import { MAX_LENGTH, MAX_PAGE_SIZE } from '@diet/contracts/limits';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { containsPattern, type ListQueryDto } from '../common/pagination';
import { validationError } from '../common/validation';

const PAGING: Record<string, Field> = {
  page: { kind: 'integer', label: 'Page', min: 1 },
  pageSize: { kind: 'integer', label: 'Page size', min: 1, max: MAX_PAGE_SIZE },
  q: { kind: 'text', label: 'Search', max: MAX_LENGTH.query },
};

export type ContentListQuery = ListQueryDto & { filters: Record<string, unknown> };

export function parseListQuery(definition: ContentTypeDefinition, raw: Record<string, unknown>): ContentListQuery {
  // A filter is never required, whatever the field is on a record.
  const filters = Object.fromEntries(filterFields(definition).map(([name, f]) => [name, { ...f, required: undefined }]));
  const { values, errors } = checkFields({ ...PAGING, ...filters }, raw);
  if (errors.length > 0) throw validationError(errors);
  const { page, pageSize, q, ...rest } = values as { page: number | null; pageSize: number | null; q: string | null };
  return {
    page: page ?? undefined,
    pageSize: pageSize ?? undefined,
    q,
    filters: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null)),
  };
}

/** Applies the query's search and filters and the definition's order to `qb` (alias `c`). */
export function applyListQuery<T extends ObjectLiteral>(
  definition: ContentTypeDefinition,
  qb: SelectQueryBuilder<T>,
  query: ContentListQuery,
): SelectQueryBuilder<T> {
  for (const [name, value] of Object.entries(query.filters)) qb.andWhere(`c.${name} = :f_${name}`, { [`f_${name}`]: value });
  const searched = searchableFields(definition);
  if (query.q && searched.length > 0) {
    qb.andWhere(`(${searched.map((f) => `c.${f} LIKE :q ESCAPE '!'`).join(' OR ')})`, { q: containsPattern(query.q) });
  }
  for (const [column, direction] of definition.order) qb.addOrderBy(`c.${column}`, direction === 'asc' ? 'ASC' : 'DESC');
  return qb.addOrderBy('c.id', 'ASC');
}

