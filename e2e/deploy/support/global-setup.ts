// Builds what changed (backend and every frontend); the tests then start their own processes.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../support/server';

export default function globalSetup(): void {
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-needed.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed; see above.');
}
