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
// A stop asked for (Ctrl+C, a service manager's SIGTERM) ends quietly; any other end of the API is
// said, with a non-zero status: a finished command must never hide a site that is not there.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on('error', (error) => {
  console.error(`npm start: the API process could not be started (${error.message}); the site is not running.`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code === 0 || (stopping && signal)) process.exit(0);
  console.error(apiEndMessage(code, signal));
  process.exit(code || 1);
});

function apiEndMessage(code, signal) {
  if (!signal)
    return `npm start: the API process exited with status ${code}; the site is not running (its last messages are above).`;
  const crash = signal === 'SIGSEGV' || signal === 'SIGBUS' || signal === 'SIGILL' || signal === 'SIGABRT';
  return (
    `npm start: the API process was ended by ${signal}; the site is not running.` +
    (crash
      ? ' A crash like this usually means a native module was built for another Node.js: run `npm ci` again with Node.js 24 (see the README).'
      : '')
  );
}
