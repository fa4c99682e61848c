// Issue 36 item 1: when the API process dies (on Node 20 it was a segmentation fault in a native
// module), `npm start` says so and exits non-zero, instead of ending silently with status 0.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RunningProduct, startProduct, stopProduct } from '../support/server';

/** The API: the one child process of scripts/start.mjs. */
function apiPid(parent: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  throw new Error(`no child of ${parent}`);
}

const exitOf = (product: RunningProduct) =>
  new Promise<number | null>((done) => {
    if (product.process.exitCode !== null) return done(product.process.exitCode);
    product.process.once('exit', (code) => done(code));
  });

let product: RunningProduct | undefined;
afterEach(async () => {
  if (product) await stopProduct(product);
  product = undefined;
});

it('exits non-zero and says why when the API dies of a signal', async () => {
  product = await startProduct();
  process.kill(apiPid(product.process.pid!), 'SIGSEGV');
  expect(await exitOf(product)).toBe(1);
  const log = readFileSync(join(product.dataDir, 'server.log'), 'utf8');
  expect(log).toContain('npm start: the API process was ended by SIGSEGV; the site is not running.');
  expect(log).toContain('run `npm ci` again with Node.js 24');
});

it('still ends quietly with 0 when it is asked to stop', async () => {
  product = await startProduct();
  const exit = exitOf(product);
  product.process.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(readFileSync(join(product.dataDir, 'server.log'), 'utf8')).not.toContain('npm start: the API');
});
