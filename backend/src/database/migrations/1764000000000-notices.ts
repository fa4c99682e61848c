/** Notices and circulars (libs/contracts content-types/notices.ts). */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, date, fileColumns, id, index, stamps, str, text } from '../migration-columns';

export class Notices1764000000000 implements MigrationInterface {
  name = 'Notices1764000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'notices',
        columns: [
          id(),
          str('title', 200),
          str('category', 30),
          text('body', true),
          ...fileColumns(true),
          date('publish_date'),
          date('expiry_date', true),
          bool('pinned', false),
          ...stamps(qr),
        ],
        indices: [
          index('notices', ['pinned', 'publish_date', 'created_at', 'id']),
          index('notices', ['category', 'pinned', 'publish_date', 'created_at', 'id']),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('notices');
  }
}
