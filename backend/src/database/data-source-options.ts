/**
 * TypeORM settings for both engines, from the AppConfig. The schema comes from migrations only,
 * run at boot (unless MIGRATIONS_RUN=false) or by `npm run migrate`; `synchronize` stays off.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource, type DataSourceOptions, type MigrationInterface } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SQLITE_DRIVER } from './sqlite-driver';

/**
 * Every migration in ./migrations, one class a file, in the order of their timestamps: a new
 * migration is a new file and nothing else (the content-schema test fails when one is missing).
 */
export const MIGRATIONS: (new () => MigrationInterface)[] = readdirSync(join(__dirname, 'migrations'))
  .filter((file) => /^\d+-[\w-]+\.(js|ts)$/.test(file))
  .sort()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((file) => migrationOf(require(join(__dirname, 'migrations', file)) as Record<string, unknown>, file));

function migrationOf(module: Record<string, unknown>, file: string): new () => MigrationInterface {
  const found = Object.values(module).find(
    (v) => typeof v === 'function' && typeof (v.prototype as MigrationInterface | undefined)?.up === 'function',
  );
  if (!found) throw new Error(`${file} exports no migration class`);
  return found as new () => MigrationInterface;
}

export function buildDataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // MIGRATIONS_RUN=false: `npm run migrate` applies them before the release starts.
    migrationsRun: config.migrationsRun,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // Query errors reach the exception filter, which logs what is unexpected; no duplicate noise here.
    logging: ['migration' as const],
  };
  if (config.dbType === 'mysql') {
    const m = config.mysql;
    return {
      ...common,
      type: 'mysql',
      ...(m.url
        ? { url: m.url.replace(/^mariadb:/, 'mysql:') }
        : { host: m.host, port: m.port, username: m.user, password: m.password, database: m.database }),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      // DATE columns stay 'YYYY-MM-DD' strings instead of Dates shifted by the process time zone.
      dateStrings: ['DATE'],
      connectTimeout: 5000,
      poolSize: 10,
    };
  }
  mkdirSync(dirname(config.sqlitePath), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    driver: SQLITE_DRIVER,
    database: config.sqlitePath,
    // WAL lets readers run while a write is in progress; the timeout waits out short locks.
    prepareDatabase: (db: { pragma: (s: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}

/**
 * Creates and initialises the data source. On SQLite the ORM's own default for created/updated
 * columns has whole seconds; milliseconds keep "newest first" orders stable.
 */
export async function createDataSource(options: DataSourceOptions): Promise<DataSource> {
  const ds = new DataSource(options);
  if (options.type === 'better-sqlite3') {
    const mapped = ds.driver.mappedDataTypes as { createDateDefault: string; updateDateDefault: string };
    mapped.createDateDefault = "strftime('%Y-%m-%d %H:%M:%f','now')";
    mapped.updateDateDefault = "strftime('%Y-%m-%d %H:%M:%f','now')";
  }
  return ds.initialize();
}

export const STALE_SCHEMA =
  'The database has migrations not yet applied: run `npm run migrate` first, or start with MIGRATIONS_RUN=true.';

/** With MIGRATIONS_RUN=false, a boot on a database the release has not migrated stops here, not at its first query. */
export async function refuseStaleSchema(dataSource: DataSource, config: AppConfig): Promise<DataSource> {
  if (config.migrationsRun || !(await dataSource.showMigrations())) return dataSource;
  await dataSource.destroy();
  throw new Error(STALE_SCHEMA);
}
