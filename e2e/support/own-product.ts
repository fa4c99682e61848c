// A product of the test file's own (its own database and outbox) and a browser, started before the
// file's tests and stopped after them.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, stopProduct, type RunningProduct } from './server';

/** `env`: settings of this product only (ACCESS_TOKEN_SECONDS, ...). */
export function ownProductAndBrowser(env: Record<string, string> = {}): {
  product: () => RunningProduct;
  browser: () => Browser;
} {
  let browser: Browser | undefined;
  let product: RunningProduct | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (product) await stopProduct(product);
  });
  return { product: () => product!, browser: () => browser! };
}
