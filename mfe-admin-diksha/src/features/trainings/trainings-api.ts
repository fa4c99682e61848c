import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import {
  trainings,
  trainingSessions,
  type EnrolmentStatus,
  type IssuedCertificate,
  type OfficeEnrolmentStatus,
  type TrainingEnrolment,
  type TrainingRecord,
} from '@diet/contracts/content-types/trainings';
import type { CertificateStatus } from '@diet/contracts/training-messages';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminDikshaApi } from '../../api/admin-diksha-api';

export type { IssuedCertificate };

export type Enrolment = TrainingEnrolment;

export interface CheckInCode {
  code: string;
  expiresAt: string;
}

const base = `admin/${trainings.path}`;
const enrolmentsTag = (id: string) => ({ type: 'Enrolments' as const, id });
const certificatesTag = (id: string) => ({ type: 'Certificates' as const, id });

/**
 * A programme's office calls (ARCHITECTURE.md 12.2). A change of an enrolment refreshes the
 * enrolment lists and the checklists (who is confirmed); a save of attendance refreshes the lists
 * too, since it may complete enrolments.
 */
export const trainingsApi = adminDikshaApi.injectEndpoints({
  endpoints: (build) => ({
    training: build.query<TrainingRecord, string>({
      query: (id) => `${base}/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<TrainingRecord>) => response.data,
      // Read again when a programme or a session is saved (the sessions' own screen tags them by their path).
      providesTags: [
        { type: 'Content', id: trainings.path },
        { type: 'Content', id: trainingSessions.path },
      ],
    }),
    enrolments: build.query<
      { items: Enrolment[]; total: number },
      { id: string; status?: EnrolmentStatus; page: number; pageSize: number }
    >({
      query: ({ id, status, page, pageSize }) => {
        const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
        if (status) params.set('status', status);
        return `${base}/${encodeURIComponent(id)}/enrolments?${params.toString()}`;
      },
      transformResponse: (response: ApiSuccess<Enrolment[]> & { meta?: ListMeta }) => ({
        items: response.data,
        total: response.meta?.total ?? response.data.length,
      }),
      providesTags: (_result, _error, { id }) => [enrolmentsTag(id)],
    }),
    /** Every enrolment a session's checklist may name: confirmed and completed, all pages of each. */
    attendable: build.query<Enrolment[], string>({
      async queryFn(id, _api, _options, fetchWithBaseQuery) {
        const all: Enrolment[] = [];
        for (const status of ['confirmed', 'completed'] as const) {
          for (let page = 1; ; page++) {
            const answer = await fetchWithBaseQuery(
              `${base}/${encodeURIComponent(id)}/enrolments?status=${status}&page=${page}&pageSize=${MAX_PAGE_SIZE}`,
            );
            if (answer.error) return { error: answer.error };
            const { data, meta } = answer.data as ApiSuccess<Enrolment[]> & { meta?: ListMeta };
            all.push(...data);
            if (data.length === 0 || page * MAX_PAGE_SIZE >= (meta?.total ?? 0)) break;
          }
        }
        return { data: all.sort((a, b) => a.name.localeCompare(b.name)) };
      },
      providesTags: (_result, _error, id) => [enrolmentsTag(id)],
    }),
    setEnrolment: build.mutation<
      ApiSuccess<Enrolment>,
      { id: string; enrolmentId: string; status: OfficeEnrolmentStatus; reason?: string }
    >({
      query: ({ id, enrolmentId, status, reason }) => ({
        url: `${base}/${encodeURIComponent(id)}/enrolments/${encodeURIComponent(enrolmentId)}`,
        method: 'PATCH',
        body: reason === undefined ? { status } : { status, reason },
      }),
      invalidatesTags: (_result, _error, { id }) => [enrolmentsTag(id)],
    }),
    attendance: build.query<string[], { id: string; sessionId: string }>({
      query: ({ id, sessionId }) =>
        `${base}/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}/attendance`,
      transformResponse: (response: ApiSuccess<{ present: string[] }>) => response.data.present,
      providesTags: (_result, _error, { sessionId }) => [{ type: 'Attendance', id: sessionId }],
    }),
    saveAttendance: build.mutation<
      ApiSuccess<{ present: string[]; completed: string[] }>,
      { id: string; sessionId: string; present: string[] }
    >({
      query: ({ id, sessionId, present }) => ({
        url: `${base}/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}/attendance`,
        method: 'PUT',
        body: { present },
      }),
      invalidatesTags: (_result, _error, { id, sessionId }) => [
        { type: 'Attendance', id: sessionId },
        enrolmentsTag(id),
      ],
    }),
    checkInCode: build.mutation<CheckInCode, { id: string; sessionId: string }>({
      query: ({ id, sessionId }) => ({
        url: `${base}/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}/check-in-code`,
        method: 'POST',
      }),
      transformResponse: (response: ApiSuccess<CheckInCode>) => response.data,
    }),
    certificates: build.query<IssuedCertificate[], string>({
      query: (id) => `${base}/${encodeURIComponent(id)}/certificates`,
      transformResponse: (response: ApiSuccess<IssuedCertificate[]>) => response.data,
      providesTags: (_result, _error, id) => [certificatesTag(id)],
    }),
    issueCertificates: build.mutation<ApiSuccess<IssuedCertificate[]>, string>({
      query: (id) => ({ url: `${base}/${encodeURIComponent(id)}/certificates`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [certificatesTag(id)],
    }),
    revokeCertificate: build.mutation<
      ApiSuccess<{ status: CertificateStatus }>,
      { trainingId: string; code: string; reason: string }
    >({
      query: ({ code, reason }) => ({
        url: `admin/certificates/${encodeURIComponent(code)}/revoke`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { trainingId }) => [certificatesTag(trainingId)],
    }),
  }),
});

export const {
  useTrainingQuery,
  useEnrolmentsQuery,
  useAttendableQuery,
  useSetEnrolmentMutation,
  useAttendanceQuery,
  useSaveAttendanceMutation,
  useCheckInCodeMutation,
  useCertificatesQuery,
  useIssueCertificatesMutation,
  useRevokeCertificateMutation,
} = trainingsApi;
