// The script a visitor's phone downloads for a public page, read from the built files (issue #22
// item 3): the shell's index.html scripts and preloads, its text chunks of the language, and the
// public remote's entry, exposed routes and the page's first-screen chunks as the shell preloads
// them (exposeFiles / firstScreenChunks, the same functions). Sizes are brotli at quality 11, as
// the build writes them (precompress-plugin.js); `received` measures what a server really sends.
// Used by `npm run bench` (every page in every language), the first-load budget test and the
// deploy suite (through nginx). CommonJS, so all of them can load it.
const { readFileSync, readdirSync } = require('node:fs');
const http = require('node:http');
const { join, relative } = require('node:path');
const { brotliCompressSync, constants } = require('node:zlib');
const { exposeFiles, firstScreenChunks, remoteFallbacks } = require('@diet/contracts/first-route');
const { PUBLIC_LIST_ROUTES } = require('@diet/contracts/public-routes');

const PUBLIC_MANIFEST_URL = '/mfe/mfe-public/mf-manifest.json';
const sizes = new Map();

/** KB of `file` compressed as served; each file compressed once per process. */
function brotliKB(file) {
  if (!sizes.has(file))
    sizes.set(
      file,
      brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024,
    );
  return sizes.get(file);
}

/** Not a visitor's page: the staff's preview of a draft (/preview/<type>/<id>, signed in). */
const STAFF_ONLY = new Set(['page-preview']);

/** The names of the public remote's built script chunks ('page-home', 'card-notices', ...). */
function builtChunks(root) {
  return new Set(
    readdirSync(join(root, 'mfe-public/dist')).flatMap((f) => /^([\w-]+)\.[0-9a-f]{8}\.js$/.exec(f)?.[1] ?? []),
  );
}

/**
 * The remote's chunks of the page at `pathname` as the server names them (firstScreenChunks),
 * without the texts, joined by '+': 'page-list+card-notices', 'page-list+list-table' (/library).
 */
function pageChunkOf(root, pathname, built = builtChunks(root)) {
  return firstScreenChunks(pathname)
    .filter((name) => !name.startsWith('i18n-') && built.has(name))
    .join('+');
}

/** The public remote's page chunks (`page-home`, `page-library`, ...) and each list page's ('page-list+card-notices'). */
function pageChunks(root) {
  const built = builtChunks(root);
  const pages = [...built].filter((name) => name.startsWith('page-'));
  const lists = PUBLIC_LIST_ROUTES.map((route) => pageChunkOf(root, `/${route}`, built));
  return [...new Set([...pages, ...lists])].filter((name) => !STAFF_ONLY.has(name)).sort();
}

/** Every script file of the first load of the page whose chunk is `pageChunk` ('page-list+card-notices': with its card), in `language`: absolute paths. */
function firstLoadFiles(root, pageChunk, language) {
  const shell = join(root, 'shell/dist');
  const remote = join(root, 'mfe-public/dist');
  const html = readFileSync(join(shell, 'index.html'), 'utf8');
  const shellScripts = [
    ...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"|<link rel="preload" as="script" href="\/([^"]+\.js)"/g),
  ].map((m) => m[1] ?? m[2]);
  const shellTexts = readdirSync(shell).filter((f) =>
    new RegExp(`^i18n-${language}-[\\w-]+\\.[0-9a-f]{8}\\.js$`).test(f),
  );
  const manifest = JSON.parse(readFileSync(join(remote, 'mf-manifest.json'), 'utf8'));
  const hostManifest = JSON.parse(readFileSync(join(shell, 'mf-manifest.json'), 'utf8'));
  // As the server preloads them (backend/src/web/shell-page.ts): the page's chunks with those split
  // out of them and their texts, and the shared modules the shell does not provide.
  const remoteFiles = exposeFiles(PUBLIC_MANIFEST_URL, manifest, './routes', {
    chunks: [...pageChunk.split('+'), `i18n-${language}-common`],
    fallbacks: remoteFallbacks(hostManifest, manifest),
    language,
  }).scripts;
  return [
    ...[...shellScripts, ...shellTexts].map((f) => join(shell, f)),
    ...remoteFiles.map((url) => join(remote, url.replace('/mfe/mfe-public/', ''))),
  ];
}

/** The first load of a page in a language: its total and each file, KB brotli. */
function firstLoad(root, pageChunk, language) {
  const files = firstLoadFiles(root, pageChunk, language).map((file) => ({
    file: relative(root, file),
    kb: brotliKB(file),
  }));
  return { page: pageChunk, language, totalKB: files.reduce((sum, f) => sum + f.kb, 0), files };
}

/** The address a built file is served at: the shell's at the root, a remote's under /mfe/<app>/. */
function urlOf(root, file) {
  const [app, dist, ...rest] = relative(root, file).split(/[\\/]/);
  if (dist !== 'dist') throw new Error(`not a built file: ${file}`);
  return app === 'shell' ? `/${rest.join('/')}` : `/mfe/${app}/${rest.join('/')}`;
}

/** One GET as a browser sends it with this Accept-Encoding: the body's bytes as received (not decoded). */
function getRaw(baseUrl, path, acceptEncoding, headers = {}) {
  return new Promise((done, fail) => {
    const req = http.get(`${baseUrl}${path}`, { headers: { ...headers, 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? 'identity',
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

/**
 * What a server at `baseUrl` sends for the first load of a page in a language, measured over HTTP
 * with `acceptEncoding` ('br', 'gzip'): KB received (compressed, headers not counted) and each
 * file's encoding. Files are fetched one at a time, so the figure is not the machine's load.
 */
async function received(baseUrl, root, pageChunk, language, acceptEncoding) {
  const files = [];
  for (const file of firstLoadFiles(root, pageChunk, language)) {
    const url = urlOf(root, file);
    const res = await getRaw(baseUrl, url, acceptEncoding);
    if (res.status !== 200) throw new Error(`${baseUrl}${url} answered ${res.status}`);
    files.push({ url, encoding: res.encoding, kb: res.body.length / 1024 });
  }
  return { page: pageChunk, language, acceptEncoding, totalKB: files.reduce((sum, f) => sum + f.kb, 0), files };
}

module.exports = { brotliKB, firstLoad, firstLoadFiles, getRaw, pageChunkOf, pageChunks, received, urlOf };
