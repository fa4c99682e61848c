/**
 * `npm run migrate` (and `node backend/dist/database/migrate.js` in the API image): applies the
 * pending migrations to the configured database (DB_* or DATABASE_URL, as the API reads them),
 * says which, and exits: 0 when the schema is current, 1 with the reason otherwise. A release can
 * migrate once before its replicas start with MIGRATIONS_RUN=false.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config';
import { acquireBootLock } from './boot-lock';
import { buildDataSourceOptions, createDataSource } from './data-source-options';

export async function migrate(config: AppConfig, log: (line: string) => void = console.log): Promise<string[]> {
  // Not while a replica boots (and perhaps migrates) on the same MySQL database.
  const lock = await acquireBootLock(config);
  try {
    const dataSource = await createDataSource({
      ...buildDataSourceOptions(config),
      migrationsRun: false,
      logging: false,
    });
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of applied) log(`applied ${migration.name}`);
      log(applied.length === 0 ? 'The database schema is up to date.' : `Applied ${applied.length} migration(s).`);
      return applied.map((m) => m.name);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await lock.release();
  }
}

if (require.main === module) {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  migrate(config).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Migrating failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
