import type { ApiSuccess } from '@diet/contracts/api';
import type { JobInfo, JobName, JobRun } from '@diet/contracts/jobs';
import { adminCommsApi } from '../../api/admin-comms-api';

/** GET /api/admin/jobs (every job with its last run) and POST .../{name}/run (run one at once). */
export const jobsApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<JobInfo[], void>({
      query: () => 'admin/jobs',
      transformResponse: (response: ApiSuccess<JobInfo[]>) => response.data,
      keepUnusedDataFor: 0,
    }),
    runJob: build.mutation<JobRun, JobName>({
      query: (name) => ({ url: `admin/jobs/${name}/run`, method: 'POST' }),
      transformResponse: (response: ApiSuccess<JobRun>) => response.data,
      // The job's row shows the run as soon as it comes.
      async onQueryStarted(name, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        // A refused request is the screen's to say; the row keeps its last run.
        if (!answer) return;
        dispatch(
          jobsApi.util.updateQueryData('getJobs', undefined, (jobs) => {
            const job = jobs.find((j) => j.name === name);
            if (job) Object.assign(job, { lastRun: answer.data, checkedAt: answer.data.at });
          }),
        );
      },
    }),
  }),
});

export const { useGetJobsQuery, useRunJobMutation } = jobsApi;
