/**
 * The scheduled jobs (ARCHITECTURE.md 12.7): what the server does by itself, listed for an
 * administrator with each job's last run (GET /api/admin/jobs) and run at once on request
 * (POST /api/admin/jobs/{name}/run). One table of names and office texts for the API, the screen
 * and the jobs themselves: a job whose name is not here does not compile.
 *
 * There is no archive job: an item is in the archive from the moment its validity ends, by the
 * lists' own conditions, so nothing waits to be moved.
 */
import { TRASH_RETENTION_DAYS } from './content-governance';

export const JOB_NAMES = [
  'scheduled-publications',
  'review-reminders',
  'compliance',
  'trash-purge',
  'form-retention',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** What the office reads of each job. */
export const JOBS: Record<JobName, { title: string; description: string }> = {
  'scheduled-publications': {
    title: 'Scheduled publications',
    description:
      'Applies what an item scheduled for later changes elsewhere when its time comes (a corrigendum moves its tender’s closing time).',
  },
  'review-reminders': {
    title: 'Review reminders',
    description: 'Mails the author and the editors of each item whose review date is near or has passed.',
  },
  compliance: {
    title: 'Compliance report',
    description:
      'Checks every page and item for broken links, pictures without a description, missing Punjabi or Hindi texts and files without format or size. Run now, it checks at once.',
  },
  'trash-purge': {
    title: 'Trash purge',
    description: `Removes for good, with their files, items that have been in the trash for more than ${TRASH_RETENTION_DAYS} days.`,
  },
  'form-retention': {
    title: 'Privacy deletions',
    description:
      'Deletes contact messages, unsubscribed newsletter addresses and research proposals not approved once the privacy policy’s time for them has passed.',
  },
};

/** One run of a job, as kept for the office. */
export interface JobRun {
  /** When it started (ISO). */
  at: string;
  outcome: 'success' | 'failure';
  /** What it did, in a sentence ('Sent 2 review reminders'), or why it failed. */
  summary: string;
  /** Run by an administrator, not by the timer. */
  manual: boolean;
  /** The administrator's name, for a manual run. */
  by: string | null;
}

/** GET /api/admin/jobs: one per job, in JOB_NAMES' order. */
export interface JobInfo {
  name: JobName;
  title: string;
  description: string;
  /** How often each replica runs it. */
  everyMinutes: number;
  /** When it runs, in the office's words ('Every hour', 'Nightly from 02:00'). */
  schedule: string;
  /**
   * Its last run on any replica that said something: did work, failed, or was asked for. A timer's
   * run with nothing to do does not replace it (on several replicas it would, within seconds of
   * another replica's work); it moves `checkedAt` only.
   */
  lastRun: JobRun | null;
  /** When any replica last ran it (ISO), whatever the run found; null before the first. */
  checkedAt: string | null;
}

export const JOB_TEXTS = {
  title: 'Scheduled jobs',
  intro:
    'What the server does by itself, and when each job last ran. Run now does a job at once; it does only what is due, as its own run would.',
  runNow: 'Run now',
  runNowFor: (title: string) => `Run now: ${title}`,
  nothingToDo: 'Nothing to do',
  every: (minutes: number) =>
    minutes % 60 === 0
      ? minutes === 60
        ? 'Every hour'
        : `Every ${minutes / 60} hours`
      : minutes === 1
        ? 'Every minute'
        : `Every ${minutes} minutes`,
  nightly: (hour: number) => `Nightly from ${String(hour).padStart(2, '0')}:00`,
  lastRun: (when: string) => `Last run: ${when}`,
  checkedSince: (when: string) => `Checked again ${when}: nothing more to do`,
  neverRun: 'Not run yet',
  succeeded: 'Done',
  failed: 'Failed',
  byTimer: 'by the schedule',
  byPerson: (name: string) => `by ${name}`,
  ran: (title: string, summary: string) => `${title}: ${summary}`,
  runFailed: 'The job could not be run. Please try again.',
  loading: 'Loading the jobs...',
  loadError: 'The jobs could not be loaded.',
  /** The activity log's line for a run asked for. */
  audited: (title: string) => `Ran job: ${title}`,
} as const;
