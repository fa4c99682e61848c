/**
 * One API replica at a time through boot on MySQL: the migrations, the first administrator and the
 * demo content are written once even when `docker-compose up --scale api=N` starts N replicas on
 * an empty database (without it, the others fail on "table already exists" or a duplicate admin).
 * A named lock (GET_LOCK) is held from before the data source opens until the app listens; MySQL
 * drops it with its connection, so a boot that fails (and ends the process) drops it too. Replicas
 * booting on a ready database hold it for a moment only. SQLite has one process by design: no lock.
 */
import { Logger } from '@nestjs/common';
import mysql from 'mysql2/promise';
import type { AppConfig } from '../config/app-config';

/** How long a replica waits for another one's boot (migrations on a large database included). */
const WAIT_SECONDS = 600;

async function takeLock(config: AppConfig): Promise<mysql.Connection> {
  const m = config.mysql;
  const options = m.url
    ? { uri: m.url.replace(/^mariadb:/, 'mysql:') }
    : { host: m.host, port: m.port, user: m.user, password: m.password, database: m.database };
  const conn = await mysql.createConnection({ ...options, connectTimeout: 5000 });
  // A lost lock connection only means the lock is gone: never a crash.
  conn.on('error', () => undefined);
  // Named locks are server-wide: the database name keeps two products on one server apart.
  const [rows] = await conn.query("SELECT GET_LOCK(CONCAT('diet-boot:', DATABASE()), ?) AS got", [WAIT_SECONDS]);
  if ((rows as { got: number | null }[])[0]?.got !== 1) {
    await conn.end();
    throw new Error(`another replica held the boot lock for more than ${WAIT_SECONDS} s`);
  }
  return conn;
}

export interface BootLock {
  release(): Promise<void>;
}

/** Waits for the boot lock (MySQL only); release() once the app listens. */
export async function acquireBootLock(config: AppConfig): Promise<BootLock> {
  if (config.dbType !== 'mysql') return { release: async () => undefined };
  try {
    const conn = await takeLock(config);
    return { release: () => conn.end().catch(() => undefined) };
  } catch (error) {
    // The database may still be starting: the data source's own retries deal with that.
    new Logger('Boot').warn(`booting without the boot lock: ${(error as Error).message}`);
    return { release: async () => undefined };
  }
}
