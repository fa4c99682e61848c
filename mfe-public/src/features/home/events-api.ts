import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { EventCategory, EventWhen } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

export interface EventPage {
  items: InstituteEvent[];
  total: number;
}

export interface ArchiveQuery {
  q?: string;
  category?: EventCategory | '';
  page?: number;
}

const ARCHIVE_PAGE_SIZE = 50;

/** The events out of a list answer of GET /api/events (also used to seed the server render). */
export const eventsFromResponse = (response: ApiSuccess<InstituteEvent[]>): InstituteEvent[] =>
  Array.isArray(response?.data) ? response.data : [];

/** GET /api/events (home lists and archive) and GET /api/events/:id (the modal's own URL). */
export const eventsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<InstituteEvent[], { when: EventWhen }>({
      query: ({ when }) => ({ url: 'events', params: { when } }),
      transformResponse: eventsFromResponse,
      providesTags: ['Event'],
    }),
    getEvent: build.query<InstituteEvent, string>({
      query: (id) => `events/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<InstituteEvent>) => response.data,
    }),
    getArchive: build.query<EventPage, ArchiveQuery>({
      query: ({ q, category, page = 1 }) => {
        const params: Record<string, string | number> = {
          when: 'past',
          sort: 'newest',
          page,
          pageSize: ARCHIVE_PAGE_SIZE,
        };
        if (q?.trim()) params.q = q.trim();
        if (category) params.category = category;
        return { url: 'events', params };
      },
      transformResponse: (response: ApiSuccess<InstituteEvent[]> & { meta?: ListMeta }) => {
        const items = Array.isArray(response?.data) ? response.data : [];
        return { items, total: response.meta?.total ?? items.length };
      },
      providesTags: ['Event'],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery, useGetArchiveQuery } = eventsApi;
