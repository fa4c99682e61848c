/**
 * The compliance report (issue 34 item 2, ARCHITECTURE.md 12.3): the last one kept whole, so the
 * office's screen answers at once and the next run can tell new problems from known ones.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, isMysql, str } from '../migration-columns';

export class ComplianceReports1765200000000 implements MigrationInterface {
  name = 'ComplianceReports1765200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'compliance_reports',
        columns: [
          { ...str('id', 20), isPrimary: true },
          datetime(qr, 'checked_at'),
          // A whole report: MEDIUMTEXT on MySQL (TEXT holds 64 KB).
          { name: 'report', type: isMysql(qr) ? 'mediumtext' : 'text', isNullable: false },
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('compliance_reports');
  }
}
