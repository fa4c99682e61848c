import type { ApiSuccess, FacetCount, ListMeta } from '@diet/contracts/api';

/** One page of a list and how many match in all (the envelope's meta.total), with its facets' counts when it has any. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  facets?: Record<string, FacetCount[]>;
}

/** Turns the API envelope into a Page; a missing list counts as empty. */
export function toPage<T>(response: ApiSuccess<T[]> & { meta?: ListMeta }): Page<T> {
  const items = Array.isArray(response?.data) ? response.data : [];
  return {
    items,
    total: response?.meta?.total ?? items.length,
    page: response?.meta?.page ?? 1,
    pageSize: response?.meta?.pageSize ?? items.length,
    ...(response?.meta?.facets ? { facets: response.meta.facets } : {}),
  };
}

/** Query params without the empty filters ('' means All). */
export function listParams(filters: Record<string, string | number | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
    if (out[key] === '') delete out[key];
  }
  return out;
}
