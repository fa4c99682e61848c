import type { ApiSuccess, DikshaSummary, ListMeta } from '@diet/contracts/api';
import type { CourseStatus } from '@diet/contracts/enums';
import type { DikshaCourse, TraineeRecord } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminDikshaApi } from '../../api/admin-diksha-api';

export interface CourseInput {
  title: string;
  description: string;
  duration: number;
  status: CourseStatus;
}

export interface TraineeInput {
  teacherName: string;
  employeeId: string;
  totalHours: number;
  completedCourses: number;
  progress: number;
  certificates: string[];
}

export interface TraineePage {
  items: TraineeRecord[];
  meta: ListMeta;
}

export interface TraineeQuery {
  q: string;
  page: number;
  pageSize: number;
}

const list = <T>(response: ApiSuccess<T[]>): T[] => (Array.isArray(response?.data) ? response.data : []);

/** The Diksha Lab admin endpoints; every write refreshes the lists and the summary cards. */
export const dikshaApi = adminDikshaApi.injectEndpoints({
  endpoints: (build) => ({
    // The largest page the API allows: the programme offers a handful of courses.
    getCourses: build.query<DikshaCourse[], void>({
      query: () => `admin/diksha-lab?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: list<DikshaCourse>,
      providesTags: ['Course'],
    }),
    getSummary: build.query<DikshaSummary, void>({
      query: () => 'admin/diksha-lab/summary',
      transformResponse: (response: ApiSuccess<DikshaSummary>) => response.data,
      providesTags: ['Summary'],
    }),
    // Searched and paged by the API: an office may hold hundreds of trainees (issue 5 item 4).
    getTrainees: build.query<TraineePage, TraineeQuery>({
      query: ({ q, page, pageSize }) => ({ url: 'admin/diksha-lab/trainee', params: { page, pageSize, ...(q.trim() ? { q: q.trim() } : {}) } }),
      transformResponse: (response: ApiSuccess<TraineeRecord[]>, _meta, arg) => ({
        items: list(response),
        meta: response?.meta ?? { total: list(response).length, page: arg.page, pageSize: arg.pageSize },
      }),
      providesTags: ['Trainee'],
    }),
    createCourse: build.mutation<DikshaCourse, CourseInput>({
      query: (body) => ({ url: 'admin/diksha-lab/course', method: 'POST', body }),
      invalidatesTags: ['Course', 'Summary'],
    }),
    updateCourse: build.mutation<DikshaCourse, { id: string; body: CourseInput }>({
      query: ({ id, body }) => ({ url: `admin/diksha-lab/course/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Course', 'Summary'],
    }),
    deleteCourse: build.mutation<null, string>({
      query: (id) => ({ url: `admin/diksha-lab/course/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Course', 'Summary'],
    }),
    createTrainee: build.mutation<TraineeRecord, TraineeInput>({
      query: (body) => ({ url: 'admin/diksha-lab/trainee', method: 'POST', body }),
      invalidatesTags: ['Trainee', 'Summary'],
    }),
    updateTrainee: build.mutation<TraineeRecord, { id: string; body: TraineeInput }>({
      query: ({ id, body }) => ({ url: `admin/diksha-lab/trainee/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Trainee', 'Summary'],
    }),
    deleteTrainee: build.mutation<null, string>({
      query: (id) => ({ url: `admin/diksha-lab/trainee/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Trainee', 'Summary'],
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetSummaryQuery,
  useGetTraineesQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useCreateTraineeMutation,
  useUpdateTraineeMutation,
  useDeleteTraineeMutation,
} = dikshaApi;
