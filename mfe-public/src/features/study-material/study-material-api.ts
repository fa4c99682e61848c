import type { StudyMaterial } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const MATERIALS_PAGE_SIZE = 24;

/** GET /api/study-material: q, subject, course, type, paged. */
export const studyMaterialApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getMaterials: build.query<
      Page<StudyMaterial>,
      { q: string; subject: string; course: string; type: string; page: number }
    >({
      query: ({ q, subject, course, type, page }) => ({
        url: 'study-material',
        params: listParams({ q, subject, course, type, page, pageSize: MATERIALS_PAGE_SIZE }),
      }),
      transformResponse: toPage<StudyMaterial>,
    }),
  }),
});

export const { useGetMaterialsQuery } = studyMaterialApi;
