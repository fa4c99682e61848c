/**
 * `npm audit` cannot reach the advisory service from where this is built (README, Dependencies),
 * so the advisories found by hand are kept here: this test fails when any installed copy of a
 * package, anywhere in node_modules, is older than the release that fixed a high or critical
 * advisory on its major line. Extend the list when a review finds more.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { SQLITE_DRIVER } from '../database/sqlite-driver';

const ROOT = resolve(__dirname, '../../..');

/** Per package, per major line: the first release without the advisory (and the advisory). */
const FIXED_IN: Record<string, Record<string, [string, string]>> = {
  'sanitize-html': { '2': ['2.17.4', 'CVE-2026-44990, script through xmp'] },
  nodemailer: {
    '7': ['99.0.0', 'GHSA-p6gq-j5cr-w38f, GHSA-2x7j-588g-ccc2: no fix on 7.x'],
    '8': ['99.0.0', 'no fix on 8.x'],
    '9': ['9.1.0', 'GHSA-2x7j-588g-ccc2'],
  },
  'path-to-regexp': { '8': ['8.4.0', 'CVE-2026-4926'] },
  'body-parser': { '2': ['2.3.0', 'GHSA-v422-hmwv-36x6'] },
  qs: { '6': ['6.14.1', 'CVE-2025-15284'] },
  multer: { '2': ['2.3.0', 'GHSA-wc9g-mqfw-jrwm and others'] },
  '@nestjs/core': { '11': ['11.1.18', 'GHSA-36xv-jgw5-4q75'] },
  jws: { '3': ['3.2.3', 'CVE-2025-65945'], '4': ['4.0.1', 'CVE-2025-65945'] },
  postcss: { '8': ['8.5.18', 'GHSA-r28c-9q8g-f849'] },
  nanoid: { '3': ['3.3.18', 'CVE-2026-67213'] },
  'tar-fs': { '2': ['2.1.4', 'GHSA-vj76-c3g6-qr5v'] },
  sharp: { '0': ['0.35.0', 'GHSA-f88m-g3jw-g9cj (libvips)'] },
  picomatch: { '4': ['4.0.4', 'CVE-2026-33671'] },
  'react-router': { '7': ['7.18.2', 'GHSA-qwww-vcr4-c8h2 and earlier'] },
  mysql2: { '3': ['3.23.1', 'GHSA-rgwj-5xj2-c3m3'] },
};

const parts = (version: string) =>
  version
    .split(/[.+-]/)
    .slice(0, 3)
    .map((n) => Number(n) || 0);
function older(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
}

/** Every installed copy of `name` under `dir`: its own and those nested under other packages. */
function installedCopies(name: string, dir: string, depth = 0): { path: string; version: string }[] {
  const found: { path: string; version: string }[] = [];
  const manifest = join(dir, name, 'package.json');
  if (existsSync(manifest))
    found.push({ path: join(dir, name), version: JSON.parse(readFileSync(manifest, 'utf8')).version });
  if (depth > 4 || !existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const packages = entry.name.startsWith('@')
      ? readdirSync(join(dir, entry.name)).map((n) => join(dir, entry.name, n))
      : [join(dir, entry.name)];
    for (const pkg of packages) {
      const nested = join(pkg, 'node_modules');
      if (existsSync(nested)) found.push(...installedCopies(name, nested, depth + 1));
    }
  }
  return found;
}

describe('dependencies against the advisories found by hand', () => {
  it.each(Object.keys(FIXED_IN))('%s: no installed copy older than its fix', (name) => {
    // The workspaces' own node_modules too (a version another workspace pins differently).
    const roots = [
      ROOT,
      ...readdirSync(ROOT).map((d) => join(ROOT, d)),
      ...readdirSync(join(ROOT, 'libs')).map((d) => join(ROOT, 'libs', d)),
    ];
    const copies = roots.flatMap((root) => installedCopies(name, join(root, 'node_modules')));
    const vulnerable = copies
      .map(({ path, version }) => ({
        path: path.replace(ROOT, '.'),
        version,
        fix: FIXED_IN[name][String(parts(version)[0])],
      }))
      .filter(({ version, fix }) => fix && older(version, fix[0]))
      .map(({ path, version, fix }) => `${path} ${version}: ${fix![1]} (fixed in ${fix![0]})`);
    expect(vulnerable).toEqual([]);
  });

  it('compares versions by number, not by text', () => {
    expect(older('2.17.1', '2.17.4')).toBe(true);
    expect(older('2.17.10', '2.17.4')).toBe(false);
    expect(older('10.6.0', '9.1.0')).toBe(false);
  });

  it('runs SQLite 3.53.2 or later (CVE-2026-11822 and CVE-2026-11824 in the copy better-sqlite3 bundles)', async () => {
    const db = await new DataSource({
      type: 'better-sqlite3',
      driver: SQLITE_DRIVER,
      database: ':memory:',
    }).initialize();
    const [{ version }] = (await db.query('select sqlite_version() as version')) as { version: string }[];
    await db.destroy();
    expect(older(version, '3.53.2')).toBe(false);
  });
});
