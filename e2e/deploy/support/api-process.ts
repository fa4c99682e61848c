// Starts the built API (`node backend/dist/main.js`) as its own process on a free port, as a
// container of docker-compose's `api` service would, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, stopProduct, waitForHealth } from '../../support/server';

export interface ApiProcess {
  name: string;
  port: number;
  baseUrl: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export async function startApi(name: string, logDir: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const logFile = join(logDir, `${name}.log`);
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    // A log file rather than pipes: nothing here must hold jest open.
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHealth(baseUrl, 90_000),
      new Promise((_, fail) => child.once('exit', (code) => fail(new Error(`${name} exited with ${code}`)))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `${(error as Error).message}\n--- ${name} output ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
    );
  }
  return { name, port, baseUrl, process: child, logFile, stop: () => stopProduct({ process: child }) };
}
