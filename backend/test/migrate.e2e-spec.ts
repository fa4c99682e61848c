/**
 * `npm run migrate` and MIGRATIONS_RUN=false (issue 36 item 6): the migration step applies every
 * migration once and exits, a boot with MIGRATIONS_RUN=false runs none and serves the migrated
 * database, and refuses one the release has not migrated with a clear reason.
 */
import { loadConfig } from '../src/config/app-config';
import {
  buildDataSourceOptions,
  createDataSource,
  MIGRATIONS,
  refuseStaleSchema,
  STALE_SCHEMA,
} from '../src/database/data-source-options';
import { migrate } from '../src/database/migrate';
import { createTestApp, createTestDatabase, describeApi, type TestDatabase } from './utils/create-test-app';

jest.setTimeout(120_000);

describeApi('the migration step apart from the boot', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  const env = (extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    ...db.env,
    ...extra,
  });

  it('refuses to boot with MIGRATIONS_RUN=false on a database not yet migrated', async () => {
    // The app's data source factory (app.module.ts); NestFactory would end the test process on it.
    const config = loadConfig(env({ MIGRATIONS_RUN: 'false' }));
    await expect(
      createDataSource(buildDataSourceOptions(config)).then((ds) => refuseStaleSchema(ds, config)),
    ).rejects.toThrow(STALE_SCHEMA);
  });

  it('applies every migration once, then finds nothing to do', async () => {
    const lines: string[] = [];
    const applied = await migrate(loadConfig(env()), (line) => lines.push(line));
    expect(applied).toHaveLength(MIGRATIONS.length);
    expect(lines.at(-1)).toBe(`Applied ${MIGRATIONS.length} migration(s).`);
    const again: string[] = [];
    expect(await migrate(loadConfig(env()), (line) => again.push(line))).toEqual([]);
    expect(again).toEqual(['The database schema is up to date.']);
  });

  it('boots with MIGRATIONS_RUN=false on the migrated database and serves it', async () => {
    const t = await createTestApp({ database: db, env: { MIGRATIONS_RUN: 'false' } });
    try {
      expect(t.config.migrationsRun).toBe(false);
      await t.http().get('/api/health/ready').expect(200);
      await t.http().get('/api/events').expect(200);
    } finally {
      await t.close();
    }
  });
});
