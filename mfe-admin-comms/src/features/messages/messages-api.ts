import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { MessageStatus } from '@diet/contracts/contact-tracking';
import type { MessageSort } from '@diet/contracts/enums';
import type { ContactMessage } from '@diet/contracts/entities';
import { adminCommsApi } from '../../api/admin-comms-api';

export interface MessageQuery {
  q: string;
  /** Only the grievances the dashboard flags. */
  overdue?: boolean;
  sort: MessageSort;
  page: number;
  pageSize: number;
}

export interface MessagePage {
  items: ContactMessage[];
  meta: ListMeta;
}

const list = (response: ApiSuccess<ContactMessage[]>): ContactMessage[] =>
  Array.isArray(response?.data) ? response.data : [];

/** GET /api/contact (bearer): searched, sorted and paged by the API; PATCH/DELETE /api/admin/messages/:id. */
export const messagesApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MessageQuery>({
      query: ({ q, sort, page, pageSize, overdue }) => ({
        url: 'contact',
        params: { sort, page, pageSize, ...(q.trim() ? { q: q.trim() } : {}), ...(overdue ? { overdue: true } : {}) },
      }),
      transformResponse: (response: ApiSuccess<ContactMessage[]>, _meta, arg) => ({
        items: list(response),
        meta: response?.meta ?? { total: list(response).length, page: arg.page, pageSize: arg.pageSize },
      }),
      providesTags: ['Message'],
    }),
    // Every message, however the search narrows the list: only the total is read.
    getMessageTotal: build.query<number, void>({
      query: () => ({ url: 'contact', params: { pageSize: 1 } }),
      transformResponse: (response: ApiSuccess<ContactMessage[]>) => response?.meta?.total ?? list(response).length,
      providesTags: ['Message'],
    }),
    setMessageRead: build.mutation<ContactMessage, { id: string; read: boolean }>({
      query: ({ id, read }) => ({ url: `admin/messages/${encodeURIComponent(id)}`, method: 'PATCH', body: { read } }),
      invalidatesTags: ['Message'],
    }),
    // The office's answer of a tracked message (ARCHITECTURE.md 12.7); a changed reply is mailed.
    answerMessage: build.mutation<ContactMessage, { id: string; status: MessageStatus; reply: string }>({
      query: ({ id, status, reply }) => ({
        url: `admin/messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status, reply },
      }),
      transformResponse: (response: ApiSuccess<ContactMessage>) => response.data,
      invalidatesTags: ['Message'],
    }),
    deleteMessage: build.mutation<null, string>({
      query: (id) => ({ url: `admin/messages/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Message'],
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useGetMessageTotalQuery,
  useSetMessageReadMutation,
  useAnswerMessageMutation,
  useDeleteMessageMutation,
} = messagesApi;
