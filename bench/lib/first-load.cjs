// The script a visitor's phone downloads for a public page, read from the built files (issue #22
// item 3): the shell's index.html scripts and preloads, its text chunks of the language, and the
// public remote's entry, exposed routes and the page's first-screen chunks as the shell preloads
// them (exposeFiles / firstScreenChunks, the same functions). Sizes are brotli at quality 11, as
// the API serves built files (precompressed-static.ts). Used by `npm run bench` (every page in
// every language) and the first-load budget test (the home page). CommonJS, so both can load it.
const { readFileSync, readdirSync } = require('node:fs');
const { join, relative } = require('node:path');
const { brotliCompressSync, constants } = require('node:zlib');
const { exposeFiles } = require('@diet/contracts/first-route');

const PUBLIC_MANIFEST_URL = '/mfe/mfe-public/mf-manifest.json';
const sizes = new Map();

/** KB of `file` compressed as served; each file compressed once per process. */
function brotliKB(file) {
  if (!sizes.has(file)) sizes.set(file, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024);
  return sizes.get(file);
}

/** Not a visitor's page: the staff's preview of a draft (/preview/<type>/<id>, signed in). */
const STAFF_ONLY = new Set(['page-preview']);

/** The public remote's page chunks (`page-home`, `page-library`, ...): one per public route. */
function pageChunks(root) {
  const names = readdirSync(join(root, 'mfe-public/dist')).flatMap((f) => /^(page-[\w-]+)\.[0-9a-f]{8}\.js$/.exec(f)?.[1] ?? []);
  return [...new Set(names)].filter((name) => !STAFF_ONLY.has(name)).sort();
}

/** Every script file of the first load of the page whose chunk is `pageChunk`, in `language`: absolute paths. */
function firstLoadFiles(root, pageChunk, language) {
  const shell = join(root, 'shell/dist');
  const remote = join(root, 'mfe-public/dist');
  const html = readFileSync(join(shell, 'index.html'), 'utf8');
  const shellScripts = [...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"|<link rel="preload" as="script" href="\/([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  const shellTexts = readdirSync(shell).filter((f) => new RegExp(`^i18n-${language}-[\\w-]+\\.[0-9a-f]{8}\\.js$`).test(f));
  const manifest = JSON.parse(readFileSync(join(remote, 'mf-manifest.json'), 'utf8'));
  const remoteFiles = exposeFiles(PUBLIC_MANIFEST_URL, manifest, './routes', [pageChunk, `i18n-${language}-common`]).scripts;
  return [...[...shellScripts, ...shellTexts].map((f) => join(shell, f)), ...remoteFiles.map((url) => join(remote, url.replace('/mfe/mfe-public/', '')))];
}

/** The first load of a page in a language: its total and each file, KB brotli. */
function firstLoad(root, pageChunk, language) {
  const files = firstLoadFiles(root, pageChunk, language).map((file) => ({ file: relative(root, file), kb: brotliKB(file) }));
  return { page: pageChunk, language, totalKB: files.reduce((sum, f) => sum + f.kb, 0), files };
}

module.exports = { brotliKB, firstLoad, firstLoadFiles, pageChunks };
