// Starts the product exactly as a newcomer does (`npm start`) on a free port and a fresh data
// directory, and stops it again. Shared by the global setup and tests that need their own server.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

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
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'diet-e2e-'));
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
    throw new Error(`${(error as Error).message}\n--- output ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
  }
  return { baseUrl, dataDir, process: child };
}

export function stopProduct(product: { process: ChildProcess } | { pid: number }): Promise<void> {
  const pid = 'pid' in product ? product.pid : product.process.pid!;
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
