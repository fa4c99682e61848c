import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { BookSubject } from '@diet/contracts/enums';
import type { LibraryBook } from '@diet/contracts/entities';
import { adminContentApi, listOf } from '../../api/admin-content-api';

export interface BookQuery {
  page: number;
  pageSize: number;
  q?: string;
  subject?: BookSubject;
  available?: boolean;
}

export type BookInput = Omit<LibraryBook, 'id' | 'createdAt' | 'updatedAt'>;

/** The query string of a book search; empty filters are left out so the server applies none. */
export function bookQueryString({ page, pageSize, q, subject, available }: BookQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set('q', q.trim());
  if (subject) params.set('subject', subject);
  if (available !== undefined) params.set('available', String(available));
  return params.toString();
}

/** Library Management calls: server-side search, filters and paging; JSON create/edit; delete. */
export const libraryApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBooks: build.query<{ books: LibraryBook[]; total: number }, BookQuery>({
      query: (query) => `admin/library?${bookQueryString(query)}`,
      transformResponse: (response: ApiSuccess<LibraryBook[]> & { meta?: ListMeta }) => {
        const books = listOf<LibraryBook>(response);
        return { books, total: response?.meta?.total ?? books.length };
      },
      providesTags: ['Book'],
    }),
    saveBook: build.mutation<ApiSuccess<LibraryBook>, { id?: string; body: BookInput }>({
      query: ({ id, body }) => ({ url: id ? `admin/library/${id}` : 'admin/library', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Book', 'Dashboard'],
    }),
    deleteBook: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/library/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Book', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminBooksQuery, useSaveBookMutation, useDeleteBookMutation } = libraryApi;
