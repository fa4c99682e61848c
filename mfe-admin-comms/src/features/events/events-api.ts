import type { ApiSuccess } from '@diet/contracts/api';
import type { EventCategory, EventWhen } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { adminCommsApi } from '../../api/admin-comms-api';

/** Body of POST and PUT /api/admin/events: empty optional fields travel as null. */
export interface EventInput {
  title: string;
  date: string;
  description: string;
  link: string | null;
  excerpt: string | null;
  location: string | null;
  category: EventCategory | null;
}

export interface EventPageQuery {
  when: EventWhen;
  page: number;
  pageSize: number;
}

export interface EventPage {
  items: InstituteEvent[];
  total: number;
}

export interface EventCounts {
  total: number;
  upcoming: number;
  past: number;
}

/** The admin events endpoints; every change refreshes the list and the counts. */
export const adminEventsApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    // One page of upcoming (soonest first) or past (latest first) events, split by the API in the
    // institute's time zone, so that any number of events can be reached.
    getAdminEvents: build.query<EventPage, EventPageQuery>({
      query: ({ when, page, pageSize }) => `admin/events?when=${when}&page=${page}&pageSize=${pageSize}`,
      // SPEC.md section 7: a non-array answer counts as an empty list.
      transformResponse: (response: ApiSuccess<InstituteEvent[]>) => {
        const items = Array.isArray(response?.data) ? response.data : [];
        return { items, total: response?.meta?.total ?? items.length };
      },
      providesTags: ['Event'],
    }),
    // Counted by the API, so the cards stay right even past the largest page.
    getEventCounts: build.query<EventCounts, void>({
      query: () => 'admin/events/counts',
      transformResponse: (response: ApiSuccess<EventCounts>) => response.data,
      providesTags: ['Event'],
    }),
    createEvent: build.mutation<InstituteEvent, EventInput>({
      query: (body) => ({ url: 'admin/events', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<InstituteEvent>) => response.data,
      invalidatesTags: ['Event'],
    }),
    updateEvent: build.mutation<InstituteEvent, { id: string; body: EventInput }>({
      query: ({ id, body }) => ({ url: `admin/events/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<InstituteEvent>) => response.data,
      invalidatesTags: ['Event'],
    }),
    deleteEvent: build.mutation<null, string>({
      query: (id) => ({ url: `admin/events/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Event'],
    }),
  }),
});

export const {
  useGetAdminEventsQuery,
  useGetEventCountsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
} = adminEventsApi;
