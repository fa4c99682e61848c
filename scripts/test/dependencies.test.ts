/**
 * Every package a workspace imports is declared in its package.json, and every declared package is
 * used (issue 36 item 7). Reads the imports, requires and require.resolve calls of each workspace's
 * source, test, build and configuration files; the root's devDependencies (tooling: jest, eslint,
 * TypeScript...) count as declared everywhere, and the root's own files (scripts/, bench/, jest and
 * eslint settings) are the root's. A package counts as used when a file imports it, a configuration
 * names it, a package.json script or nx runs its command, a used package needs it as a peer, or
 * (for @types/x) x is used.
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'coverage', 'artifacts', 'results', '.nx']);
const CODE = /\.(?:[cm]?js|tsx?)$/;
/** Configuration files: a package named in a string there is used (jest transforms, environments, mappers). */
const CONFIG = /(?:^|[\\/])(?:jest\.[\w-]+\.js|[\w-]+\.config\.[cm]?js|browser-jest-config\.js)$/;
/**
 * Packages the root's files load through another workspace on purpose, which declares them: the
 * bench explains its queries with the API's own database drivers, required through
 * backend/package.json (typeorm's peer range for better-sqlite3 keeps it out of the root).
 */
const THROUGH_WORKSPACE: Record<string, string> = { 'better-sqlite3': 'backend', mysql2: 'backend' };
/** Names the builds resolve to something else (rspack-app.js aliases): not packages. */
const ALIASES = new Set(['rtk-query-react-of-the-package']);

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  nx?: unknown;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const rootPackage = readJson<PackageJson>(join(ROOT, 'package.json'));
const WORKSPACES = rootPackage.workspaces ?? [];
const declared = (p: PackageJson) =>
  Object.keys({ ...p.dependencies, ...p.devDependencies, ...p.peerDependencies, ...p.optionalDependencies });

function codeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !WORKSPACES.includes(relative(ROOT, path))) codeFiles(path, out);
    } else if (CODE.test(entry.name)) out.push(path);
  }
  return out;
}

/** The root's own files: its scripts, the bench, and the settings at the top of the tree. */
const rootFiles = () => [
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name))
    .map((e) => join(ROOT, e.name)),
  ...codeFiles(join(ROOT, 'scripts')),
  ...codeFiles(join(ROOT, 'bench')),
];

/** A bare specifier: a package name (scoped or not), then maybe a path inside it. */
const PACKAGE_SPECIFIER = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?::[\w-]+)?(?:\/[^\s'"]*)?$/i;

/** The package a module specifier names, or null (relative paths, Node's own modules, aliases). */
export function packageOf(specifier: string): string | null {
  if (!PACKAGE_SPECIFIER.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('builtin:'))
    return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name) || ALIASES.has(name)) return null;
  return name;
}

