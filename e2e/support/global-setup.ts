// One product per test worker, built if needed, each started on a fresh data directory: the browser
// files of one worker run one after another on its product, as they did on the single product
// before, and two workers never see each other's settings, accounts or content. Their addresses
// reach the test workers through the environment (they are forked after this runs), so that two
// suites running at once on one machine never read each other's servers.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PRODUCT_URL_PREFIX, ROOT, RunningProduct, startProduct } from './server';

declare global {
  var __E2E_PRODUCTS__: RunningProduct[] | undefined;
}

/** `globalConfig`: jest's, of which this reads the number of workers. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a product already running elsewhere
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed; see above.');
  // jest numbers its workers from 1 (a run in band is worker 1).
  const workers = globalConfig.maxWorkers;
  const products = await Promise.all(Array.from({ length: workers }, () => startProduct()));
  globalThis.__E2E_PRODUCTS__ = products;
  products.forEach((product, index) => {
    product.process.unref();
    process.env[`${PRODUCT_URL_PREFIX}${index + 1}`] = product.baseUrl;
  });
}
