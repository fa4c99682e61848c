// Builds every part of the product whose sources (or the lockfile) changed since its last build.
// A stamp in <part>/dist/.build-stamp holds the hash of what that build was made from, so a fresh
// clone builds everything once and later starts build nothing.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'coverage', '.nx', 'test', '__tests__']);
const SHARED_FILES = ['package-lock.json', 'tsconfig.base.json'];
const FRONTEND_LIBS = ['libs/contracts/src', 'libs/frontend-core', 'libs/admin-ui'];

/** Each part, what its build reads, and the command that builds it. */
export const PARTS = [
  { dir: 'libs/contracts', inputs: ['libs/contracts'], workspace: 'libs/contracts' },
  { dir: 'backend', inputs: ['backend', 'libs/contracts/src'], workspace: 'backend' },
  ...['shell', 'mfe-public', 'mfe-admin-content', 'mfe-admin-diksha', 'mfe-admin-comms'].map((dir) => ({
    dir,
    inputs: [dir, ...FRONTEND_LIBS],
    workspace: dir,
  })),
];

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(join(dir, entry.name), out);
    } else if (!/\.(test|spec)\.tsx?$/.test(entry.name)) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

export function sourceHash(part) {
  const hash = createHash('sha256');
  const files = [...SHARED_FILES.map((f) => join(ROOT, f)), ...part.inputs.flatMap((d) => listFiles(join(ROOT, d)))];
  for (const file of files.sort()) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (part) => join(ROOT, part.dir, 'dist', '.build-stamp');

export function isFresh(part) {
  const file = stampFile(part);
  return existsSync(file) && readFileSync(file, 'utf8') === sourceHash(part);
}

export function buildIfNeeded({ log = console.log, parts = PARTS } = {}) {
  for (const part of parts) {
    if (isFresh(part)) continue;
    log(`[build] ${part.dir} ...`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', part.workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Building ${part.dir} failed (exit ${result.status}).`);
    writeFileSync(stampFile(part), sourceHash(part));
    log(`[build] ${part.dir} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    buildIfNeeded();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
