/**
 * Teacher training (libs/contracts content-types/trainings.ts, ARCHITECTURE.md 12.2): programmes and
 * their sessions, the teachers' enrolments, and each programme's place counters, which the
 * confirmations claim with one conditional UPDATE (backend/src/trainings/training-places.ts).
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, id, index, int, stamps, str, text } from '../migration-columns';

export class Trainings1764800000000 implements MigrationInterface {
  name = 'Trainings1764800000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'trainings',
        columns: [
          id(),
          str('title', 200),
          text('description'),
          str('mode', 30),
          str('venue', 120, true),
          datetime(qr, 'starts_at'),
          datetime(qr, 'ends_at'),
          int('hours'),
          int('seats'),
          datetime(qr, 'enrolment_closes_at'),
          int('min_attendance_percent'),
          str('diksha_course', 36, true),
          text('translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          index('trainings', ['starts_at', 'created_at', 'id']),
          index('trainings', ['ends_at', 'starts_at']),
          index('trainings', ['mode', 'starts_at', 'created_at', 'id']),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'training_sessions',
        columns: [
          id(),
          str('training', 36),
          datetime(qr, 'starts_at'),
          datetime(qr, 'ends_at'),
          int('hours'),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          index('training_sessions', ['training', 'starts_at', 'created_at', 'id']),
          index('training_sessions', ['starts_at', 'created_at', 'id']),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'training_enrolments',
        columns: [
          id(),
          str('training_id', 36),
          str('name', 120),
          str('employee_id', 60),
          str('email', 254),
          str('phone', 30, true),
          str('school', 120),
          str('district', 120),
          str('status', 20),
          // The place in the programme's waiting list, given when the enrolment is waitlisted.
          int('queue_number', true),
          datetime(qr, 'confirmed_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          // One enrolment per teacher and programme, whatever the race: the 409 of 12.2.
          index('training_enrolments', ['training_id', 'employee_id'], true),
          index('training_enrolments', ['training_id', 'email'], true),
          index('training_enrolments', ['training_id', 'status', 'queue_number']),
          index('training_enrolments', ['training_id', 'created_at', 'id']),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'training_places',
        columns: [{ ...str('training_id', 36), isPrimary: true }, int('confirmed', false, 0), int('queued', false, 0)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['training_places', 'training_enrolments', 'training_sessions', 'trainings'])
      await qr.dropTable(table);
  }
}
