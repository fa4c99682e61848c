// node build-remote-variant.js <app> <outDir> <file relative to app> <from> <to>
// Production build of one remote, exactly as its own rspack.config.js makes it, into outDir, with
// one text of one source file replaced: a new release of that remote and nothing else.
const path = require('node:path');
const { rspack } = require(require.resolve('@rspack/core', { paths: [path.resolve(__dirname, '../../..')] }));

const [app, outDir, file, from, to] = process.argv.slice(2);
const root = path.resolve(__dirname, '../../..');
const makeConfig = require(path.join(root, app, 'rspack.config.js'));
const made = makeConfig({}, { mode: 'production' });
// The browser build: an app with a server entry also returns its Node build (dist-server), which
// the release served from another origin does not carry.
const config = Array.isArray(made) ? made[0] : made;
config.output.path = path.resolve(outDir);
config.devtool = false;
config.module.rules.push({
  test: path.join(root, app, file),
  enforce: 'pre',
  loader: path.join(__dirname, 'replace-text-loader.js'),
  options: { from, to },
});
rspack(config).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  console.log(`built ${app} into ${outDir}`);
});
