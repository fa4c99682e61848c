import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { JOBS, JOB_TEXTS, type JobInfo, type JobName, type JobRun } from '@diet/contracts/jobs';
import { ActivityService } from '../activity/activity.service';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { Allow } from '../common/route-metadata';
import { refuseAnyBody } from '../common/validation';
import { JobRunsService } from './job-runs.service';

/** The scheduled jobs (ARCHITECTURE.md 12.7): administrators only. */
@Allow('jobs')
@Controller('api/admin/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobRunsService,
    private readonly activity: ActivityService,
  ) {}

  /** Every job with its last run on any replica. */
  @Get()
  list(): Promise<JobInfo[]> {
    return this.jobs.list();
  }

  /**
   * Runs one at once on this replica and answers the run (a failure too, with its reason: the job
   * failing is what the administrator asked to learn). It takes no body.
   */
  @Post(':name/run')
  @HttpCode(200)
  async run(
    @Param('name') name: string,
    @Body() body: unknown,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<JobRun> {
    refuseAnyBody(body);
    const run = await this.jobs.run(name, admin.name || admin.email);
    await this.activity.write({
      verb: 'Ran',
      entity: 'job',
      entityId: name,
      action: JOB_TEXTS.audited(JOBS[name as JobName].title),
    });
    return run;
  }
}
