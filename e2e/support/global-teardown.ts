import { rmSync } from 'node:fs';
import { stopProduct } from './server';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(
    (globalThis.__E2E_PRODUCTS__ ?? []).map(async (product) => {
      await stopProduct(product);
      rmSync(product.dataDir, { recursive: true, force: true });
    }),
  );
}
