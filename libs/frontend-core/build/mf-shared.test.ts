/**
 * @jest-environment node
 */
// The federation settings of every app, applied as a build applies them, in a process of its own
// (Node warns once per process): no deprecation warning, such as Node 24's DEP0155 for the
// trailing-slash share key '@diet/frontend-core/' once resolved through the package's "./*" export.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const APPS = ['shell', 'mfe-public', 'mfe-admin-content', 'mfe-admin-diksha', 'mfe-admin-comms'];
const MARK = 'warnings:';

const APPLY_EVERY_CONFIG = `
const { rspack } = require('@rspack/core');
const warnings = [];
process.on('warning', (w) => warnings.push(w.code + ' ' + w.message));
for (const app of ${JSON.stringify(APPS)}) rspack(require('./' + app + '/rspack.config.js')({}, { mode: 'production' }));
setImmediate(() => console.log(${JSON.stringify(MARK)} + JSON.stringify(warnings)));
`;

it('creates every app compiler, Module Federation plugin included, without a deprecation warning', () => {
  const run = spawnSync(process.execPath, ['-e', APPLY_EVERY_CONFIG], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  const line = run.stdout.split('\n').find((l) => l.startsWith(MARK));
  expect(line && JSON.parse(line.slice(MARK.length))).toEqual([]);
});
