/** Attendance per session of teacher training (ARCHITECTURE.md 12.2): who was present. */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { index, str } from '../migration-columns';

export class TrainingAttendance1764800000001 implements MigrationInterface {
  name = 'TrainingAttendance1764800000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'training_attendance',
        columns: [
          { ...str('session_id', 36), isPrimary: true },
          { ...str('enrolment_id', 36), isPrimary: true },
        ],
        indices: [index('training_attendance', ['enrolment_id'])],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('training_attendance');
  }
}
