/**
 * The tracked-messages migration on a database that already holds messages (issue 34 item 5):
 * each gets a reference in the order it came in, numbered per year, 'received', and the counter
 * goes on from there, on SQLite and MariaDB.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config/app-config';
import { buildDataSourceOptions, createDataSource, MIGRATIONS } from '../src/database/data-source-options';
import { TrackedMessages1764900000000 } from '../src/database/migrations/1764900000000-tracked-messages';
import { ContactReferences } from '../src/contact/contact-references';
import { createTestDatabase, describeApi, type TestDatabase } from './utils/create-test-app';

jest.setTimeout(120_000);

describeApi('tracked messages migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  it('numbers the messages already kept, per year in the order they came in, and the counter goes on', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', ...db.env });
    const options = buildDataSourceOptions(config);
    const before = await createDataSource({
      ...options,
      migrationsRun: false,
      migrations: MIGRATIONS.filter((m) => m !== TrackedMessages1764900000000),
    });
    await before.runMigrations();
    // Kept in an order that is not their arrival order; 19:00 UTC on 31 December is already 1 January in Punjab.
    const kept: [string, string][] = [
      ['c', '2025-06-01 10:00:00.000'],
      ['a', '2024-12-31 19:00:00.000'],
      ['b', '2025-03-01 10:00:00.000'],
      ['z', '2024-05-01 10:00:00.000'],
    ];
    for (const [name, at] of kept)
      await before.query(
        'INSERT INTO contact_messages (id, name, email, subject, message, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), name, `${name}@example.org`, 'general', 'Kept before tracking', 0, at],
      );
    await before.destroy();

    const after = await createDataSource({ ...options, migrationsRun: false });
    try {
      await after.runMigrations();
      const rows = (await after.query('SELECT name, reference, status FROM contact_messages ORDER BY name')) as {
        name: string;
        reference: string;
        status: string;
      }[];
      expect(rows).toEqual([
        { name: 'a', reference: 'DIET-2025-000001', status: 'received' },
        { name: 'b', reference: 'DIET-2025-000002', status: 'received' },
        { name: 'c', reference: 'DIET-2025-000003', status: 'received' },
        { name: 'z', reference: 'DIET-2024-000001', status: 'received' },
      ]);
      const references = new ContactReferences(after);
      await expect(references.next(new Date('2025-07-01T00:00:00Z'))).resolves.toBe('DIET-2025-000004');
      await expect(references.next(new Date('2030-07-01T00:00:00Z'))).resolves.toBe('DIET-2030-000001');
    } finally {
      await after.destroy();
    }
  });
});
