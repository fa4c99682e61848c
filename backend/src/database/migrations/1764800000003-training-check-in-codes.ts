/** Rotating self check-in codes of training sessions (ARCHITECTURE.md 12.2). */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index, str } from '../migration-columns';

export class TrainingCheckInCodes1764800000003 implements MigrationInterface {
  name = 'TrainingCheckInCodes1764800000003';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'training_check_in_codes',
        columns: [{ ...str('code', 12), isPrimary: true }, str('session_id', 36), datetime(qr, 'expires_at')],
        indices: [index('training_check_in_codes', ['expires_at'])],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('training_check_in_codes');
  }
}
