/**
 * Bundles a `*.build-data.ts` module as the data it exports, evaluated at build time: the module
 * may derive its data from anything (the content-type definitions, say) without that code reaching
 * the browser. Every export must be plain JSON data; a function or a class is a build error rather
 * than something silently dropped.
 */
const EVALUATE = 'evaluate-build-data';

module.exports = function buildDataLoader() {
  const done = this.async();
  this.importModule(`${this.resourcePath}?${EVALUATE}`)
    .then((exports) => {
      const lines = [];
      for (const [name, value] of Object.entries(exports)) {
        if (name === '__esModule') continue;
        const json = JSON.stringify(value);
        if (json === undefined || typeof value === 'function') {
          throw new Error(
            `${this.resourcePath}: the export '${name}' is not plain data, which a build-data module must export`,
          );
        }
        lines.push(`export const ${name} = ${json};`);
      }
      return lines.join('\n');
    })
    .then((code) => done(null, code), done);
};

module.exports.EVALUATE = EVALUATE;
