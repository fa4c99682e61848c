/**
 * Indexes that match each public list's filter AND order (the services' query builders), so a
 * filtered page is read in order from the index instead of sorted after the scan. Substring
 * search (LIKE '%term%') cannot use a B-tree index on either engine; with the subject filter it
 * scans only that subject's rows, in title order (README "Performance" records the EXPLAIN).
 */
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** table -> column lists; the name follows the initial schema's IDX_<table>_<columns>. */
const INDEXES: Record<string, string[][]> = {
  events: [['date', 'created_at']],
  staff: [['display_order', 'name']],
  gallery_items: [['date', 'created_at']],
  research_papers: [
    ['year', 'created_at'],
    ['status', 'year', 'created_at'],
  ],
  library_books: [
    ['subject', 'title'],
    ['available', 'title'],
  ],
  results: [
    ['publish_date', 'created_at'],
    ['course', 'publish_date'],
    ['year', 'publish_date'],
  ],
  study_materials: [
    ['upload_date', 'created_at'],
    ['subject', 'upload_date'],
    ['course', 'upload_date'],
    ['type', 'upload_date'],
  ],
  diksha_courses: [['status', 'title']],
};

const tableIndex = (table: string, columns: string[]) => new TableIndex({ name: `IDX_${table}_${columns.join('_')}`, columnNames: columns });

export class PublicListIndexes1763900000000 implements MigrationInterface {
  name = 'PublicListIndexes1763900000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const [table, lists] of Object.entries(INDEXES)) {
      await qr.createIndices(
        table,
        lists.map((columns) => tableIndex(table, columns)),
      );
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const [table, lists] of Object.entries(INDEXES)) {
      for (const columns of lists) await qr.dropIndex(table, tableIndex(table, columns).name!);
    }
  }
}
