/**
 * The faults tests run the API as production does (node backend/dist/main.js): build the contracts
 * and the backend when their sources changed, under the lock the browser suite builds under.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

export default function buildApi(): void {
  const script = "import('./scripts/build-if-needed.mjs').then((b) => b.buildIfNeeded({ parts: b.PARTS.filter((p) => ['libs/contracts', 'backend'].includes(p.dir)) }))";
  const result = spawnSync('flock', ['/tmp/diet-e2e.lock', process.execPath, '--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the API failed (exit ${result.status}).`);
}

export const API_MAIN = join(ROOT, 'backend/dist/main.js');
