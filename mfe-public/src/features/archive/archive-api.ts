import type { ArchiveItem } from '@diet/contracts/archive';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

/** GET /api/archive: what left the current lists of every archived type, newest first, with the counts of each type and year. */
export const archiveApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getContentArchive: build.query<Page<ArchiveItem>, { q: string; type: string; year: string; page: number }>({
      query: (params) => ({ url: 'archive', params: listParams(params) }),
      transformResponse: toPage<ArchiveItem>,
    }),
  }),
});

export const { useGetContentArchiveQuery } = archiveApi;
