/**
 * Trainee records became a content type (libs/contracts content-types): their list index ends with
 * the id, as every derived one does. The courses keep their (status, title) index, as their
 * definition says.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '../migration-columns';

export class DikshaContentTypes1764200000000 implements MigrationInterface {
  name = 'DikshaContentTypes1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createIndex('trainee_records', index('trainee_records', ['teacher_name', 'id']));
    await qr.dropIndex('trainee_records', 'IDX_trainee_records_teacher_name');
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.createIndex('trainee_records', index('trainee_records', ['teacher_name']));
    await qr.dropIndex('trainee_records', 'IDX_trainee_records_teacher_name_id');
  }
}
