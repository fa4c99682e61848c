// Starts the product exactly as a newcomer does (`npm start`) on a free port and a fresh data
// directory, and stops it again. Shared by the global setup and tests that need their own server.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

/** The global setup's product of test worker N is at the address in `${PRODUCT_URL_PREFIX}N`. */
export const PRODUCT_URL_PREFIX = 'E2E_PRODUCT_URL_';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The product did not become healthy at ${baseUrl}: ${lastError}`);
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** The MariaDB database of its own (E2E_DB=mysql), dropped when it stops. */
  database?: string;
}

/**
 * E2E_DB=mysql runs the product on MariaDB (127.0.0.1:3306 or TEST_MYSQL_HOST/PORT, as the API
 * tests), in a fresh database per product: the governance screens are proven in the browser on
 * both databases (issue 19), not only on the embedded one.
 */
const onMysql = () => process.env.E2E_DB === 'mysql';
const MYSQL = {
  host: process.env.TEST_MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.TEST_MYSQL_PORT ?? 3306),
  user: process.env.TEST_MYSQL_USER ?? 'root',
  password: process.env.TEST_MYSQL_PASSWORD ?? '',
};

async function mysqlAdmin(sql: string): Promise<void> {
  // Loaded only on MariaDB runs: the SQLite runs need no driver.
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection({ ...MYSQL, connectTimeout: 5000 });
  try {
    await conn.query(sql);
  } finally {
    await conn.end();
  }
}

async function ownDatabase(port: number): Promise<{ database: string; env: Record<string, string> }> {
  const database = `diet_e2e_${port}_${Date.now().toString(36)}`;
  await mysqlAdmin(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const env = {
    DB_TYPE: 'mysql',
    DB_HOST: MYSQL.host,
    DB_PORT: String(MYSQL.port),
    DB_USER: MYSQL.user,
    DB_PASSWORD: MYSQL.password,
    DB_NAME: database,
  };
  return { database, env };
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'diet-e2e-'));
  const mysql = onMysql() ? await ownDatabase(port) : undefined;
  const logFile = join(dataDir, 'server.log');
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Many browser suites post forms to one server within minutes; the API tests prove the limit.
      THROTTLE_PUBLIC_LIMIT: '1000',
      // One proxy hop trusted, as behind the gateway: a test can stand for another visitor with
      // X-Forwarded-For (every connection here comes from 127.0.0.1, whatever address it dials).
      TRUST_PROXY: '1',
      ...mysql?.env,
      ...env,
    },
    // A log file rather than pipes: the server outlives this call and must not hold jest open.
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHealth(baseUrl),
      new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    if (mysql) await dropDatabase(mysql.database);
    throw new Error(`${(error as Error).message}\n--- output ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
  }
  return { baseUrl, dataDir, process: child, database: mysql?.database };
}

/**
 * Moves a session's last use `minutes` into the past in the product's database: what that much idle
 * time does, for a product whose clock a test cannot move (it runs in a process of its own).
 */
export async function rewindSessionUse(product: RunningProduct, token: string, minutes: number): Promise<void> {
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { jti?: string };
  if (!jti || !/^[0-9a-f-]{36}$/.test(jti)) throw new Error('not a session token');
  const back = Math.round(minutes * 60);
  if (product.database) {
    await mysqlAdmin(
      `UPDATE \`${product.database}\`.admin_sessions SET last_used_at = last_used_at - INTERVAL ${back} SECOND WHERE jti = '${jti}'`,
    );
    return;
  }
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(join(product.dataDir, 'diet.sqlite'));
  try {
    db.prepare(
      `UPDATE admin_sessions SET last_used_at = strftime('%Y-%m-%d %H:%M:%f', last_used_at, ?) WHERE jti = ?`,
    ).run(`-${back} seconds`, jti);
  } finally {
    db.close();
  }
}

const dropDatabase = (database: string) => mysqlAdmin(`DROP DATABASE IF EXISTS \`${database}\``).catch(() => undefined);

export async function stopProduct(
  product: { process: ChildProcess; database?: string } | { pid: number },
): Promise<void> {
  await stopProcess('pid' in product ? product.pid : product.process.pid!);
  if ('database' in product && product.database) await dropDatabase(product.database);
}

function stopProcess(pid: number): Promise<void> {
  return new Promise((done) => {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return done();
    }
    const check = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(check);
        clearTimeout(kill); // a pending timer would hold jest open for 10 s
        done();
      }
    }, 100);
    const kill = setTimeout(() => {
      clearInterval(check);
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      done();
    }, 10_000);
  });
}
