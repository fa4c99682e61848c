/**
 * Drafts, review and scheduled publishing (issue 19 item 3): every content table gets its
 * publish state and optional publish time. Everything already there was public: it is published.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, str } from '../migration-columns';

/** The content tables of this day (libs/contracts content-types). */
const TABLES = [
  'diksha_courses',
  'events',
  'gallery_items',
  'library_books',
  'notices',
  'research_papers',
  'results',
  'rti_disclosures',
  'rti_officers',
  'site_pages',
  'staff',
  'study_materials',
  'tender_corrigenda',
  'tender_documents',
  'tenders',
  'trainee_records',
];

export class ContentPublishing1764410000000 implements MigrationInterface {
  name = 'ContentPublishing1764410000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await qr.addColumns(table, [
        new TableColumn({ ...str('publish_state', 20), default: "'published'" }),
        new TableColumn(datetime(qr, 'publish_at', { nullable: true })),
      ]);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await qr.dropColumn(table, 'publish_at');
      await qr.dropColumn(table, 'publish_state');
    }
  }
}
