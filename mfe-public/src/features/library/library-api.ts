import type { LibraryBook } from '@diet/contracts/entities';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

export const LIBRARY_PAGE_SIZE = 25;

export interface LibraryQuery {
  q: string;
  subject: string;
  /** 'true' (copies on the shelf) | 'false' (none) | '' (all). */
  available: string;
  year: string;
  language: string;
  /** 'new': new arrivals first; '': title order. */
  sort: string;
  page: number;
}

/** The search's filters as the API takes them (the list and its RIS export). */
export const libraryParams = ({ q, subject, available, year, language, sort }: Omit<LibraryQuery, 'page'>) =>
  listParams({ q, subject, available, year, language, sort });

/** GET /api/library: searched, filtered and paged by the database (thousands of books). */
export const libraryApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getBooks: build.query<Page<LibraryBook>, LibraryQuery>({
      query: ({ page, ...search }) => ({
        url: 'library',
        params: { ...libraryParams(search), ...listParams({ page, pageSize: LIBRARY_PAGE_SIZE }) },
      }),
      transformResponse: toPage<LibraryBook>,
    }),
  }),
});

export const { useGetBooksQuery } = libraryApi;
