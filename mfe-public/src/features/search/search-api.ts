import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { SearchGroup } from '@diet/contracts/search';
import { publicApi } from '../../api/public-api';

export interface SearchResults {
  groups: SearchGroup[];
  /** Every group's hits in all. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/search: the hits of every content type, grouped by type. */
export const searchApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, { q: string; page: number }>({
      query: ({ q, page }) => ({ url: 'search', params: { q, page } }),
      transformResponse: (response: ApiSuccess<SearchGroup[]> & { meta: ListMeta }) => ({
        groups: response.data,
        ...response.meta,
      }),
    }),
  }),
});

export const { useSearchQuery } = searchApi;
