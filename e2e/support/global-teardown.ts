import { rmSync } from 'node:fs';
import { stopProduct } from './server';

export default async function globalTeardown(): Promise<void> {
  const product = globalThis.__E2E_PRODUCT__;
  if (!product) return;
  await stopProduct(product);
  rmSync(product.dataDir, { recursive: true, force: true });
}
