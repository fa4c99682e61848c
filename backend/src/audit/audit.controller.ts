import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuditEntry } from '@diet/contracts/audit';
import type { PageResult } from '../common/page-result';
import { Allow, RawResponse } from '../common/route-metadata';
import { AuditQueryDto } from './audit-query.dto';
import { AuditService } from './audit.service';

/** The 'Audit log' screen's API: administrators only. */
@Allow('audit')
@Controller('api/admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  list(@Query() query: AuditQueryDto): Promise<PageResult<AuditEntry>> {
    return this.audit.list(query);
  }

  @Get('actions')
  actions(): Promise<string[]> {
    return this.audit.actions();
  }

  @Get('export')
  @RawResponse()
  async exportCsv(@Query() query: AuditQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const csv = await this.audit.exportCsv(query);
    // Set once the filters are valid (Nest's @Header is set before the pipes): a refused query keeps its JSON error.
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="audit-log.csv"',
      'Cache-Control': 'no-store',
    });
    return csv;
  }
}
