import type { ExamResult } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const RESULTS_PAGE_SIZE = 24;

/** GET /api/results: q (course or semester), course, year, paged. */
export const resultsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getResults: build.query<Page<ExamResult>, { q: string; course: string; year: string; page: number }>({
      query: ({ q, course, year, page }) => ({
        url: 'results',
        params: listParams({ q, course, year, page, pageSize: RESULTS_PAGE_SIZE }),
      }),
      transformResponse: toPage<ExamResult>,
    }),
    /** The years that have results, newest first: the year filter offers these and no others. */
    getResultYears: build.query<number[], void>({
      query: () => 'results/years',
      transformResponse: (response: { data?: unknown }) =>
        Array.isArray(response?.data) ? (response.data as number[]) : [],
    }),
  }),
});

export const { useGetResultsQuery, useGetResultYearsQuery } = resultsApi;
