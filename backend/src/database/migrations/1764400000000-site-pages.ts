/** The site pages the office keeps (libs/contracts content-types/site-pages.ts), with their first texts. */
import { randomUUID } from 'node:crypto';
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { INITIAL_SITE_PAGES } from '../../site/site-pages-initial';
import { date, id, index, stamps, str, text } from '../migration-columns';

/** The day the first texts were written and checked. */
const FIRST_REVIEW = '2026-11-25';

export class SitePages1764400000000 implements MigrationInterface {
  name = 'SitePages1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'site_pages',
        columns: [id(), str('slug', 30), str('title', 200), text('body'), date('last_reviewed'), ...stamps(qr)],
        indices: [index('site_pages', ['slug'], true)],
      }),
    );
    for (const page of INITIAL_SITE_PAGES) {
      // '?' placeholders on both engines.
      await qr.query('INSERT INTO site_pages (id, slug, title, body, last_reviewed) VALUES (?, ?, ?, ?, ?)', [
        randomUUID(),
        page.slug,
        page.title,
        page.body,
        FIRST_REVIEW,
      ]);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('site_pages');
  }
}
