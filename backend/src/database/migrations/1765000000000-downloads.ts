/** Documents to download (libs/contracts content-types/downloads.ts, ARCHITECTURE.md 12.1). */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, fileColumns, id, index, stamps, str, text } from '../migration-columns';

export class Downloads1765000000000 implements MigrationInterface {
  name = 'Downloads1765000000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'downloads',
        columns: [
          id(),
          str('title', 200),
          str('category', 30),
          str('language', 2),
          ...fileColumns(false),
          text('translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [
          index('downloads', ['created_at', 'id']),
          index('downloads', ['category', 'created_at', 'id']),
          index('downloads', ['language', 'created_at', 'id']),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('downloads');
  }
}
