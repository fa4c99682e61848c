/**
 * The scheduled jobs' last runs (ARCHITECTURE.md 12.7, GET /api/admin/jobs): one row a job, written
 * by whichever replica ran it last, so every replica answers the same list.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, datetime, str } from '../migration-columns';

export class JobRuns1765240000000 implements MigrationInterface {
  name = 'JobRuns1765240000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'job_runs',
        columns: [
          { ...str('name', 40), isPrimary: true },
          datetime(qr, 'ran_at'),
          str('outcome', 10),
          str('summary', 300),
          bool('manual', false),
          str('by_name', 200, true),
          datetime(qr, 'checked_at'),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('job_runs');
  }
}
