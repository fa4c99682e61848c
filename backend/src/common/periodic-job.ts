/**
 * Housekeeping that every replica runs at boot and then every `intervalMs` (hourly: the trash purge,
 * the privacy policy's deletions; each minute: what scheduled publications change). The job itself
 * makes concurrent runs safe (a conditional DELETE or UPDATE decides which replica does the work);
 * this schedules it, logs what it did or why it failed, and reports each run to the jobs' registry
 * (GET /api/admin/jobs), where an administrator can also run it at once.
 */
import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JOB_TEXTS, type JobName, type JobRun } from '@diet/contracts/jobs';
import { AppMetrics } from '../metrics/app-metrics';
import { JobRunsService, type RunnableJob } from '../jobs/job-runs.service';

export const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown, RunnableJob {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  // Properties, so the jobs' constructors stay their own.
  @Inject(AppMetrics) private readonly metrics!: AppMetrics;
  @Inject(JobRunsService) private readonly registry!: JobRunsService;

  /** Its name in job_runs_total{job} and in the jobs' list. */
  abstract readonly jobName: JobName;

  /** Time between two runs. */
  protected readonly intervalMs: number = HOUR_MS;

  get everyMinutes(): number {
    return Math.round(this.intervalMs / MINUTE_MS);
  }

  /** When it runs, for the office: its interval, unless a job waits for its hour. */
  get schedule(): string {
    return JOB_TEXTS.every(this.everyMinutes);
  }

  /** One run: a sentence for the office and the log when it did something, null otherwise. */
  protected abstract runOnce(): Promise<string | null>;

  /** A run an administrator asked for: the timer's own, unless a job waits for its hour (compliance). */
  protected runAsked(): Promise<string | null> {
    return this.runOnce();
  }

  runAtOnce(by: string): Promise<JobRun> {
    return this.run(() => this.runAsked(), by);
  }

  /** One run of `work` (the timer's when `by` is null), metered, logged and kept as the job's last. */
  protected async run(work: () => Promise<string | null>, by: string | null): Promise<JobRun> {
    const at = new Date().toISOString();
    const manual = by !== null;
    let run: JobRun;
    let idle = false;
    try {
      const done = await work();
      idle = done === null && !manual;
      this.metrics.jobRan(this.jobName, 'success');
      if (done) this.logger.log(done);
      run = { at, outcome: 'success', summary: done ?? JOB_TEXTS.nothingToDo, manual, by };
    } catch (error: unknown) {
      this.metrics.jobRan(this.jobName, 'failure');
      const reason = String((error as Error)?.message ?? error);
      this.logger.warn(`${this.constructor.name} failed: ${reason}`);
      run = { at, outcome: 'failure', summary: reason, manual, by };
    }
    return this.registry.record(this.jobName, run, idle);
  }

  /** The timer's run (at boot, then every interval). */
  runScheduled(): Promise<JobRun> {
    return this.run(() => this.runOnce(), null);
  }

  onApplicationBootstrap(): void {
    this.registry.register(this);
    const run = () => void this.runScheduled();
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
