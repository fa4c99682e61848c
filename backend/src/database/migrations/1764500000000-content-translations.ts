/**
 * Punjabi and Hindi translations of the content types' translatable fields (ARCHITECTURE.md 11.2):
 * one JSON text column `translations` on each table whose type has a translatable field, on this
 * day's list (backend/src/content/content-translations.ts maps it).
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from '../migration-columns';

const TABLES = [
  'diksha_courses',
  'events',
  'gallery_items',
  'library_books',
  'notices',
  'research_papers',
  'rti_disclosures',
  'rti_officers',
  'site_pages',
  'staff',
  'study_materials',
  'tender_corrigenda',
  'tender_documents',
  'tenders',
];

export class ContentTranslations1764500000000 implements MigrationInterface {
  name = 'ContentTranslations1764500000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) await qr.addColumn(table, new TableColumn(text('translations', true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) await qr.dropColumn(table, 'translations');
  }
}
