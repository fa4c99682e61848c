// `npm test`: every suite CI must prove, one after another, then ONE closing line
// "N passed, N failed" that sums them all (CI reads that line, not jest's own summaries).
//   static    the type check of every project, ESLint and Prettier's check
//   unit      contracts, frontend-core, shell, remotes, backend units, the repository's own checks (scripts/)
//   api       the real Nest app over HTTP on SQLite, then on MariaDB/MySQL when one is reachable
//   e2e       docker-compose checks and browser tests against `npm start` on a fresh data dir
//   e2e-mysql the governance browser tests again with the product on MariaDB
//   faults    database outages and restarts under load, on a private MariaDB
//   deploy    one remote redeployed alone; API replicas behind nginx on one MariaDB
// `npm test -- unit api` runs a subset.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build-if-needed.mjs';

const FRONTEND_PROJECTS = [
  'libs/frontend-core',
  'libs/admin-ui',
  'shell',
  'mfe-public',
  'mfe-admin-content',
  'mfe-admin-diksha',
  'mfe-admin-comms',
];
const mysqlHost = process.env.TEST_MYSQL_HOST ?? '127.0.0.1';
const mysqlPort = Number(process.env.TEST_MYSQL_PORT ?? 3306);

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const jestBin = join(ROOT, 'node_modules/jest/bin/jest.js');
const outDir = mkdtempSync(join(tmpdir(), 'diet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

/**
 * One jest run counted as one suite. With `quietly`, jest's output goes to a file that is printed
 * when it ends, so that two suites run side by side do not interleave their reports.
 */
async function runJest(name, args, env = {}, { quietly = false } = {}) {
  const outputFile = join(outDir, `${name}.json`);
  const logFile = join(outDir, `${name}.log`);
  if (!quietly) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // testTimeout is a global jest option: a project's own setting is ignored in multi-project runs.
  // antd forms in jsdom take seconds each on two cores, so the limit is generous.
  const child = spawn(
    process.execPath,
    [jestBin, ...args, '--testTimeout=60000', '--json', `--outputFile=${outputFile}`],
    { cwd: ROOT, stdio: quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } },
  );
  if (quietly) {
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (quietly) console.log(`\n=== ${name} ===\n${readFileSync(logFile, 'utf8')}`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    skipped = report.numPendingTests + report.numTodoTests;
    if (status !== 0 && failed === 0) failed = 1; // jest failed for a reason outside any test
  } else {
    failed = 1; // jest could not even start
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${name}: ${passed} passed, ${failed} failed, ${skipped} skipped (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

const wanted = process.argv.slice(2);
const want = (suite) => wanted.length === 0 || wanted.includes(suite);

/** One check of the static suite: a command that passes when it exits 0. */
function runCheck(label, bin, args) {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', bin), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? 'PASS' : 'FAIL'} ${label}`);
  return result.status === 0;
}

// static: a type error, a lint error or an unformatted file fails `npm test` (jest's SWC transform
// does not type-check). Each project's type check counts as one test.
const TYPED_PROJECTS = ['libs/contracts', ...FRONTEND_PROJECTS, 'backend', 'e2e', 'scripts'];
if (want('static')) {
  console.log('\n=== static ===');
  const started = Date.now();
  const checks = [
    ...TYPED_PROJECTS.map((project) =>
      runCheck(`tsc ${project}`, 'typescript/bin/tsc', ['-p', join(project, 'tsconfig.json'), '--noEmit']),
    ),
    runCheck('eslint', 'eslint/bin/eslint.js', ['.', '--max-warnings=0']),
    runCheck('prettier', 'prettier/bin/prettier.cjs', ['--check', '.', '--log-level=warn']),
  ];
  const passed = checks.filter(Boolean).length;
  const failed = checks.length - passed;
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`static: ${passed} passed, ${failed} failed, 0 skipped (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

// Two workers on two cores: the front-end units are independent files in jsdom (jest's default
// for two cores is one worker).
if (want('unit')) {
  await runJest('unit', [
    '--projects',
    'libs/contracts',
    'scripts',
    ...FRONTEND_PROJECTS.filter((p) => existsSync(join(ROOT, p, 'jest.config.js'))),
    '--maxWorkers=2',
  ]);
  await runJest('backend-unit', ['-c', 'backend/jest.config.js', '--selectProjects', 'unit']);
}
// The API on SQLite and on MariaDB side by side: each file has a database of its own (a temp dir, or
// a new MariaDB database), each app listens on a free port, and much of each suite waits on I/O.
if (want('api')) {
  const api = ['-c', 'backend/jest.config.js', '--selectProjects', 'api', '--runInBand'];
  const suites = [runJest('api-sqlite', api, { TEST_DB: 'sqlite' }, { quietly: true })];
  if (await reachable(mysqlHost, mysqlPort)) {
    suites.push(runJest('api-mysql', api, { TEST_DB: 'mysql', REQUIRE_MYSQL: '1' }, { quietly: true }));
  } else if (process.env.CI) {
    console.error(`MariaDB/MySQL is not reachable on ${mysqlHost}:${mysqlPort}; CI must run the API tests on it.`);
    totals.failed += 1;
    lines.push('api-mysql: database not reachable (counted as 1 failed)');
  } else {
    lines.push(`api-mysql: skipped, nothing listens on ${mysqlHost}:${mysqlPort}`);
  }
  await Promise.all(suites);
}
// faults: the API against a private MariaDB the suite starts, stops and restarts itself, and the
// product restarted by SIGTERM under load (issue 7).
if (want('faults') && existsSync(join(ROOT, 'backend/test/faults/jest.config.js'))) {
  await runJest('faults', ['-c', 'backend/test/faults/jest.config.js', '--runInBand']);
}
// Two workers, each with a product of its own (e2e/support/global-setup.ts): a browser file spends
// about half its time waiting on its product and its page, so two of them share two cores well.
const E2E_WORKERS = '--maxWorkers=2';
if (want('e2e')) {
  await runJest('e2e', ['-c', 'e2e/jest.config.js', E2E_WORKERS]);
}
// The governance screens again in the browser with the product on MariaDB (issue 19: proven on both
// databases); each product gets a database of its own (e2e/support/server.ts).
const ON_BOTH_DATABASES = [
  'admin-accounts',
  'admin-roles',
  'admin-publishing',
  'admin-preview',
  'admin-trash-revisions',
  'admin-audit-two-factor',
  'content-translations',
  'item-pages',
  // Teacher training's whole path: enrolment, confirmation, check-in, certificate, its QR code.
  'my-training',
];
if (want('e2e-mysql')) {
  if (await reachable(mysqlHost, mysqlPort)) {
    const files = ON_BOTH_DATABASES.map((name) => `e2e/src/${name}.test.ts`).filter((file) =>
      existsSync(join(ROOT, file)),
    );
    await runJest('e2e-mysql', ['-c', 'e2e/jest.config.js', E2E_WORKERS, '--runTestsByPath', ...files], {
      E2E_DB: 'mysql',
    });
  } else if (process.env.CI) {
    console.error(
      `MariaDB/MySQL is not reachable on ${mysqlHost}:${mysqlPort}; CI must run the browser tests on it too.`,
    );
    totals.failed += 1;
    lines.push('e2e-mysql: database not reachable (counted as 1 failed)');
  } else {
    lines.push(`e2e-mysql: skipped, nothing listens on ${mysqlHost}:${mysqlPort}`);
  }
}
// deploy: one remote redeployed alone, and several API replicas behind nginx on one MariaDB (issue 9).
if (want('deploy') && existsSync(join(ROOT, 'e2e/deploy/jest.config.js'))) {
  await runJest('deploy', ['-c', 'e2e/deploy/jest.config.js', '--runInBand']);
}

rmSync(outDir, { recursive: true, force: true });
console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
