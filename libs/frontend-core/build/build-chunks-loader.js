/**
 * Bundles a `*.build-chunks.ts` module, each of whose exports is a record of functions returning (a
 * promise of) plain data: every entry is evaluated at build time, and its data goes into a chunk of
 * its own, `<file name>-<key>` (slashes as dashes; `public-type.build-chunks.ts`'s 'notices' is
 * `public-type-notices`), which the entry's function then loads. A page downloads the entries it
 * uses, and none of the code that derived them. Node (the server, the tests) runs the module as it is.
 */
const path = require('node:path');
const { EVALUATE, plainData } = require('./build-data-loader');

/** The query naming one entry's module: its export and key. */
const ENTRY = 'build-chunk';

module.exports = function buildChunksLoader() {
  const done = this.async();
  const file = this.resourcePath;
  const entry = new URLSearchParams(this.resourceQuery).get(ENTRY);
  this.importModule(`${file}?${EVALUATE}`)
    .then(async (exports) => {
      if (entry) {
        const [name, key] = JSON.parse(entry);
        return `export default ${plainData(await exports[name][key](), file, `${name}.${key}`)};`;
      }
      const stem = path.basename(file, '.build-chunks.ts');
      return Object.entries(exports)
        .filter(([name]) => name !== '__esModule')
        .map(([name, record]) => {
          const loaders = Object.entries(record).map(([key, load]) => {
            if (typeof load !== 'function')
              throw new Error(`${file}: ${name}.${key} is not a function that loads data`);
            const request = `${file}?${ENTRY}=${encodeURIComponent(JSON.stringify([name, key]))}`;
            const chunk = `${stem}-${key.replace(/\//g, '-')}`;
            return `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(request)}).then((m) => m.default),`;
          });
          return `export const ${name} = {\n${loaders.join('\n')}\n};`;
        })
        .join('\n');
    })
    .then((code) => done(null, code), done);
};
