import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { ComplianceData } from '@diet/contracts/compliance';
import { Allow, RawResponse } from '../common/route-metadata';
import { refuseAnyBody } from '../common/validation';
import { ComplianceService } from './compliance.service';

/** The 'Compliance' screen's API (ARCHITECTURE.md 12.3): editors and administrators. */
@Allow('compliance')
@Controller('api/admin/compliance')
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  /** The last report, at once. */
  @Get()
  last(): Promise<ComplianceData> {
    return this.compliance.last();
  }

  /** Checks now and answers the new report; a run under way is joined, not repeated. It takes no body: anything sent is refused by name. */
  @Post('run')
  @HttpCode(200)
  run(@Body() body: unknown): Promise<ComplianceData> {
    refuseAnyBody(body);
    return this.compliance.run();
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
