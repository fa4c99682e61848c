import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { ComplianceData } from '@diet/contracts/compliance';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { Allow, RawResponse } from '../common/route-metadata';
import { refuseAnyBody } from '../common/validation';
import { ComplianceNightlyJob } from './compliance-job';
import { ComplianceService } from './compliance.service';

/** The 'Compliance' screen's API (ARCHITECTURE.md 12.3): editors and administrators. */
@Allow('compliance')
@Controller('api/admin/compliance')
export class ComplianceController {
  constructor(
    private readonly compliance: ComplianceService,
    private readonly job: ComplianceNightlyJob,
  ) {}

  /** The last report, at once. */
  @Get()
  last(): Promise<ComplianceData> {
    return this.compliance.last();
  }

  /**
   * Checks now and answers the new report; a run under way is joined, not repeated. The run is the
   * compliance job's, as the jobs' 'Run now' makes it (GET /api/admin/jobs lists it). It takes no
   * body: anything sent is refused by name.
   */
  @Post('run')
  @HttpCode(200)
  run(@Body() body: unknown, @CurrentAdmin() admin: AdminPrincipal): Promise<ComplianceData> {
    refuseAnyBody(body);
    return this.job.runForScreen(admin.name || admin.email);
  }

  @Get('export')
  @RawResponse()
  async exportCsv(@Res({ passthrough: true }) res: Response): Promise<string> {
    const csv = await this.compliance.exportCsv();
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="compliance-report.csv"',
      'Cache-Control': 'no-store',
    });
    return csv;
  }
}
