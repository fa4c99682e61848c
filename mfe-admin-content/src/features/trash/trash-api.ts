/**
 * The trash of every content type (GET /api/admin/trash, restore, purge) on this remote's slice.
 * A restore or purge refreshes every content list of this slice and the dashboard.
 */
import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { TrashItem } from '@diet/contracts/content-governance';
import { adminContentApi } from '../../api/admin-content-api';

export interface TrashQuery {
  page: number;
  pageSize: number;
  type?: string;
  q?: string;
}

const trashQueryString = ({ page, pageSize, type, q }: TrashQuery) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (type) params.set('type', type);
  if (q?.trim()) params.set('q', q.trim());
  return params.toString();
};

export const trashApi = adminContentApi.enhanceEndpoints({ addTagTypes: ['Trash'] }).injectEndpoints({
  endpoints: (build) => ({
    trashList: build.query<{ items: TrashItem[]; total: number }, TrashQuery>({
      query: (query) => `admin/trash?${trashQueryString(query)}`,
      transformResponse: (response: ApiSuccess<TrashItem[]> & { meta?: ListMeta }) => ({
        items: response?.data ?? [],
        total: response?.meta?.total ?? 0,
      }),
      providesTags: ['Trash'],
    }),
    trashRestore: build.mutation<ApiSuccess<null>, Pick<TrashItem, 'type' | 'id'>>({
      query: ({ type, id }) => ({ url: `admin/trash/${type}/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Trash', 'Content', 'Dashboard'],
    }),
    trashPurge: build.mutation<ApiSuccess<null>, Pick<TrashItem, 'type' | 'id'>>({
      query: ({ type, id }) => ({ url: `admin/trash/${type}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Trash'],
    }),
  }),
});
