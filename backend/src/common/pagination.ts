/** page, pageSize and q, shared by every list (ARCHITECTURE.md section 3). */
import { DEFAULT_PAGE_SIZE, MAX_LENGTH, MAX_PAGE_SIZE } from '@diet/contracts/limits';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { IntField, TextField } from './field-validators';
import { PageResult } from './page-result';

export class ListQueryDto {
  @IntField({ label: 'Page', min: 1 })
  page?: number;

  @IntField({ label: 'Page size', min: 1, max: MAX_PAGE_SIZE })
  pageSize?: number;

  @TextField({ label: 'Search', max: MAX_LENGTH.query })
  q?: string | null;
}

export function pageOf(query: ListQueryDto): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A LIKE pattern matching `text` anywhere; use with `ESCAPE '!'` (the same on both engines). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Applies paging in the database and returns the page with its total. */
export async function paginate<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQueryDto,
): Promise<PageResult<T>> {
  const { page, pageSize, offset } = pageOf(query);
  const [items, total] = await qb.skip(offset).take(pageSize).getManyAndCount();
  return new PageResult(items, { total, page, pageSize });
}
