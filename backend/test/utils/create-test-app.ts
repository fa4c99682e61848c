/**
 * Builds the real Nest app for API tests with EXACTLY the setup of main.ts (configureApp), on a
 * fresh database per test file: SQLite in a temp DATA_DIR, or with TEST_DB=mysql a new database
 * t_<random> on the test server, dropped afterwards.
 */
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { createAppLogger, nestLogger } from '../../src/common/logging/app-logger';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';

export const usingMysql = process.env.TEST_DB === 'mysql';

/** `describe` that is skipped (with the warning printed by globalSetup) when MySQL is wanted but down. */
export const describeApi: jest.Describe = (
  usingMysql && process.env.TEST_MYSQL_UNAVAILABLE === '1' ? describe.skip : describe
) as jest.Describe;

const mysqlSettings = () => ({
  host: process.env.TEST_MYSQL_HOST || '127.0.0.1',
  port: Number(process.env.TEST_MYSQL_PORT || 3306),
  user: process.env.TEST_MYSQL_USER || 'root',
  password: process.env.TEST_MYSQL_PASSWORD || '',
});

async function mysqlAdmin<T>(fn: (conn: mysql.Connection) => Promise<T>): Promise<T> {
  const conn = await mysql.createConnection({ ...mysqlSettings(), connectTimeout: 5000 });
  try {
    return await fn(conn);
  } finally {
    await conn.end();
  }
}

/** A database (and data folder) that outlives one app instance, for restart tests. */
export interface TestDatabase {
  dataDir: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'diet-api-'));
  if (!usingMysql) {
    return { dataDir, env: { DB_TYPE: 'sqlite' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await mysqlAdmin((c) => c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  const s = mysqlSettings();
  return {
    dataDir,
    env: {
      DB_TYPE: 'mysql',
      DB_HOST: s.host,
      DB_PORT: String(s.port),
      DB_USER: s.user,
      DB_PASSWORD: s.password,
      DB_NAME: name,
    },
    drop: async () => {
      await mysqlAdmin((c) => c.query(`DROP DATABASE IF EXISTS \`${name}\``));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  /** Closes the app; drops the database unless it was passed in. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a database across app instances (the caller drops it). */
  database?: TestDatabase;
  /**
   * Where the app's log lines go (stdout when absent); pass LOG_LEVEL in `env` too, since tests log
   * nothing by default. nestjs-pino keeps the FIRST app's logger of a test file for lines written
   * outside any request (start-up, workers): give a capturing app its own test file.
   */
  logDestination?: DestinationStream;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      SEED_DEMO: 'false',
      BCRYPT_COST: '4',
      SERVE_FRONTENDS: 'false',
      DB_RETRY_ATTEMPTS: '0',
      THROTTLE_LOGIN_FAILURES: '1000',
      // Tests of the account lock set it (login-attempts.e2e-spec.ts); the rest sign in freely.
      LOCKOUT_FAILURES: '1000',
      THROTTLE_PUBLIC_LIMIT: '1000',
      // A suite signs in once and calls with that token throughout, as no page renews it; a long
      // suite on a loaded machine outlasts the product's ten minutes. session-renewal.e2e-spec.ts
      // tests the renewal with tokens of seconds, auth.e2e-spec.ts the product's default.
      ACCESS_TOKEN_SECONDS: '3600',
      // Quiet tests; LOG_LEVEL=error npx jest ... shows what went wrong in the app.
      LOG_LEVEL: process.env.LOG_LEVEL || 'silent',
      ...db.env,
      ...options.env,
    },
    process.cwd(),
  );
  // NestFactory exactly as main.ts does (no @nestjs/testing needed: nothing is overridden).
  const logger = createAppLogger(config.log, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config, logger), {
    bodyParser: false,
    logger: nestLogger(logger),
  });
  configureApp(app, config);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    http: () => request(server),
    close: async () => {
      await app.close();
      if (!options.database) await db.drop();
    },
  };
}

/** Several app instances on one database, as replicas are: for what must hold across them. */
/**
 * The app serving a built shell of the test's own, as a deployment without a gateway does
 * (SERVE_FRONTENDS): `files` (index.html and any other, by name) written into shell/dist of a fresh
 * FRONTEND_ROOT, which close() removes again; PUBLIC_URL https://diet.example.in/ unless `env` says.
 */
export async function createShellTestApp(
  files: Record<string, string>,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), 'diet-shell-'));
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  try {
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'shell', 'dist', name), text);
    const t = await createTestApp({
      env: { SERVE_FRONTENDS: 'true', FRONTEND_ROOT: root, PUBLIC_URL: 'https://diet.example.in/', ...env },
    });
    return { ...t, close: () => t.close().finally(removeRoot) };
  } catch (error) {
    removeRoot();
    throw error;
  }
}

export interface TestReplicas {
  apps: TestApp[];
  /** Closes every instance, then drops the database. */
  close(): Promise<void>;
}

export async function createTestReplicas(env: Record<string, string>, count = 2): Promise<TestReplicas> {
  const database = await createTestDatabase();
  const apps: TestApp[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    await database.drop();
  };
  try {
    for (let i = 0; i < count; i++) apps.push(await createTestApp({ database, env }));
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}

export const ADMIN = { email: 'admin@example.org', password: 'Admin@2024' };

export async function loginToken(t: TestApp): Promise<string> {
  const res = await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200);
  return res.body.data.token as string;
}
