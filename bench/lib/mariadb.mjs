// The benches' MariaDB (BENCH_DB_HOST, _PORT, _USER, _PASSWORD, _NAME): a fresh database for one
// run, and the product's settings to use it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/build-if-needed.mjs';

/** The connection settings; `name` is the database unless BENCH_DB_NAME says another. */
export function benchDatabase(name) {
  return {
    host: process.env.BENCH_DB_HOST ?? '127.0.0.1',
    port: Number(process.env.BENCH_DB_PORT ?? 3306),
    user: process.env.BENCH_DB_USER ?? 'root',
    password: process.env.BENCH_DB_PASSWORD ?? '',
    database: process.env.BENCH_DB_NAME ?? name,
  };
}

/** Runs one statement on the server (no database chosen). */
async function onServer(db, sql) {
  const mysql = createRequire(join(ROOT, 'backend/package.json'))('mysql2/promise');
  const conn = await mysql.createConnection({ ...db, database: undefined, connectTimeout: 3000 });
  try {
    await conn.query(sql);
  } finally {
    await conn.end();
  }
}

/** Drops and creates the database; throws when the server cannot be reached. */
export async function freshDatabase(db) {
  await onServer(db, `DROP DATABASE IF EXISTS \`${db.database}\``);
  await onServer(db, `CREATE DATABASE \`${db.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
}

export const dropDatabase = (db) => onServer(db, `DROP DATABASE IF EXISTS \`${db.database}\``);

/** The product's environment for the database. */
export function productEnv(db) {
  return {
    DB_TYPE: 'mysql',
    DB_HOST: db.host,
    DB_PORT: String(db.port),
    DB_USER: db.user,
    DB_PASSWORD: db.password,
    DB_NAME: db.database,
  };
}
