import type { ApiSuccess } from '@diet/contracts/api';
import type { EventWhen } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

/** The events out of a list answer of GET /api/events (also used to seed the server render). */
export const eventsFromResponse = (response: ApiSuccess<InstituteEvent[]>): InstituteEvent[] =>
  Array.isArray(response?.data) ? response.data : [];

/** GET /api/events (the home page's lists) and GET /api/events/:id (the modal's own URL). */
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
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;
