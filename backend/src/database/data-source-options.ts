/**
 * TypeORM settings for both engines, from the AppConfig. The schema comes from migrations only,
 * run at boot; `synchronize` stays off.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { InitialSchema1732262400000 } from './migrations/1732262400000-initial-schema';
import { DeliveryClaims1763801234567 } from './migrations/1763801234567-delivery-claims';
import { AdminTokenValidity1763805000000 } from './migrations/1763805000000-admin-token-validity';
import { LoginFailures1763920000000 } from './migrations/1763920000000-login-failures';
import { PublicListIndexes1763900000000 } from './migrations/1763900000000-public-list-indexes';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SQLITE_DRIVER } from './sqlite-driver';

export const MIGRATIONS = [InitialSchema1732262400000, DeliveryClaims1763801234567, AdminTokenValidity1763805000000, LoginFailures1763920000000, PublicListIndexes1763900000000];

export function buildDataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
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
      ...(m.url ? { url: m.url.replace(/^mariadb:/, 'mysql:') } : { host: m.host, port: m.port, username: m.user, password: m.password, database: m.database }),
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
