/**
 * Staff on the content-type machinery (libs/contracts content-types/staff.ts): a staff photo is
 * required, so its column is NOT NULL as the definition says.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { str } from '../migration-columns';

export class MediaContentTypes1764200000000 implements MigrationInterface {
  name = 'MediaContentTypes1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('staff', 'photo', new TableColumn(str('photo', 500, false)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('staff', 'photo', new TableColumn(str('photo', 500, true)));
  }
}
