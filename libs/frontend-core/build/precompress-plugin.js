/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every built script, style, font,
 * manifest and page (`x.js.br`, `x.js.gz`), so that nginx (`gzip_static`, `brotli_static`) and
 * `npm start` (precompressed-static.ts) send the same bytes, compressed once at build time rather
 * than per request at a low level (issue 36 item 3). Production builds only. A copy that would not be
 * smaller than its file is not written: the server then sends the file as it is.
 */
const { writeFile } = require('node:fs/promises');
const { join } = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const PLUGIN = 'PrecompressPlugin';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses: text and the older font formats (woff2 and images are compressed already). */
const COMPRESSIBLE = /\.(?:m?js|css|json|html|svg|ttf|otf|eot|woff)$/;

/** The copies of one file's bytes, each only when smaller than the file. */
async function compressedCopies(raw) {
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip(raw, { level: 9 }),
  ]);
  return { ...(br.length < raw.length ? { br } : {}), ...(gz.length < raw.length ? { gz } : {}) };
}

class PrecompressPlugin {
  apply(compiler) {
    // After the files are written: every asset is final then, index.html and mf-manifest.json too.
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const assets = compilation.getAssets().filter((asset) => COMPRESSIBLE.test(asset.name));
      await Promise.all(
        assets.map(async ({ name, source }) => {
          const raw = Buffer.from(source.buffer());
          const copies = await compressedCopies(raw);
          await Promise.all(
            Object.entries(copies).map(([ext, bytes]) => writeFile(join(outputPath, `${name}.${ext}`), bytes)),
          );
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressedCopies, COMPRESSIBLE };
