/**
 * The review-dates migration on a database that already holds items (issue 34 item 1): each gets
 * the review day a new one would (its validity end, else six months after publishing), on SQLite
 * and MariaDB.
 */
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions, createDataSource, MIGRATIONS } from '../src/database/data-source-options';
import { ReviewDates1765210000000 } from '../src/database/migrations/1765210000000-review-dates';
import { createTestDatabase, describeApi, type TestDatabase } from './utils/create-test-app';

jest.setTimeout(120_000);

describeApi('review dates migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('fills review_by of the items kept before it with their default', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', ...db.env });
    const options = buildDataSourceOptions(config);
    const before = await createDataSource({
      ...options,
      migrationsRun: false,
      migrations: MIGRATIONS.filter((m) => m !== ReviewDates1765210000000),
    });
    await before.runMigrations();
    const notice =
      'INSERT INTO notices (id, title, category, publish_date, expiry_date, pinned) VALUES (?, ?, ?, ?, ?, ?)';
    await before.query(notice, ['n-expiring', 'Expiring', 'Notice', '2025-03-01', '2025-04-15', 0]);
    await before.query(notice, ['n-open', 'Open', 'Notice', '2025-08-31', null, 0]);
    // 20:00 UTC on 20 May is 21 May in Punjab.
    await before.query(
      'INSERT INTO tenders (id, reference_number, title, publish_date, closing_at) VALUES (?, ?, ?, ?, ?)',
      ['t-1', 'DIET/1', 'Printing', '2025-05-01', '2025-05-20 20:00:00.000'],
    );
    await before.query(
      'INSERT INTO downloads (id, title, category, language, file, file_name, file_size, file_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ['d-1', 'Form', 'Forms', 'en', '/uploads/form.pdf', 'form.pdf', 10, 'application/pdf', '2025-01-10 10:00:00.000'],
    );
    await before.destroy();

    const after = await createDataSource({ ...options, migrationsRun: false });
    try {
      await after.runMigrations();
      const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
      const of = async (table: string) =>
        Object.fromEntries(
          ((await after.query(`SELECT id, review_by FROM ${table}`)) as { id: string; review_by: unknown }[]).map(
            (r) => [r.id, day(r.review_by)],
          ),
        );
      expect(await of('notices')).toEqual({ 'n-expiring': '2025-04-15', 'n-open': '2026-02-28' });
      expect(await of('tenders')).toEqual({ 't-1': '2025-05-21' });
      expect(await of('downloads')).toEqual({ 'd-1': '2025-07-10' });
    } finally {
      await after.destroy();
    }
  });
});
