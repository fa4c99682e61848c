/**
 * The library catalogue (issue 37 item 4, ARCHITECTURE.md 12.6): a book gains its publication
 * year, language and call number, and `available` becomes the number of copies on the shelf. A
 * book marked available had all its copies on the shelf, one checked out none. The ISBN becomes
 * optional (many Punjabi and Hindi books from small presses have none); ISBNs are kept as typed:
 * the rule (check digit, no hyphens) applies when a book is next saved.
 */
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, int, str } from '../migration-columns';

const TABLE = 'library_books';
const index = (columns: string[]) =>
  new TableIndex({ name: `IDX_${TABLE}_${columns.join('_')}`, columnNames: columns });
const AVAILABLE = index(['available', 'title', 'id']);
/** The lists' new filters, each followed by the title order (content-schema.ts, indexedColumns). */
const NEW_FILTERS = [index(['year', 'title', 'id']), index(['language', 'title', 'id'])];

export class LibraryCatalogue1764910000000 implements MigrationInterface {
  name = 'LibraryCatalogue1764910000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns(TABLE, [
      new TableColumn(int('year', true)),
      new TableColumn(str('language', 30, true)),
      new TableColumn(str('call_number', 40, true)),
      new TableColumn(int('on_shelf', false, 0)),
    ]);
    await qr.query(`UPDATE ${TABLE} SET on_shelf = CASE WHEN available THEN copies ELSE 0 END`);
    await qr.dropIndex(TABLE, AVAILABLE.name!);
    await qr.dropColumn(TABLE, 'available');
    await qr.renameColumn(TABLE, 'on_shelf', 'available');
    await qr.createIndices(TABLE, [AVAILABLE, ...NEW_FILTERS]);
    await qr.changeColumn(TABLE, 'isbn', new TableColumn(str('isbn', 20, true)));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.query(`UPDATE ${TABLE} SET isbn = '' WHERE isbn IS NULL`);
    await qr.changeColumn(TABLE, 'isbn', new TableColumn(str('isbn', 20)));
    await qr.dropIndices(TABLE, [AVAILABLE, ...NEW_FILTERS]);
    await qr.renameColumn(TABLE, 'available', 'on_shelf');
    await qr.addColumn(TABLE, new TableColumn(bool('available', true)));
    await qr.query(`UPDATE ${TABLE} SET available = CASE WHEN on_shelf > 0 THEN 1 ELSE 0 END`);
    await qr.dropColumn(TABLE, 'on_shelf');
    await qr.dropColumns(TABLE, ['year', 'language', 'call_number']);
    await qr.createIndex(TABLE, AVAILABLE);
  }
}