/** Module specifiers a file loads: import/export from, import(), require(), require.resolve(), jest.mock(). */
export function specifiersOf(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require|require\.resolve|jest\.mock|jest\.requireActual)\(\s*['"]([^'"]+)['"]/g,
    // createRequire(...)('name')
    /\)\(\s*['"]([^'"]+)['"]\s*\)/g,
    // A file read from a package's folder: join(ROOT, 'node_modules/axe-core/axe.min.js')
    /['"/]node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/** Packages named as whole strings in a configuration file ('@swc/jest', 'identity-obj-proxy', testEnvironment 'jsdom'). */
function namedInConfig(text: string): string[] {
  const environment = /testEnvironment:\s*['"]([\w-]+)['"]/g;
  const environments = [...text.matchAll(environment)].map((m) => `jest-environment-${m[1]}`);
  const strings = [...text.replace(environment, '').matchAll(/['"]([@a-z][\w./@-]*)['"]/g)].map((m) => m[1]);
  return [...strings, ...environments];
}

interface Use {
  name: string;
  file: string;
}

/** This file: its examples of imports are not imports. */
const SELF = __filename;

/** The packages the files import or require. */
function importsIn(files: string[]): Use[] {
  return files
    .filter((file) => file !== SELF)
    .flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .map(packageOf)
        .filter((n): n is string => Boolean(n))
        .map((name) => ({ name, file: relative(ROOT, file) })),
    );
}

/** The installed packages the configuration files among `files` name (used, but not imported). */
function configNamesIn(files: string[]): string[] {
  return files
    .filter((file) => CONFIG.test(file))
    .flatMap((file) =>
      namedInConfig(readFileSync(file, 'utf8'))
        .map(packageOf)
        .filter((n): n is string => Boolean(n) && installed(n!) !== null),
    );
}

const installed = (name: string): PackageJson | null => {
  const path = join(ROOT, 'node_modules', name, 'package.json');
  return existsSync(path) ? readJson<PackageJson>(path) : null;
};

/** Command names a package provides (its bin entries). */
function commandsOf(name: string): string[] {
  const bin = installed(name)?.bin;
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin);
}

/** Whether a command of this package runs in these scripts. */
const commandRuns = (name: string, scripts: string) =>
  commandsOf(name).some((cmd) =>
    new RegExp(`(^|[\\s/"'])${cmd.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$|")`, 'm').test(scripts),
  );

/**
 * Declared packages that nothing uses: not imported, not named by a configuration, no command of
 * theirs run by a script, not a peer that a used package needs, and (for @types/x) x unused.
 */
function unused(names: string[], usedNames: Set<string>, scripts: string): string[] {
  const used = new Set([...usedNames, ...names.filter((name) => commandRuns(name, scripts))]);
  // Peers of what is used are used, and so on (the rspack CLI needs @rspack/core and the dev server).
  for (let grew = true; grew;) {
    grew = false;
    for (const name of [...used]) {
      for (const peer of Object.keys(installed(name)?.peerDependencies ?? {})) {
        if (!used.has(peer)) grew = used.add(peer) !== undefined;
      }
    }
  }
  const typesUsed = (name: string) => {
    const typed = name.slice('@types/'.length);
    const target = typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
    return target === 'node' || used.has(target);
  };
  return names.filter((name) => !used.has(name) && !(name.startsWith('@types/') && typesUsed(name)));
}

const workspaces = WORKSPACES.map((dir) => {
  const files = codeFiles(join(ROOT, dir));
  return {
    dir,
    pkg: readJson<PackageJson>(join(ROOT, dir, 'package.json')),
    uses: importsIn(files),
    configNames: configNamesIn(files),
  };
});
const ROOT_FILES = rootFiles();
const rootUses = importsIn(ROOT_FILES);
const rootDeclared = declared(rootPackage);
const scriptsText = (p: PackageJson) => `${Object.values(p.scripts ?? {}).join('\n')}\n${JSON.stringify(p.nx ?? '')}`;

describe('install-time telemetry', () => {
  it('is refused: swagger-ui-dist brings @scarf/scarf, whose install script reports unless the root opts out', () => {
    const root = rootPackage as PackageJson & {
      scarfSettings?: { enabled?: boolean };
      allowScripts?: Record<string, boolean>;
    };
    expect(root.scarfSettings?.enabled).toBe(false);
    expect(root.allowScripts?.['@scarf/scarf']).toBe(false);
  });
});

describe('dependencies of each workspace', () => {
  it('finds imports to check (the reader works)', () => {
    expect(workspaces.find((w) => w.dir === 'backend')?.uses.some((u) => u.name === '@nestjs/common')).toBe(true);
    expect(rootUses.some((u) => u.name === 'lighthouse')).toBe(true);
  });

  it('reads the ways a file loads a package', () => {
    const text = `import a from 'a';\nimport type { B } from '@b/c/d';\nexport { e } from "e";\nimport 'f';\nconst g = require('g/sub');\nrequire.resolve('h');\nawait import('i');\ncreateRequire(x)('j');\njest.mock('k');\nimport x from './local';\nimport { y } from 'node:fs';`;
    expect(specifiersOf(text).map(packageOf).filter(Boolean).sort()).toEqual([
      '@b/c',
      'a',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
    ]);
  });

  it('declares every package a workspace imports (in its package.json, or the root tooling)', () => {
    const undeclared = workspaces.flatMap(({ dir, pkg, uses }) => {
      const ok = new Set([...declared(pkg), ...rootDeclared, pkg.name]);
      return uses.filter((u) => !ok.has(u.name)).map((u) => `${dir}: ${u.name} (${u.file})`);
    });
    const declaredBy = (dir: string) => declared(workspaces.find((w) => w.dir === dir)!.pkg);
    const rootOk = (name: string) =>
      rootDeclared.includes(name) ||
      name.startsWith('@diet/') ||
      (name in THROUGH_WORKSPACE && declaredBy(THROUGH_WORKSPACE[name]).includes(name));
    const rootUndeclared = rootUses.filter((u) => !rootOk(u.name)).map((u) => `root: ${u.name} (${u.file})`);
    expect([...new Set([...undeclared, ...rootUndeclared])]).toEqual([]);
  });

  it('uses every package a workspace declares', () => {
    const found = workspaces.flatMap(({ dir, pkg, uses, configNames }) =>
      unused(declared(pkg), new Set([...uses.map((u) => u.name), ...configNames]), scriptsText(pkg)).map(
        (name) => `${dir}: ${name}`,
      ),
    );
    // The root's tooling: used anywhere in the tree, or run by any script (scripts/test.mjs runs jest's bin).
    const everyUse = new Set([...rootUses, ...workspaces.flatMap((w) => w.uses)].map((u) => u.name));
    for (const name of [...configNamesIn(ROOT_FILES), ...workspaces.flatMap((w) => w.configNames)]) everyUse.add(name);
    const everyScript =
      [rootPackage, ...workspaces.map((w) => w.pkg)].map(scriptsText).join('\n') +
      ROOT_FILES.map((f) => readFileSync(f, 'utf8')).join('\n');
    found.push(...unused(rootDeclared, everyUse, everyScript).map((name) => `root: ${name}`));
    expect(found).toEqual([]);
  });
});
