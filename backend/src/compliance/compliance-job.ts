/**
 * The nightly compliance run, once across replicas: every replica looks every ten minutes whether
 * tonight's run is due (from COMPLIANCE_NIGHTLY_HOUR, institute time); the one whose conditional
 * UPDATE of app_state moves the last night handled to tonight runs it, the others find it moved.
 * The first boot starts the count: a new site's first report is the office's 'Run now'.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { instituteToday } from '../common/institute-date';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppStateEntity } from '../database/app-state.entity';
import { ComplianceService } from './compliance.service';
import { countOf } from '@diet/contracts/count-of';
import { JOB_TEXTS } from '@diet/contracts/jobs';
import { complianceProblemCount, type ComplianceData } from '@diet/contracts/compliance';

const NIGHT_KEY = 'job:compliance-nightly';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

@Injectable()
export class ComplianceNightlyJob extends PeriodicJob {
  readonly jobName = 'compliance';
  protected override readonly intervalMs = 10 * 60 * 1000;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly compliance: ComplianceService,
  ) {
    super();
  }

  override get schedule(): string {
    return JOB_TEXTS.nightly(this.config.compliance.nightlyHour);
  }

  /** The night a moment belongs to, in days since the epoch: a night starts at the nightly hour. */
  nightOf(now: Date): number {
    return Math.floor(
      Date.parse(instituteToday(new Date(now.getTime() - this.config.compliance.nightlyHour * HOUR_MS))) / DAY_MS,
    );
  }

  /** Runs tonight's report if no replica has yet: true when this one did. */
  async runIfDue(now = new Date()): Promise<boolean> {
    const night = this.nightOf(now);
    const state = this.db.getRepository(AppStateEntity);
    const kept = await state.findOneBy({ key: NIGHT_KEY });
    if (!kept) {
      // Another replica's first boot may insert it first: either start is as good.
      await state.insert({ key: NIGHT_KEY, value: night }).catch(() => undefined);
      return false;
    }
    if (kept.value >= night) return false;
    const claimed = await state.update({ key: NIGHT_KEY, value: kept.value }, { value: night });
    if (!claimed.affected) return false;
    await this.compliance.run(now);
    return true;
  }

  protected async runOnce(): Promise<string | null> {
    return (await this.runIfDue()) ? 'Made the nightly compliance report' : null;
  }

  /** Asked for (the jobs' 'Run now'), it checks at once, whatever the hour. */
  protected override async runAsked(): Promise<string> {
    return madeReport(await this.compliance.run());
  }

  /**
   * The Compliance screen's 'Run now' (POST /api/admin/compliance/run): the same run as the jobs',
   * kept as this job's last, so the jobs' list says when the report was made and by whom. Answers
   * the report; a failure is thrown, as the screen reads it.
   */
  async runForScreen(by: string): Promise<ComplianceData> {
    let report: ComplianceData | undefined;
    const run = await this.run(async () => madeReport((report = await this.compliance.run())), by);
    if (!report) throw new Error(run.summary);
    return report;
  }
}

const madeReport = (report: ComplianceData) =>
  `Made the compliance report: ${countOf(complianceProblemCount(report), 'problem', 'problems')} to fix`;
