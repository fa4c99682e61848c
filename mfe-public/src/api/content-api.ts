import { itemApiPath } from '@diet/contracts/public-routes';
import { listParams, toPage, type Page } from './paged-list';
import { publicApi } from './public-api';

export interface PublicItem {
  id: string;
  [field: string]: unknown;
}

/** The answers of an item visitors may not read: unknown, unpublished, scheduled, trashed, or a malformed id. */
const NOT_VISIBLE = new Set<unknown>([404, 400]);

/** A content type's public list and items (GET /api/<path>, /api/<path>/<id>), whatever the type. */
export const contentApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getContentList: build.query<
      Page<PublicItem>,
      { path: string; params: Record<string, string | number | undefined> }
    >({
      query: ({ path, params }) => ({ url: path, params: listParams(params) }),
      transformResponse: toPage<PublicItem>,
      // A visitor's create of the type (a research proposal) reloads its lists.
      providesTags: (_result, _error, { path }) => [{ type: 'Content', id: path }],
    }),
    /** GET /api/<path>/<name>: a field's values among the public records, newest first (`public.facets`). */
    getContentFacet: build.query<string[], { path: string; name: string }>({
      query: ({ path, name }) => `${path}/${name}`,
      transformResponse: (response: { data?: unknown }) =>
        Array.isArray(response?.data) ? response.data.map(String) : [],
    }),
    getContentItem: build.query<PublicItem, { path: string; id: string }>({
      query: ({ path, id }) => itemApiPath(path, id),
      transformResponse: (response: { data: PublicItem }) => response.data,
    }),
    /**
     * An item's own page's read: null when visitors may not read it (404, or a malformed id's 400),
     * an answer like any other, so the server renders the 'page not found' page too and the app
     * hydrates it from the same state; other failures stay errors.
     */
    getItemOfPage: build.query<PublicItem | null, { path: string; id: string }>({
      async queryFn({ path, id }, _api, _extra, query) {
        const result = await query(itemApiPath(path, id));
        if (result.error) return NOT_VISIBLE.has(result.error.status) ? { data: null } : { error: result.error };
        return { data: (result.data as { data: PublicItem }).data };
      },
    }),
  }),
});

export const { useGetContentListQuery, useGetContentFacetQuery, useGetContentItemQuery, useGetItemOfPageQuery } =
  contentApi;
