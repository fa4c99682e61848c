/**
 * Punjabi and Hindi translations of the content types' translatable fields (ARCHITECTURE.md 11.2):
 * one JSON text column `translations` on each table whose type has a translatable field, on this
 * day's list (backend/src/content/content-translations.ts maps it).
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { text } from '../migration-columns';

const TABLES = ['diksha_courses', 'events', 'gallery_items', 'library_books', 'notices', 'research_papers', 'staff', 'study_materials'];

export class ContentTranslations1764400000000 implements MigrationInterface {
  name = 'ContentTranslations1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) await qr.addColumn(table, new TableColumn(text('translations', true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of TABLES) await qr.dropColumn(table, 'translations');
  }
}
