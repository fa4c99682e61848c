/** Admissions: programmes and their admission phases (libs/contracts content-types/programmes.ts, ARCHITECTURE.md 12.3). */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { date, datetime, id, index, int, stamps, str, text } from '../migration-columns';

export class Programmes1765100000000 implements MigrationInterface {
  name = 'Programmes1765100000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'programmes',
        columns: [
          id(),
          str('name', 200),
          str('level', 40, true),
          str('duration', 60),
          int('intake'),
          str('fees', 200, true),
          text('eligibility'),
          str('status', 30),
          text('translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [index('programmes', ['created_at', 'id']), index('programmes', ['status', 'created_at', 'id'])],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'admission_phases',
        columns: [
          id(),
          str('programme', 36),
          str('name', 120),
          date('from'),
          date('to'),
          text('translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          index('admission_phases', ['from', 'created_at', 'id']),
          index('admission_phases', ['programme', 'from', 'created_at', 'id']),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('admission_phases');
    await qr.dropTable('programmes');
  }
}
