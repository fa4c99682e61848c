/**
 * A MariaDB instance of the test's own: its own data directory and port, started, stopped and
 * started again by the test (the machine's shared server on 3306 is never touched).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { freePort } from '../../../e2e/support/server';
import { waitFor } from './processes';

const MARIADBD = '/usr/sbin/mariadbd';

export class PrivateMariaDb {
  readonly dir = mkdtempSync(join(tmpdir(), 'diet-faults-db-'));
  private readonly dataDir = join(this.dir, 'data');
  private child: ChildProcess | null = null;
  port = 0;

  /** mariadbd refuses to run as root: the data directory then belongs to `mysql` and so does the server. */
  private get runAs(): string {
    return userInfo().uid === 0 ? 'mysql' : userInfo().username;
  }

  static available(): boolean {
    return existsSync(MARIADBD);
  }

  async init(): Promise<void> {
    if (this.runAs === 'mysql') execFileSync('chown', ['mysql:mysql', this.dir]);
    // root with an empty password over TCP, as the product's default settings expect.
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--user=${this.runAs}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      {
        stdio: 'ignore',
      },
    );
    this.port = await freePort();
    await this.start();
    await this.query('CREATE DATABASE diet CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  }

  get env(): Record<string, string> {
    return {
      DB_TYPE: 'mysql',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(this.port),
      DB_USER: 'root',
      DB_PASSWORD: '',
      DB_NAME: 'diet',
    };
  }

  async start(): Promise<void> {
    const args = [
      '--no-defaults',
      `--datadir=${this.dataDir}`,
      `--port=${this.port}`,
      '--bind-address=127.0.0.1',
      `--socket=${join(this.dir, 'sock')}`,
      `--pid-file=${join(this.dir, 'pid')}`,
      `--user=${this.runAs}`,
      `--log-error=${join(this.dir, 'error.log')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      '--performance-schema=OFF',
    ];
    this.child = spawn(MARIADBD, args, { stdio: 'ignore' });
    await waitFor(
      `MariaDB on port ${this.port}`,
      () => this.query('SELECT 1').then(() => true),
      60_000,
      () => this.errorLog(),
    );
  }

  /** A clean shutdown (SIGTERM), waited for, as an operator stopping the service would do. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }

  async query<T = unknown>(sql: string, params: unknown[] = []): Promise<T> {
    const conn = await mysql.createConnection({
      host: '127.0.0.1',
      port: this.port,
      user: 'root',
      password: '',
      connectTimeout: 2000,
    });
    try {
      const [rows] = await conn.query(sql, params);
      return rows as T;
    } finally {
      await conn.end();
    }
  }

  errorLog(): string {
    const file = join(this.dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : '';
  }

  async destroy(): Promise<void> {
    await this.stop();
    if (this.runAs === 'mysql') chownSync(this.dir, userInfo().uid, userInfo().gid);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
