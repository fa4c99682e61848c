import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** The row of the last report. */
export const LAST_REPORT = 'last';

/** The last compliance report, kept whole (JSON) so GET /api/admin/compliance answers at once. */
@Entity('compliance_reports')
export class ComplianceReportEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 }) id: string;
  @DateTimeColumn() checkedAt: Date;
  @Column({ type: 'text' }) report: string;
}
