// `npm run migrate`: applies the pending database migrations to the configured database (`.env` or
// the environment, as `npm start` reads them) and exits. Builds the API first when its sources changed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, PARTS, ROOT } from './build-if-needed.mjs';
import { loadEnvFile } from './env-file.mjs';

loadEnvFile(ROOT);

try {
  buildIfNeeded({ parts: PARTS.filter((part) => part.dir === 'libs/contracts' || part.dir === 'backend') });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const run = spawn(process.execPath, [join(ROOT, 'backend/dist/database/migrate.js')], { cwd: ROOT, stdio: 'inherit' });
run.on('exit', (code, signal) => {
  if (signal) console.error(`The migration process was stopped by ${signal}.`);
  process.exit(code ?? 1);
});
