import { Controller, Get, Header, Query } from '@nestjs/common';
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
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="audit-log.csv"')
  @Header('Cache-Control', 'no-store')
  exportCsv(@Query() query: AuditQueryDto): Promise<string> {
    return this.audit.exportCsv(query);
  }
}
