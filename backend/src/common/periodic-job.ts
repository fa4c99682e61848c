/**
 * Housekeeping that every replica runs at boot and then every `intervalMs` (hourly: the trash purge,
 * the privacy policy's deletions; each minute: what scheduled publications change). The job itself
 * makes concurrent runs safe (a conditional DELETE or UPDATE decides which replica does the work);
 * this only schedules it and logs what it did or why it failed.
 */
import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppMetrics } from '../metrics/app-metrics';

export const HOUR_MS = 60 * 60 * 1000;

export abstract class PeriodicJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  // A property, so the jobs' constructors stay their own.
  @Inject(AppMetrics) private readonly metrics!: AppMetrics;

  /** Its name in job_runs_total{job}. */
  protected abstract readonly jobName: string;

  /** Time between two runs. */
  protected readonly intervalMs: number = HOUR_MS;

  /** One run: a line for the log when it did something, null otherwise. */
  protected abstract runOnce(): Promise<string | null>;

  onApplicationBootstrap(): void {
    const run = () =>
      void this.runOnce()
        .then((done) => {
          this.metrics.jobRan(this.jobName, 'success');
          if (done) this.logger.log(done);
        })
        .catch((error: unknown) => {
          this.metrics.jobRan(this.jobName, 'failure');
          this.logger.warn(`${this.constructor.name} failed: ${String((error as Error)?.message ?? error)}`);
        });
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
