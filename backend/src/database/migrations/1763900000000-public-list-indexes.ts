/**
 * Indexes that match each public list's filter AND order (the services' query builders), so a
 * filtered page is read in order from the index instead of sorted after the scan. Substring
 * search (LIKE '%term%') cannot use a B-tree index on either engine; with the subject filter it
 * scans only that subject's rows, in title order (README "Performance" records the EXPLAIN).
 */
import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * table -> column lists, each ending with the list's last sort key (the id tie-break): SQLite's
 * indexes do not carry the primary key, so without it the last ORDER BY term is sorted apart.
 * Names follow the initial schema's IDX_<table>_<columns>.
 */
const INDEXES: Record<string, string[][]> = {
  events: [['date', 'created_at', 'id']],
  staff: [['display_order', 'name', 'id']],
  gallery_items: [['date', 'created_at', 'id']],
  research_papers: [
    ['year', 'created_at', 'id'],
    ['status', 'year', 'created_at', 'id'],
  ],
  library_books: [
    ['title', 'id'],
    ['subject', 'title', 'id'],
    ['available', 'title', 'id'],
  ],
  results: [
    ['publish_date', 'created_at', 'id'],
    ['course', 'publish_date', 'created_at', 'id'],
    ['year', 'publish_date', 'created_at', 'id'],
  ],
  study_materials: [
    ['upload_date', 'created_at', 'id'],
    ['subject', 'upload_date', 'created_at', 'id'],
    ['course', 'upload_date', 'created_at', 'id'],
    ['type', 'upload_date', 'created_at', 'id'],
  ],
  diksha_courses: [['status', 'title']],
};

/**
 * Indexes of the initial schema that are now a leading part of one above: the longer index
 * serves every query the shorter one did, so keeping both would only cost writes and space.
 */
const SUPERSEDED: Record<string, string[][]> = {
  events: [['date']],
  staff: [['display_order']],
  gallery_items: [['date']],
  research_papers: [['year'], ['status']],
  library_books: [['title'], ['subject'], ['available']],
  results: [['publish_date'], ['course'], ['year']],
  study_materials: [['upload_date'], ['subject'], ['course'], ['type']],
  diksha_courses: [['status']],
};

const tableIndex = (table: string, columns: string[]) =>
  new TableIndex({ name: `IDX_${table}_${columns.join('_')}`, columnNames: columns });

export class PublicListIndexes1763900000000 implements MigrationInterface {
  name = 'PublicListIndexes1763900000000';

  async up(qr: QueryRunner): Promise<void> {
    for (const [table, lists] of Object.entries(INDEXES)) {
      await qr.createIndices(
        table,
        lists.map((columns) => tableIndex(table, columns)),
      );
    }
    for (const [table, lists] of Object.entries(SUPERSEDED)) {
      for (const columns of lists) await qr.dropIndex(table, tableIndex(table, columns).name!);
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const [table, lists] of Object.entries(SUPERSEDED)) {
      await qr.createIndices(
        table,
        lists.map((columns) => tableIndex(table, columns)),
      );
    }
    for (const [table, lists] of Object.entries(INDEXES)) {
      for (const columns of lists) await qr.dropIndex(table, tableIndex(table, columns).name!);
    }
  }
}
