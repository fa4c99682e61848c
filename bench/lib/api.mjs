// API figures: autocannon (50 connections, 10 s) against the public endpoints, an uncached
// library search, the bare node:http ceiling, and the library search plan on the engine.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LOAD = { connections: 50, durationSeconds: 10, warmupSeconds: 2 };
export const SEARCH = { q: 'Learning', subject: 'Education' };

const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'visitor@example.org',
  subject: 'general',
  message: 'When do admissions for the next session open?',
});

export const ENDPOINTS = [
  { name: 'GET /api/events?when=upcoming', path: '/api/events?when=upcoming', cachedList: true },
  {
    name: `GET /api/library?q=${SEARCH.q}&subject=${SEARCH.subject}`,
    path: `/api/library?q=${SEARCH.q}&subject=${SEARCH.subject}`,
    cachedList: true,
  },
  { name: 'GET /api/staff', path: '/api/staff', cachedList: true },
  { name: 'POST /api/contact', path: '/api/contact', method: 'POST', body: contactBody },
];

function cannon(options) {
  return new Promise((done, fail) => autocannon(options, (error, result) => (error ? fail(error) : done(result))));
}

/**
 * CPU time (ms, all threads) a process has used, where Linux's /proc tells (else undefined). Per
 * request it compares the product with the ceiling more steadily than req/s on a shared host,
 * where the rate moves with the neighbours' load.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return undefined;
  }
}

function figures(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** One endpoint: a short warm-up (JIT, cache fill), then the measured run; `pid`: the server's, for its CPU per request. */
export async function load(baseUrl, { path, method = 'GET', body, setupRequest }, pid) {
  const options = {
    url: `${baseUrl}${path}`,
    method,
    connections: LOAD.connections,
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
  };
  await cannon({ ...options, duration: LOAD.warmupSeconds });
  const before = pid === undefined ? undefined : cpuMs(pid);
  const result = figures(await cannon({ ...options, duration: LOAD.durationSeconds }));
  const after = pid === undefined ? undefined : cpuMs(pid);
  if (before === undefined || after === undefined || result.requests === 0) return result;
  return { ...result, serverCpuUsPerRequest: Math.round(((after - before) * 10_000) / result.requests) / 10 };
}

/** Every request a different page of the same search: each one misses the cache and runs the query. */
export function uncachedLibrary() {
  let page = 0;
  return {
    path: `/api/library?q=${SEARCH.q}&subject=${SEARCH.subject}`,
    setupRequest: (req) => ({
      ...req,
      path: `/api/library?q=${SEARCH.q}&subject=${SEARCH.subject}&page=${(page++ % 100000) + 1}`,
    }),
  };
}

/** Records the answer to `path` (bytes and headers) and serves it from a bare node:http process. */
export async function withCeiling(baseUrl, path, run) {
  // Uncompressed, as autocannon asks for it (it sends no Accept-Encoding).
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);
  const headers = {
    ...Object.fromEntries([...res.headers].filter(([k]) => !skip.has(k))),
    'content-length': String(body.length),
  };
  const dir = mkdtempSync(join(tmpdir(), 'diet-ceiling-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), [file], { stdio: 'ignore' });
  try {
    const { port } = await new Promise((done, fail) => {
      child.once('message', done);
      child.once('exit', (code) => fail(new Error(`ceiling server exited with ${code}`)));
    });
    return {
      bodyBytes: body.length,
      headerBytes: [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0),
      ...(await run(`http://127.0.0.1:${port}`, child.pid)),
    };
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The SQL the library service sends for one page of the search (list and count). */
const searchSql = (param) => ({
  page: `SELECT id, title FROM library_books b WHERE b.subject = ${param} AND (b.title LIKE ${param} ESCAPE '!' OR b.author LIKE ${param} ESCAPE '!' OR b.isbn LIKE ${param} ESCAPE '!') ORDER BY b.title ASC, b.id ASC LIMIT 12`,
  count: `SELECT COUNT(*) AS n FROM library_books b WHERE b.subject = ${param} AND (b.title LIKE ${param} ESCAPE '!' OR b.author LIKE ${param} ESCAPE '!' OR b.isbn LIKE ${param} ESCAPE '!')`,
});
const searchParams = () => {
  const like = `%${SEARCH.q}%`;
  return [SEARCH.subject, like, like, like];
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeQuery(run, times = 50) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await run();
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return Math.round(median(ms) * 100) / 100;
}

export async function explainSqlite(require, sqlitePath) {
  const Database = require('better-sqlite3');
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const sql = searchSql('?');
    const plan = (q) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${q}`)
        .all(...searchParams())
        .map((r) => r.detail);
    const pageStmt = db.prepare(sql.page);
    const countStmt = db.prepare(sql.count);
    return {
      pagePlan: plan(sql.page),
      countPlan: plan(sql.count),
      matches: countStmt.get(...searchParams()).n,
      pageQueryMedianMs: await timeQuery(() => pageStmt.all(...searchParams())),
      countQueryMedianMs: await timeQuery(() => countStmt.get(...searchParams())),
    };
  } finally {
    db.close();
  }
}

export async function explainMysql(mysql, settings) {
  const conn = await mysql.createConnection(settings);
  try {
    const sql = searchSql('?');
    const plan = async (q) =>
      (await conn.query(`EXPLAIN ${q}`, searchParams()))[0].map((r) => ({
        type: r.type,
        key: r.key,
        rows: r.rows,
        extra: r.Extra,
      }));
    return {
      pagePlan: await plan(sql.page),
      countPlan: await plan(sql.count),
      matches: (await conn.query(sql.count, searchParams()))[0][0].n,
      pageQueryMedianMs: await timeQuery(() => conn.query(sql.page, searchParams())),
      countQueryMedianMs: await timeQuery(() => conn.query(sql.count, searchParams())),
    };
  } finally {
    await conn.end();
  }
}
