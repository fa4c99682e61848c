// One product for the whole browser suite: built if needed, started on a fresh data directory.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startProduct } from './server';

export const STATE_FILE = join(ROOT, 'e2e/artifacts/.server.json');

export default async function globalSetup(): Promise<void> {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed; see above.');
  const product = await startProduct();
  product.process.unref();
  spawnSync('mkdir', ['-p', join(ROOT, 'e2e/artifacts')]);
  writeFileSync(STATE_FILE, JSON.stringify({ baseUrl: product.baseUrl, pid: product.process.pid, dataDir: product.dataDir }));
  process.env.E2E_BASE_URL = product.baseUrl;
}
