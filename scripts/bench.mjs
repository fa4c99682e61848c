// `npm run bench`: builds the production bundles, starts the product (SQLite, then MariaDB when
// 127.0.0.1:3306 answers), seeds 5,000 books and measures the API, the pages in Chromium and
// Lighthouse. Writes bench/results/latest.json and latest.md. A benchmark: it never fails on a
// figure, only when the product cannot be built or started.
//   --no-mysql --no-frontend --no-lighthouse   leave a part out;  --duration=N   seconds per run
//   --runs=N   Lighthouse and INP runs per page and phone (5: the median of 5)
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import {
  ENDPOINTS,
  LOAD,
  SEARCH,
  explainMysql,
  explainSqlite,
  load,
  uncachedLibrary,
  withCeiling,
} from '../bench/lib/api.mjs';
import { bundleSizes, deliveryHeaders, measurePages, throttledFirstRoute } from '../bench/lib/frontend.mjs';
import { firstLoadsOfBothDeployments } from '../bench/lib/gateway.mjs';
import { measureInp } from '../bench/lib/inp.mjs';
import { LIFTED_THROTTLE, startProduct } from '../bench/lib/product.mjs';
import { writeReport } from '../bench/lib/report.mjs';
import { benchDatabase, dropDatabase, freshDatabase, productEnv } from '../bench/lib/mariadb.mjs';
import { adminToken, CATALOGUE_SIZE, seedBooks } from '../bench/lib/seed.mjs';
import { buildIfNeeded, ROOT } from './build-if-needed.mjs';

const args = new Set(process.argv.slice(2));
const duration = [...args].find((a) => a.startsWith('--duration='));
if (duration) LOAD.durationSeconds = Number(duration.split('=')[1]);
const RUNS = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const require = createRequire(join(ROOT, 'backend/package.json'));
const log = (text) => console.log(`[bench] ${text}`);

const MYSQL = benchDatabase('diet_bench');
/** Lighthouse's report of the median run of each page that misses a target (bench/results/profiles, not committed). */
const PROFILES = join(ROOT, 'bench/results/profiles');
const { PHONES } = createRequire(import.meta.url)('../bench/lib/calibration.cjs');

/** Seeds, explains and loads one running product; returns the figures of that engine. */
async function benchApi(engine, product, subjects, explain) {
  const token = await adminToken(product);
  log(`${engine}: seeding ${CATALOGUE_SIZE} books through the admin API`);
  const seeded = await seedBooks(product.baseUrl, token, subjects);
  log(`${engine}: seeded in ${seeded.seconds} s`);
  const upcoming = (await (await fetch(`${product.baseUrl}/api/events?when=upcoming`)).json()).meta?.total;
  const search = { ...SEARCH, plan: await explain() };
  // Each cached list is compared with a ceiling run made just before it: on a shared machine the
  // speed moves by half within minutes, so one ceiling for all compares different moments.
  // The ceiling answers the very bytes and headers of the list it is compared with.
  const ceilingRun = (path = '/api/events?when=upcoming') =>
    withCeiling(product.baseUrl, path, (url, pid) => load(url, { path }, pid));
  const ceilings = [];
  const endpoints = [];
  for (const endpoint of ENDPOINTS) {
    let adjacent = null;
    if (endpoint.cachedList) {
      log(`${engine}: bare node:http ceiling`);
      adjacent = await ceilingRun(endpoint.path);
      ceilings.push(adjacent);
    }
    log(`${engine}: ${endpoint.name}`);
    endpoints.push({
      name: endpoint.name,
      cachedList: Boolean(endpoint.cachedList),
      ...(adjacent ? { ceilingRequestsPerSecond: adjacent.requestsPerSecond } : {}),
      ...(adjacent?.serverCpuUsPerRequest ? { ceilingCpuUsPerRequest: adjacent.serverCpuUsPerRequest } : {}),
      ...(await load(product.baseUrl, endpoint, product.serverPid)),
    });
  }
  log(`${engine}: library search, every request a cache miss`);
  endpoints.push({
    name: `GET /api/library?q=${SEARCH.q}&subject=${SEARCH.subject}&page=<n> (uncached: every request a miss)`,
    cachedList: false,
    note: 'the query itself, for comparison',
    ...(await load(product.baseUrl, uncachedLibrary())),
  });
  log(`${engine}: bare node:http ceiling again`);
  ceilings.push(await ceilingRun());
  const ceiling = {
    ...ceilings.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a)),
    runs: ceilings.map((c) => c.requestsPerSecond),
  };
  return {
    engine,
    books: seeded.books,
    seedSeconds: seeded.seconds,
    upcomingEvents: upcoming,
    endpoints,
    ceiling,
    search,
  };
}

