/**
 * The site settings (libs/contracts content-types/site-settings.ts): one row holding the office's
 * working copy and the published copy, each with its translations, filled with the institute's
 * first values (site/site-content.ts and site-translations.ts) so that the site reads the same
 * the moment it is upgraded. MEDIUMTEXT on MySQL: three languages of long texts pass 64 KB.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { SITE_SETTINGS_SEED } from '../../site/site-content';
import { SITE_SEED_TRANSLATIONS } from '../../site/site-translations';
import { id, isMysql, stamps, str } from '../migration-columns';

export class SiteSettings1764800000000 implements MigrationInterface {
  name = 'SiteSettings1764800000000';

  async up(qr: QueryRunner): Promise<void> {
    const doc = (name: string, nullable: boolean) => ({
      name,
      type: isMysql(qr) ? 'mediumtext' : 'text',
      isNullable: nullable,
    });
    await qr.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          id(),
          doc('content', false),
          doc('translations', true),
          doc('published_content', true),
          doc('published_translations', true),
          { ...str('publish_state', 20), default: "'published'" },
          ...stamps(qr),
        ],
      }),
    );
    const content = JSON.stringify(SITE_SETTINGS_SEED);
    const translations = JSON.stringify(SITE_SEED_TRANSLATIONS);
    // Plain SQL ('?' on both engines): a query builder would map the row through today's entity, not this day's table.
    await qr.query(
      'INSERT INTO site_settings (id, content, translations, published_content, published_translations, publish_state) VALUES (?, ?, ?, ?, ?, ?)',
      ['site-settings', content, translations, content, translations, 'published'],
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('site_settings');
  }
}
