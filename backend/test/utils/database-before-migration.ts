/**
 * A fresh test database with every migration before one (MIGRATIONS is in file order): where a
 * migration's test plants the data it will find, then runs it up and down.
 */
import { DataSource, type MigrationInterface } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { buildDataSourceOptions, MIGRATIONS } from '../../src/database/data-source-options';
import { createTestDatabase } from './create-test-app';

export interface DatabaseBeforeMigration {
  ds: DataSource;
  close(): Promise<void>;
}

export async function databaseBeforeMigration(
  migration: new () => MigrationInterface,
): Promise<DatabaseBeforeMigration> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', ...db.env });
  const before = MIGRATIONS.slice(
    0,
    MIGRATIONS.findIndex((m) => m.name === migration.name),
  );
  const ds = new DataSource({ ...buildDataSourceOptions(config), migrations: before, migrationsRun: false } as never);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return {
    ds,
    close: async () => {
      await ds.destroy();
      await db.drop();
    },
  };
}
