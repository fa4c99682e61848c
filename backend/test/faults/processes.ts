/** The built API as a child process on a free port, and small waiting helpers for the faults tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../e2e/support/server';
import { API_MAIN } from './build-api';

/** Polls `check` until it answers true (a throw counts as "not yet"). */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  explain: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what} (${last})\n${explain()}`);
}

export async function health(baseUrl: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}/api/health`);
  return { status: res.status, body: await res.json() };
}

/** node backend/dist/main.js with the given settings; stdout and stderr go to a log file. */
export class ApiProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'diet-faults-api-'));
  private readonly logFile = join(this.dataDir, 'server.log');
  child: ChildProcess | null = null;
  port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    const child = spawn(process.execPath, [API_MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SERVE_FRONTENDS: 'false',
        SEED_DEMO: 'false',
        BCRYPT_COST: '4',
        MAIL_WORKER: 'false',
        ...this.env,
      },
      stdio: ['ignore', openSync(this.logFile, 'a'), openSync(this.logFile, 'a')],
    });
    this.child = child;
    const exited = new Promise<never>((_, fail) =>
      child.once('exit', (code) => fail(new Error(`the API exited with ${code}\n${this.log()}`))),
    );
    await Promise.race([
      waitFor(
        `the API on ${this.baseUrl}`,
        async () => (await health(this.baseUrl)).status === 200,
        60_000,
        () => this.log(),
      ),
      exited,
    ]);
  }

  /** Sends SIGTERM and resolves with how the process ended (Nest re-raises the signal once it has shut down). */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve({ code: child?.exitCode ?? null, signal: null });
    return new Promise((done) => {
      child.once('exit', (code, signal) => done({ code, signal }));
      child.kill('SIGTERM');
    });
  }

  log(): string {
    try {
      return readFileSync(this.logFile, 'utf8').slice(-4000);
    } catch {
      return '';
    }
  }

  async destroy(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await this.terminate();
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
