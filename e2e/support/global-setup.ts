// One product for the whole browser suite: built if needed, started on a fresh data directory.
// Its address reaches the test workers through the environment (they are forked after this runs),
// so that two suites running at once on one machine never read each other's server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, RunningProduct, startProduct } from './server';

declare global {
  var __E2E_PRODUCT__: RunningProduct | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a product already running elsewhere
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed; see above.');
  const product = await startProduct();
  product.process.unref();
  globalThis.__E2E_PRODUCT__ = product;
  process.env.E2E_BASE_URL = product.baseUrl;
}