async function benchFrontend(product, pages) {
  const { chromium } = require('playwright-core');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  log(
    'frontend: bundle sizes, first loads and HTML received (npm start and the nginx gateway), delivery headers, pages in Chromium',
  );
  // First loads and pages' HTML as received from npm start and through the compose gateway (nginx) in front of it.
  const { loads, html, gatewayError } = await firstLoadsOfBothDeployments(ROOT, product.baseUrl, pages);
  const frontend = {
    bundles: bundleSizes(ROOT),
    firstLoads: loads,
    html,
    ...(gatewayError ? { firstLoadGatewayError: gatewayError } : {}),
    delivery: await deliveryHeaders(ROOT, product.baseUrl),
    pages: await measurePages(chromium, product.baseUrl),
  };
  log('frontend: home page under mobile network throttling, low-tier phone CPU');
  // Lighthouse applies slow 4G as 562.5 ms per request when it really throttles (devtools); its
  // simulation models 150 ms per round trip. Both, so the figure is read with its conditions.
  const devtools = throttling.mobileSlow4G;
  const perRoundTrip = {
    ...devtools,
    requestLatencyMs: devtools.rttMs,
    downloadThroughputKbps: devtools.throughputKbps,
  };
  frontend.firstRoute = {
    throttling: devtools,
    ...(await throttledFirstRoute(chromium, product.baseUrl, devtools, PHONES.low)),
  };
  frontend.firstRouteRtt = {
    throttling: perRoundTrip,
    ...(await throttledFirstRoute(chromium, product.baseUrl, perRoundTrip, PHONES.low)),
  };
  log('frontend: INP of the menu, a filter and the search, low-tier phone');
  frontend.inp = await measureInp(chromium, product.baseUrl, { runs: RUNS, log }).catch((error) => ({
    error: error.stack ?? error.message,
  }));
  return frontend;
}

async function benchLighthouse(product, pages) {
  try {
    const { runLighthouse } = await import('../bench/lib/lighthouse.mjs');
    log(`lighthouse: ${pages.join(', ')} (mobile; low-tier and mid-tier phone, calibrated before each run)`);
    return { pages: await runLighthouse(product.baseUrl, { runs: RUNS, pages, profileDir: PROFILES, log }) };
  } catch (error) {
    return { error: error.stack ?? error.message };
  }
}

async function main() {
  const report = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      note: 'bench client, product and database on the same machine.',
    },
    load: { ...LOAD },
    liftedThrottle: LIFTED_THROTTLE,
    api: [],
    skipped: [],
  };
  log('building what changed (production bundles)');
  buildIfNeeded({ log });
  const { BOOK_SUBJECTS } = await import('@diet/contracts/enums');

  const sqlite = await startProduct(ROOT, { DB_TYPE: 'sqlite' });
  try {
    report.api.push(
      await benchApi('SQLite', sqlite, BOOK_SUBJECTS, () =>
        explainSqlite(require, join(sqlite.dataDir, 'diet.sqlite')),
      ),
    );
    const { benchPages } = await import('../bench/lib/lighthouse.mjs');
    const pages = await benchPages(sqlite.baseUrl);
    if (args.has('--no-frontend')) report.skipped.push('frontend (--no-frontend)');
    else
      report.frontend = await benchFrontend(sqlite, pages).catch((error) => ({ error: error.stack ?? error.message }));
    if (args.has('--no-lighthouse')) report.skipped.push('Lighthouse (--no-lighthouse)');
    else report.lighthouse = await benchLighthouse(sqlite, pages);
  } finally {
    await sqlite.stop();
  }

  if (args.has('--no-mysql')) report.skipped.push('MariaDB (--no-mysql)');
  else {
    let reachable = true;
    try {
      await freshDatabase(MYSQL);
    } catch (error) {
      reachable = false;
      const why = `MariaDB at ${MYSQL.host}:${MYSQL.port} is not reachable (${error.message})`;
      log(`skipping MariaDB: ${why}`);
      report.api.push({ engine: 'MariaDB', skipped: why });
    }
    if (reachable) {
      const env = productEnv(MYSQL);
      const mariadb = await startProduct(ROOT, env);
      try {
        report.api.push(
          await benchApi('MariaDB', mariadb, BOOK_SUBJECTS, () => explainMysql(require('mysql2/promise'), MYSQL)),
        );
      } finally {
        await mariadb.stop();
        await dropDatabase(MYSQL);
      }
    }
  }

  report.finishedAt = new Date().toISOString();
  writeReport(join(ROOT, 'bench/results'), report);
  log('wrote bench/results/latest.json and bench/results/latest.md');
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
