/**
 * The library catalogue's migration (issue 37 item 4) on books kept before it: a book marked
 * available has all its copies on the shelf, one checked out none; the way back restores the flag.
 */
import type { DataSource } from 'typeorm';
import { LibraryCatalogue1764910000000 } from '../src/database/migrations/1764910000000-library-catalogue';
import { describeApi } from './utils/create-test-app';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from './utils/database-before-migration';

jest.setTimeout(120_000);

describeApi('the library catalogue migration', () => {
  let db: DatabaseBeforeMigration;
  let ds: DataSource;
  beforeAll(async () => {
    db = await databaseBeforeMigration(LibraryCatalogue1764910000000);
    ds = db.ds;
  });
  afterAll(() => db?.close());

  const books = () =>
    ds.query('SELECT title, copies, available, isbn FROM library_books ORDER BY title') as Promise<
      { title: string; copies: number; available: unknown; isbn: string | null }[]
    >;

  it('turns the available flag into copies on the shelf, and back', async () => {
    const insert = `INSERT INTO library_books (id, title, author, subject, isbn, copies, available, publish_state, created_at, updated_at)
      VALUES (?, ?, 'A', 'Arts', ?, ?, ?, 'published', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`;
    await ds.query(insert, ['00000000-0000-4000-8000-000000000001', 'On the shelf', '978-81-0000-077', 3, 1]);
    await ds.query(insert, ['00000000-0000-4000-8000-000000000002', 'Lent out', '111', 2, 0]);
    await new LibraryCatalogue1764910000000().up(ds.createQueryRunner());
    expect(await books()).toEqual([
      { title: 'Lent out', copies: 2, available: 0, isbn: '111' },
      { title: 'On the shelf', copies: 3, available: 3, isbn: '978-81-0000-077' },
    ]);
    await new LibraryCatalogue1764910000000().down(ds.createQueryRunner());
    expect((await books()).map((b) => [b.title, Number(b.available)])).toEqual([
      ['Lent out', 0],
      ['On the shelf', 1],
    ]);
  });
});
