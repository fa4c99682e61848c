// Starts the product for the bench the way a newcomer does (`node scripts/start.mjs`), in
// production mode, on a free port and a fresh data directory, and stops it again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The bench's own load would trip the public POST limit (10 a minute per address): lifted here. */
export const LIFTED_THROTTLE = { THROTTLE_PUBLIC_LIMIT: '1000000', THROTTLE_LOGIN_FAILURES: '1000000' };

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(baseUrl, child, logFile, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`The product did not start at ${baseUrl}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
}

function serverPid(startPid) {
  try {
    const [pid] = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    return pid || undefined;
  } catch {
    return undefined;
  }
}

/** Returns { baseUrl, serverPid, admin, dataDir, stop() }. `env` adds database settings. */
export async function startProduct(root, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'diet-bench-'));
  const logFile = join(dataDir, 'server.log');
  const admin = { email: 'admin@example.org', password: `Bench-${randomBytes(9).toString('base64url')}` };
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'true',
      MAIL_WORKER: 'false',
      ...LIFTED_THROTTLE,
      ...env,
    },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, logFile);
  return {
    baseUrl,
    // The server itself (scripts/start.mjs runs it as its child), for its CPU time; Linux only.
    serverPid: serverPid(child.pid),
    admin,
    dataDir,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
