// Stops `npm start`, `npm test`, `npm run dev`, `npm run bench` and `npm run migrate` (their pre-scripts) at once on a
// Node.js older than the one package.json's `engines` names, with a word a newcomer can act on:
// on Node 20 the API used to die of a segmentation fault and `npm start` ended silently.
// Written in the oldest JavaScript on purpose: it must run on any Node.js to say so.
/* eslint-disable no-var */
var path = require('path');
var fs = require('fs');

var ROOT = path.join(__dirname, '..');
var wanted = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node.replace(/^>=\s*/, '');

function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map(function (n) {
      return parseInt(n, 10) || 0;
    });
}
function older(found, minimum) {
  var a = parts(found);
  var b = parts(minimum);
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** The sentence for `found`, or null when it is new enough. */
function nodeVersionProblem(found) {
  if (!older(found, wanted)) return null;
  var needed = parts(wanted);
  // 'Node.js 24' to someone on an older major; '24.11' to someone on an early 24.
  var name = parts(found)[0] < needed[0] ? String(needed[0]) : needed[0] + '.' + needed[1];
  return 'This project needs Node.js ' + name + ' or newer; this is Node.js ' + found + '. See the README.';
}

/**
 * better-sqlite3 compiled against another Node.js's headers (a machine whose npm config points
 * `nodedir` at an older Node, or a `node_modules` installed with another Node) crashes the API at
 * its first query. node-gyp records the version it built for; compare it with this Node's.
 */
function nativeBuildProblem() {
  var candidates = ['backend/node_modules/better-sqlite3', 'node_modules/better-sqlite3'];
  for (var i = 0; i < candidates.length; i++) {
    var gypi = path.join(ROOT, candidates[i], 'build/config.gypi');
    if (!fs.existsSync(gypi)) continue;
    var built = /"node_module_version":\s*(\d+)/.exec(fs.readFileSync(gypi, 'utf8'));
    if (built && built[1] !== process.versions.modules) {
      return (
        'better-sqlite3 was built for another Node.js (module version ' +
        built[1] +
        '; this Node.js ' +
        process.version +
        ' needs ' +
        process.versions.modules +
        '). Run `npm ci` again with this Node.js; ' +
        'if your npm config sets `nodedir`, point it at this Node.js (see the README).'
      );
    }
  }
  return null;
}

module.exports = { nodeVersionProblem: nodeVersionProblem, nativeBuildProblem: nativeBuildProblem };

if (require.main === module) {
  var problem = nodeVersionProblem(process.version) || nativeBuildProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
