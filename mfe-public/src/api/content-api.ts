import { listParams, toPage, type Page } from './paged-list';
import { publicApi } from './public-api';

export interface PublicItem {
  id: string;
  [field: string]: unknown;
}

/** A content type's public list and items (GET /api/<path>, /api/<path>/<id>), whatever the type. */
export const contentApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getContentList: build.query<Page<PublicItem>, { path: string; params: Record<string, string | number | undefined> }>({
      query: ({ path, params }) => ({ url: path, params: listParams(params) }),
      transformResponse: toPage<PublicItem>,
    }),
    getContentItem: build.query<PublicItem, { path: string; id: string }>({
      query: ({ path, id }) => `${path}/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: PublicItem }) => response.data,
    }),
  }),
});

export const { useGetContentListQuery, useGetContentItemQuery } = contentApi;
