/** Certificates of completed teacher training (ARCHITECTURE.md 12.2), verified by their code. */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index, int, str } from '../migration-columns';

export class TrainingCertificates1764800000002 implements MigrationInterface {
  name = 'TrainingCertificates1764800000002';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'training_certificates',
        columns: [
          { ...str('code', 32), isPrimary: true },
          str('enrolment_id', 36),
          str('training_id', 36),
          str('name', 120),
          str('employee_id', 60),
          str('programme', 200),
          int('hours'),
          datetime(qr, 'starts_at'),
          datetime(qr, 'ends_at'),
          datetime(qr, 'issued_at'),
          datetime(qr, 'revoked_at', { nullable: true }),
          str('revoked_reason', 500, true),
        ],
        // One certificate per enrolment, however often the office asks: issuing is idempotent.
        indices: [
          index('training_certificates', ['enrolment_id'], true),
          index('training_certificates', ['training_id', 'issued_at']),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('training_certificates');
  }
}
