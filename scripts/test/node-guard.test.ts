// Issue 36 item 1: on a Node.js older than 24 every command of the README stops at once with a word
// (on Node 20 the API used to die of a segmentation fault and `npm start` ended silently with 0).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const FAKE = join(__dirname, 'fake-old-node.cjs');
const MESSAGE = 'This project needs Node.js 24 or newer; this is Node.js v20.20.2. See the README.';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (runs on any Node)
const { nodeVersionProblem } = require('../node-guard.cjs') as { nodeVersionProblem: (found: string) => string | null };

/** npm as a person runs it, in a process that believes it is Node 20. */
const npmOnOldNode = (args: string[], cwd = ROOT) =>
  spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NODE_OPTIONS: `--require ${FAKE}`, npm_config_update_notifier: 'false' },
  });

describe('on Node 20', () => {
  it.each(['start', 'test', 'run dev', 'run bench', 'run migrate'])('npm %s stops at once with the word', (command) => {
    const started = Date.now();
    const run = npmOnOldNode(command.split(' '));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(MESSAGE);
    expect(Date.now() - started).toBeLessThan(20_000); // nothing was built or started first
  });

  it('npm ci refuses before installing anything, naming the version needed and the version found', () => {
    // A copy of what npm reads first, so that a failing guard could not touch this checkout's packages.
    const dir = mkdtempSync(join(tmpdir(), 'diet-node-guard-'));
    try {
      for (const file of ['package.json', 'package-lock.json', '.npmrc'])
        copyFileSync(join(ROOT, file), join(dir, file));
      const run = npmOnOldNode(['ci', '--no-audit', '--no-fund'], dir);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('EBADENGINE');
      expect(run.stderr).toContain(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node);
      expect(run.stderr).toContain('v20.20.2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the version check', () => {
  it('lets this Node and newer ones through', () => {
    expect(nodeVersionProblem(process.version)).toBeNull();
    expect(nodeVersionProblem('v26.0.0')).toBeNull();
  });

  it('names the minor line to someone on an early 24', () => {
    expect(nodeVersionProblem('v24.1.0')).toBe(
      'This project needs Node.js 24.11 or newer; this is Node.js v24.1.0. See the README.',
    );
  });
});
