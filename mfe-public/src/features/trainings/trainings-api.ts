import type { ApiSuccess } from '@diet/contracts/api';
import { publicApi } from '../../api/public-api';

export interface EnrolmentPayload {
  name: string;
  employeeId: string;
  email: string;
  phone: string;
  school: string;
  district: string;
  consent: boolean;
}

/** A teacher's enrolment and its confirmation from the mailed link (ARCHITECTURE.md 12.2). */
export const trainingsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    enrol: build.mutation<ApiSuccess<{ id: string; status: 'pending' }>, { id: string; body: EnrolmentPayload }>({
      query: ({ id, body }) => ({
        url: `trainings/${encodeURIComponent(id)}/enrolments`,
        method: 'POST',
        body: { ...body, phone: body.phone.trim() || undefined },
      }),
    }),
    confirmEnrolment: build.mutation<
      ApiSuccess<{ status: 'confirmed' | 'waitlisted'; position?: number }>,
      { token: string }
    >({
      query: (body) => ({ url: 'trainings/enrolments/confirm', method: 'POST', body }),
    }),
    /** Self check-in in the room: the code the office's screen shows, and one's employee ID. */
    checkIn: build.mutation<ApiSuccess<{ status: 'present' }>, { code: string; employeeId: string }>({
      query: (body) => ({ url: 'trainings/check-in', method: 'POST', body }),
    }),
  }),
});

export const { useEnrolMutation, useConfirmEnrolmentMutation, useCheckInMutation } = trainingsApi;
