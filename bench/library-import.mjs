// `node bench/library-import.mjs [--mysql]`: the library's CSV import of 5,000 books (issue 37
// item 4). Starts the built product (SQLite, or MariaDB with --mysql: BENCH_DB_* as `npm run bench`),
// then times a dry run, the import (5,000 added) and the same file again (5,000 updated by ISBN),
// and reads the server's peak resident memory (VmHWM) before and after. Prints the figures; no
// limit is asserted.
import { readFileSync } from 'node:fs';
import { ROOT, buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { startProduct } from './lib/product.mjs';
import { benchDatabase, freshDatabase, productEnv } from './lib/mariadb.mjs';
import { adminToken, book } from './lib/seed.mjs';

const ROWS = 5000;
const COLUMNS = ['title', 'author', 'isbn', 'subject', 'year', 'copies', 'available', 'language', 'callNumber'];
const SUBJECTS = ['Psychology', 'Mathematics', 'Education', 'Science', 'Language', 'Arts'];
const useMysql = process.argv.includes('--mysql');
const MYSQL = benchDatabase('diet_bench_import');

const cell = (value) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
function csvOf(count) {
  const rows = Array.from({ length: count }, (_, i) => {
    const b = { ...book(i, SUBJECTS), callNumber: `370.${i % 100} B${i}` };
    return COLUMNS.map((c) => cell(b[c])).join(',');
  });
  return Buffer.from(`\ufeff${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`);
}

/** The server's peak and current resident memory in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { peakMB: Math.round(kb('VmHWM') / 1024), nowMB: Math.round(kb('VmRSS') / 1024) };
}

async function timedImport(product, token, csv, query) {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'books.csv');
  const started = performance.now();
  const res = await fetch(`${product.baseUrl}/api/admin/library/import${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  const seconds = (performance.now() - started) / 1000;
  const answer = await res.json();
  if (!res.ok) throw new Error(`Import refused: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);
  return {
    seconds: Number(seconds.toFixed(2)),
    rowsPerSecond: Math.round(ROWS / seconds),
    ...answer.data,
    errors: answer.data.errors.length,
  };
}

async function mysqlEnv() {
  await freshDatabase(MYSQL);
  return productEnv(MYSQL);
}

buildIfNeeded({ log: (text) => console.log(`[build] ${text}`) });
const product = await startProduct(ROOT, useMysql ? await mysqlEnv() : { DB_TYPE: 'sqlite' });
try {
  const token = await adminToken(product);
  const csv = csvOf(ROWS);
  console.log(`engine: ${useMysql ? 'MariaDB' : 'SQLite'}; file: ${ROWS} rows, ${Math.round(csv.length / 1024)} KB`);
  console.log('server memory at start', JSON.stringify(memoryOf(product.serverPid)));
  const step = async (name, query) =>
    console.log(
      name,
      JSON.stringify(await timedImport(product, token, csv, query)),
      JSON.stringify(memoryOf(product.serverPid)),
    );
  await step('dry run', '?dryRun=true');
  await step('import (all new)', '');
  await step('import again (all updates by ISBN)', '');
} finally {
  await product.stop();
}
