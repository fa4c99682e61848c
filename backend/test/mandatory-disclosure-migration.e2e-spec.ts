/**
 * The mandatory disclosure's migration (issue 34 item 4) on data kept before it: every book takes
 * as its date of accession the day it was entered, at the institute (a book entered at 20:00 UTC
 * was entered the next day in Punjab); staff gain empty qualifications and dates. The way back
 * removes them.
 */
import type { DataSource } from 'typeorm';
import { MandatoryDisclosure1765230000000 } from '../src/database/migrations/1765230000000-mandatory-disclosure';
import { describeApi } from './utils/create-test-app';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from './utils/database-before-migration';

jest.setTimeout(120_000);

describeApi('the mandatory disclosure migration', () => {
  let db: DatabaseBeforeMigration;
  let ds: DataSource;
  beforeAll(async () => {
    db = await databaseBeforeMigration(MandatoryDisclosure1765230000000);
    ds = db.ds;
  });
  afterAll(() => db?.close());

  const day = (value: unknown) =>
    value instanceof Date
      ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
      : value;

  it("dates each book's accession by the day it was entered at the institute, and staff's new fields start empty", async () => {
    const insert = `INSERT INTO library_books (id, title, author, subject, copies, available, publish_state, created_at, updated_at)
      VALUES (?, ?, 'A', 'Arts', 1, 1, 'published', ?, ?)`;
    await ds.query(insert, [
      '00000000-0000-4000-8000-000000000001',
      'Evening',
      '2026-01-01 20:00:00',
      '2026-01-01 20:00:00',
    ]);
    await ds.query(insert, [
      '00000000-0000-4000-8000-000000000002',
      'Morning',
      '2026-03-05 04:00:00',
      '2026-03-05 04:00:00',
    ]);
    await ds.query(
      `INSERT INTO staff (id, name, designation, subject, photo, display_order, publish_state, created_at, updated_at)
       VALUES ('00000000-0000-4000-8000-000000000003', 'A. Teacher', 'Lecturer', 'Arts', '/uploads/a.png', 0, 'published', '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
    );
    await new MandatoryDisclosure1765230000000().up(ds.createQueryRunner());
    const books = (await ds.query('SELECT title, accession_date FROM library_books ORDER BY title')) as {
      title: string;
      accession_date: unknown;
    }[];
    expect(books.map((b) => [b.title, day(b.accession_date)])).toEqual([
      ['Evening', '2026-01-02'],
      ['Morning', '2026-03-05'],
    ]);
    expect(await ds.query('SELECT qualification, joining_date, leaving_date FROM staff')).toEqual([
      { qualification: null, joining_date: null, leaving_date: null },
    ]);

    await new MandatoryDisclosure1765230000000().down(ds.createQueryRunner());
    const columns = async (table: string) => (await ds.createQueryRunner().getTable(table))!.columns.map((c) => c.name);
    expect(await columns('library_books')).not.toContain('accession_date');
    expect(await columns('staff')).not.toContain('qualification');
    expect(await columns('staff')).not.toContain('leaving_date');
  });
});
