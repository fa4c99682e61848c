import type { LibraryBook } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const LIBRARY_PAGE_SIZE = 25;

export interface LibraryQuery {
  q: string;
  subject: string;
  /** 'true' | 'false' | '' (all). */
  available: string;
  page: number;
}

/** GET /api/library: searched, filtered and paged by the database (thousands of books). */
export const libraryApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<Page<LibraryBook>, LibraryQuery>({
      query: ({ q, subject, available, page }) => ({
        url: 'library',
        params: listParams({ q, subject, available, page, pageSize: LIBRARY_PAGE_SIZE }),
      }),
      transformResponse: toPage<LibraryBook>,
    }),
  }),
});

export const { useGetBooksQuery } = libraryApi;
