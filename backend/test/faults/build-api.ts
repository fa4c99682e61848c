/**
 * The faults tests run the API as production does (node backend/dist/main.js): build the contracts
 * and the backend when their sources changed. Like the browser suite's setup it takes no lock
 * itself (a caller holding /tmp/diet-e2e.lock would wait on itself); on a shared machine run it as
 * `flock /tmp/diet-e2e.lock npx jest -c backend/test/faults/jest.config.js --runInBand`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

export default function buildApi(): void {
  const script =
    "import('./scripts/build-if-needed.mjs').then((b) => b.buildIfNeeded({ parts: b.PARTS.filter((p) => ['libs/contracts', 'backend'].includes(p.dir)) }))";
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the API failed (exit ${result.status}).`);
}

export const API_MAIN = join(ROOT, 'backend/dist/main.js');
