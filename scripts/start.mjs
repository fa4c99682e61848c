// `npm start`: build what is missing or stale, then run the whole product as ONE process: the API
// under /api, the shell at /, each remote under /mfe/<name>/, uploads and /remotes.json.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';
import { loadEnvFile } from './env-file.mjs';

loadEnvFile(ROOT);

try {
  buildIfNeeded();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FRONTEND_ROOT: process.env.FRONTEND_ROOT ?? ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
