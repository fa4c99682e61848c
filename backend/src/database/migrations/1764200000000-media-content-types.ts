/**
 * Staff and gallery on the content-type machinery (libs/contracts content-types/staff.ts,
 * gallery.ts): a staff photo is required, so its column is NOT NULL as the definition says; the
 * gallery's category index ends with the list's whole order, as every filter index does.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { index, str } from '../migration-columns';

const OLD_CATEGORY_INDEX = index('gallery_items', ['category', 'date']);
const CATEGORY_INDEX = index('gallery_items', ['category', 'date', 'created_at', 'id']);

export class MediaContentTypes1764200000000 implements MigrationInterface {
  name = 'MediaContentTypes1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.changeColumn('staff', 'photo', new TableColumn(str('photo', 500, false)));
    await qr.dropIndex('gallery_items', OLD_CATEGORY_INDEX.name!);
    await qr.createIndex('gallery_items', CATEGORY_INDEX);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('gallery_items', CATEGORY_INDEX.name!);
    await qr.createIndex('gallery_items', OLD_CATEGORY_INDEX);
    await qr.changeColumn('staff', 'photo', new TableColumn(str('photo', 500, true)));
  }
}
