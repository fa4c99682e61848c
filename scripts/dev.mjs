// `npm run dev`: the API in watch mode on 3100 and a hot-reloading dev server per frontend:
// the shell on http://localhost:3000 (it proxies /api, /uploads and /remotes.json to the API),
// the remotes on 3001-3004. Ctrl+C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './build-if-needed.mjs';
import { loadEnvFile } from './env-file.mjs';

loadEnvFile(ROOT);

const API_PORT = 3100;
const remotes = [
  ['mfe_public', 'mfe-public', 3001],
  ['mfe_admin_content', 'mfe-admin-content', 3002],
  ['mfe_admin_diksha', 'mfe-admin-diksha', 3003],
  ['mfe_admin_comms', 'mfe-admin-comms', 3004],
];

const contracts = spawnSync('npm', ['run', 'build', '-w', 'libs/contracts'], { cwd: ROOT, stdio: 'inherit' });
if (contracts.status !== 0) process.exit(1);

const remoteUrls = Object.fromEntries(
  remotes.map(([name, , port]) => [
    `REMOTE_URL_${name.slice(4).toUpperCase()}`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);
// The API's stdout is a pipe here, so it would choose JSON logs: keep them readable at a terminal.
const logFormat = process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json');
const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  SERVE_FRONTENDS: 'false',
  CORS_ORIGINS: 'http://localhost:3000',
  LOG_FORMAT: logFormat,
  ...remoteUrls,
};

const children = [];
function run(label, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  children.push(child);
}

run('api:tsc', 'npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.build.json']);
// Give the first compile a moment before node starts watching its output.
setTimeout(() => run('api', process.execPath, ['--watch', 'backend/dist/main.js'], apiEnv), 8000);
run('shell', 'npm', ['run', 'dev', '-w', 'shell'], { ...process.env, API_URL: `http://localhost:${API_PORT}` });
for (const [, folder, port] of remotes) {
  run(folder, 'npm', ['run', 'dev', '-w', folder], { ...process.env, PORT: String(port) });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
