/**
 * The scheduled jobs' registry and their last runs (ARCHITECTURE.md 12.7). Every PeriodicJob
 * registers itself here when the app starts and reports each run, the timer's or an
 * administrator's; the last one is kept in job_runs, so the list is the same on every replica.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JOB_NAMES, JOBS, type JobInfo, type JobName, type JobRun } from '@diet/contracts/jobs';
import { ApiError } from '../common/api-error';
import { JobRunEntity } from './job-run.entity';

/** What the registry needs of a job (common/periodic-job.ts). */
export interface RunnableJob {
  readonly jobName: JobName;
  readonly everyMinutes: number;
  readonly schedule: string;
  /** Runs it at once, as an administrator asked; the run as kept. */
  runAtOnce(by: string): Promise<JobRun>;
}

/** Room for a failure's reason in the summary column. */
const SUMMARY_LENGTH = 300;

@Injectable()
export class JobRunsService {
  private readonly logger = new Logger(JobRunsService.name);
  private readonly jobs = new Map<JobName, RunnableJob>();

  constructor(@InjectRepository(JobRunEntity) private readonly runs: Repository<JobRunEntity>) {}

  register(job: RunnableJob): void {
    this.jobs.set(job.jobName, job);
  }

  /**
   * Keeps a run: as the job's last when it said something (`idle` false), else only as the time it
   * was last checked, so that another replica's work or failure stays readable. A run whose record
   * cannot be written is only logged.
   */
  async record(name: JobName, run: JobRun, idle: boolean): Promise<JobRun> {
    const kept = { ...run, summary: run.summary.slice(0, SUMMARY_LENGTH) };
    const checkedAt = new Date(kept.at);
    try {
      // The job's first run ever is kept whole, even with nothing to do.
      const moved = idle ? (await this.runs.update({ name }, { checkedAt })).affected : 0;
      if (!moved)
        await this.runs.upsert(
          {
            name,
            ranAt: checkedAt,
            outcome: kept.outcome,
            summary: kept.summary,
            manual: kept.manual,
            byName: kept.by,
            checkedAt,
          },
          ['name'],
        );
    } catch (error) {
      this.logger.warn(`the run of ${name} could not be recorded: ${String((error as Error)?.message ?? error)}`);
    }
    return kept;
  }

  async list(): Promise<JobInfo[]> {
    const last = new Map((await this.runs.find()).map((row) => [row.name, row]));
    return JOB_NAMES.filter((name) => this.jobs.has(name)).map((name) => {
      const row = last.get(name);
      return {
        name,
        ...JOBS[name],
        everyMinutes: this.jobs.get(name)!.everyMinutes,
        schedule: this.jobs.get(name)!.schedule,
        lastRun: row
          ? {
              at: row.ranAt.toISOString(),
              outcome: row.outcome,
              summary: row.summary,
              manual: row.manual,
              by: row.byName,
            }
          : null,
        checkedAt: row ? row.checkedAt.toISOString() : null,
      };
    });
  }

  /** Runs a job at once; an unknown name is a 404, as an unknown item is. */
  run(name: string, by: string): Promise<JobRun> {
    const job = this.jobs.get(name as JobName);
    if (!job) throw ApiError.notFound();
    return job.runAtOnce(by);
  }
}
