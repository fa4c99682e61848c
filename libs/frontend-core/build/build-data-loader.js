/**
 * Bundles a `*.build-data.ts` module as the data it exports, evaluated at build time: the module
 * may derive its data from anything (the content-type definitions, say) without that code reaching
 * the browser. Every export must be plain JSON data; a function or a class anywhere in it is a build
 * error rather than something silently dropped.
 */
const EVALUATE = 'evaluate-build-data';

/** Where in `value` something is that JSON would drop or change (a function, undefined, a Date), or null. */
function notPlainAt(value, at) {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : at;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = notPlainAt(item, `${at}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    for (const [key, item] of Object.entries(value)) {
      // An optional property left undefined is as JSON drops it: absent.
      if (item === undefined) continue;
      const found = notPlainAt(item, `${at}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return at;
}

/** `value` as the JSON of a module's code, or a build error naming `at` in `file`. */
function plainData(value, file, at) {
  const found = notPlainAt(value, at);
  if (found) throw new Error(`${file}: ${found} is not plain data, which a build-time module must export`);
  return JSON.stringify(value);
}

module.exports = function buildDataLoader() {
  const done = this.async();
  this.importModule(`${this.resourcePath}?${EVALUATE}`)
    .then((exports) =>
      Object.entries(exports)
        .filter(([name]) => name !== '__esModule')
        .map(([name, value]) => `export const ${name} = ${plainData(value, this.resourcePath, name)};`)
        .join('\n'),
    )
    .then((code) => done(null, code), done);
};

module.exports.EVALUATE = EVALUATE;
module.exports.plainData = plainData;
