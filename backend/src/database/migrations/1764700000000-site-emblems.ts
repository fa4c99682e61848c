/** The header's state emblem and institute logo (libs/contracts content-types/site-emblems.ts): empty until the office uploads the artwork. */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, id, index, stamps, str, text } from '../migration-columns';

export class SiteEmblems1764700000000 implements MigrationInterface {
  name = 'SiteEmblems1764700000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'site_emblems',
        columns: [
          id(),
          str('position', 30),
          str('image', 500),
          str('description', 150),
          text('translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          datetime(qr, 'publish_at', { nullable: true }),
          ...stamps(qr),
        ],
        indices: [index('site_emblems', ['position'], true)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('site_emblems');
  }
}
