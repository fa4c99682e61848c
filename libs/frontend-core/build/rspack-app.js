/**
 * Rspack configuration shared by the shell and the four remotes, so the five builds agree on
 * loaders, file names, resolution and Module Federation settings (ARCHITECTURE.md section 2).
 * Each app's rspack.config.js only says what is its own: name, exposes, port.
 */
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedFor } = require('./mf-shared');
const { EVALUATE: BUILD_DATA_EVALUATE } = require('./build-data-loader');
const { PreloadChunksPlugin } = require('./preload-chunks-plugin');
const { PrecompressPlugin } = require('./precompress-plugin');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin');
const { ENGLISH: ENGLISH_TEXTS } = require('./language-loader');

const ROOT = path.resolve(__dirname, '../../..');
const rootPackage = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }));

/**
 * The Module Federation runtime as rspack's federation plugin imports it: the CommonJS build,
 * where nothing is tree-shaken and the plugin's FEDERATION_OPTIMIZE_* switches remove no code.
 * Its ES module build (the file beside it) is the same code. Resolved from the plugin's package,
 * so that it is the copy the plugin imports (declared in frontend-core at the plugin's version).
 */
const FROM_THE_PLUGIN = { paths: [require.resolve('@module-federation/enhanced')] };
const MF_BUNDLER_RUNTIME_CJS = require.resolve('@module-federation/webpack-bundler-runtime', FROM_THE_PLUGIN);
const MF_RUNTIME_ESM = Object.fromEntries(
  [
    MF_BUNDLER_RUNTIME_CJS,
    require.resolve('@module-federation/runtime', FROM_THE_PLUGIN),
    require.resolve('@module-federation/inject-external-runtime-core-plugin', FROM_THE_PLUGIN),
  ].map((cjs) => [`${cjs}$`, cjs.replace(/\.cjs$/, '.js')]),
);

/**
 * A remote's entry uses the shell's bundler runtime (share-bundler-runtime.mjs) instead of its own
 * copy, as it already uses the shell's runtime core (`externalRuntime`).
 */
const BUNDLER_RUNTIME_GLOBAL = '__DIET_MF_BUNDLER_RUNTIME__';
const BUNDLER_RUNTIME_REQUESTS = new Set([MF_BUNDLER_RUNTIME_CJS, MF_BUNDLER_RUNTIME_CJS.replace(/\.cjs$/, '.js')]);
const bundlerRuntimeOfTheShell = ({ request }, callback) =>
  BUNDLER_RUNTIME_REQUESTS.has(request) ? callback(null, `var ${BUNDLER_RUNTIME_GLOBAL}()`) : callback();

/** The packages every page of the shell runs (never antd: only the admin area loads it). */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|reselect|immer|@reduxjs|use-sync-external-store|react-router|react-router-dom|redux-thunk|@standard-schema)[\\/]/;

/**
 * The English text modules (`i18n/<section>.en.ts`, `i18n/en.ts`), each given in the page's
 * language by language-loader.js: in the browser only that language's file is downloaded.
 */
const languageRule = (server) => ({
  test: /[\\/]i18n[\\/](?:[\w-]+\.)?en\.ts$/,
  resourceQuery: { not: [new RegExp(ENGLISH_TEXTS)] },
  loader: require.resolve('./language-loader'),
  options: { server },
});

/** Browsers we support: the last versions of the evergreen ones, as the institute's visitors use. */
const TARGETS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'];

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its config)
 * @param {string} options.name          federation name, a JS identifier
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} options.antd         share antd (shell and admin remotes)
 * @param {number} options.port          dev server port
 * @param {boolean} [options.host]       the shell: index.html, SPA fallback, absolute public path
 * @param {object} [options.html]        HtmlRspackPlugin options (host)
 * @param {object} [options.devServer]   extra dev server options
 * @param {{ include: RegExp, exclude: RegExp }} [options.preload]  host: async chunks to preload from index.html
 * @param {string} [options.server]      an entry exporting renderFirstScreen: also built for Node (serverConfig)
 */
function createAppConfig(options) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const hashed = dev ? '[name].js' : '[name].[contenthash:8].js';
    const isHost = Boolean(options.host);

    const client = {
      mode,
      context: options.appDir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      devtool: dev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(options.appDir, 'dist'),
        // The shell answers deep links (/admin/staff) with index.html, so its chunks need an
        // absolute base; a remote is found wherever its manifest says it lives.
        publicPath: isHost ? '/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: {
          // One React for every package: the workspaces pin their own copy while libraries peer on
          // the hoisted one; two copies in a bundle break hooks.
          react: rootPackage('react'),
          'react-dom': rootPackage('react-dom'),
          // Only the router API the apps use, so the shared router chunk is tree-shaken (router.ts).
          'react-router-dom$': path.join(ROOT, 'libs/frontend-core/src/router.ts'),
          // Its package exports name only the development build (dev warnings on, checked at run
          // time); the production build beside it is the same code with them off.
          'react-router$': path.join(rootPackage('react-router'), 'dist/production/index.mjs'),
          // Our libraries are consumed as TypeScript sources (no build step of their own).
          '@diet/contracts': path.join(ROOT, 'libs/contracts/src'),
          '@diet/frontend-core': path.join(ROOT, 'libs/frontend-core/src'),
          '@diet/admin-ui': path.join(ROOT, 'libs/admin-ui/src'),
          ...MF_RUNTIME_ESM,
        },
      },
      module: {
        // `import styles from './x.module.css'` (a default export), as jest's identity-obj-proxy does.
        parser: { 'css/auto': { namedExports: false } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            // An import of a name a module does not export is a build error, not undefined at run
            // time (e.g. a router API missing from libs/frontend-core/src/router.ts).
            parser: { exportsPresence: 'error' },
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev } },
              },
              // bugfixes: a browser with one bug in a feature gets that bug worked around, not the whole
              // feature rewritten (Safari 15's default parameters were compiled to `arguments` reads).
              env: { targets: TARGETS, bugfixes: true },
            },
          },
          // Data derived at build time (build-data-loader.js); its own evaluation is the plain module.
          {
            test: /\.build-data\.ts$/,
            resourceQuery: { not: [new RegExp(BUILD_DATA_EVALUATE)] },
            loader: require.resolve('./build-data-loader'),
          },
          // The same, each entry of each export in a chunk of its own (build-chunks-loader.js).
          {
            test: /\.build-chunks\.ts$/,
            resourceQuery: { not: [new RegExp(BUILD_DATA_EVALUATE)] },
            loader: require.resolve('./build-chunks-loader'),
          },
          languageRule(false),
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(isHost
            ? { remotes: {} } // every remote comes from /remotes.json at run time
            : { filename: 'remoteEntry.js', exposes: options.exposes, manifest: true }),
          shared: sharedFor({ antd: options.antd }),
          ...(isHost
            ? {
                runtimePlugins: [
                  [require.resolve('./share-bundler-runtime.mjs'), { globalName: BUNDLER_RUNTIME_GLOBAL }],
                ],
              }
            : {}),
          shareStrategy: 'loaded-first',
          dts: false,
          // One copy of the MF runtime core (~30 KB gz) for the whole page: the shell provides it,
          // each remote's entry uses it instead of carrying its own. A remote is only ever loaded
          // through the shell, so the core is always there first.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        ...(isHost ? [new rspack.HtmlRspackPlugin(options.html)] : [new ChunkGroupsPlugin()]),
        ...(isHost && options.preload && !dev ? [new PreloadChunksPlugin(options.preload)] : []),
        ...(dev ? [] : [new PrecompressPlugin()]),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The host: the many small shared modules of our own library travel as one file rather than
        // a dozen requests of half a kilobyte (each a round trip on a phone's connection).
        // Likewise React, Redux and the router, shared with the remotes but needed together by
        // every page: one file instead of eleven (under a phone's latency, six connections per host
        // queue the rest).
        ...(isHost && !dev
          ? {
              splitChunks: {
                cacheGroups: {
                  // With the host's own start-up code (bootstrap, layout, federation and the runtime
                  // API it calls; not the admin area, loaded on demand): one JS and one CSS file
                  // where there were two each.
                  // Not the texts of each language (i18n/, contracts' page-names/): a visitor downloads
                  // their language's only.
                  // Only from the chunks of the public start-up: a module only the back office's
                  // chunks (admin-*, router.tsx) use stays with them (two-factor, permissions), and
                  // so do frontend-core's admin/ helpers, which the shell shares with the remotes.
                  core: {
                    test: /[\\/]libs[\\/](frontend-core|contracts)[\\/]src[\\/](?!i18n[\\/]|admin[\\/]|page-names[\\/])|[\\/]shell[\\/]src[\\/](?!admin[\\/]|i18n[\\/])|[\\/]node_modules[\\/]@module-federation[\\/]/,
                    name: 'core',
                    chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('admin-'),
                    enforce: true,
                  },
                  framework: { test: FRAMEWORK, name: 'framework', chunks: 'async', enforce: true },
                },
              },
            }
          : {}),
        // A remote's own groups of its on-demand chunks (mfe-public: what the list page and the
        // types' cards share goes with the list page, which always loads with them).
        ...(!isHost && options.splitChunks && !dev ? { splitChunks: options.splitChunks } : {}),
      },
      ...(isHost ? {} : { externals: [bundlerRuntimeOfTheShell] }),
      performance: { hints: false },
      devServer: {
        port: options.port,
        hot: true,
        historyApiFallback: isHost,
        // Remotes are fetched cross-origin by the shell's dev server page.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        ...options.devServer,
      },
    };
    return options.server && !dev ? [client, serverConfig(options, client)] : client;
  };
}

/**
 * The app's server bundle, `<app>/dist-server/first-screen.js` (CommonJS, everything bundled): the
 * API requires it to render the first screen into index.html (issue #8). Beside dist/, not in it,
 * as nothing in dist/ may be server code. Same context, uniqueName and CSS module rules as the
 * browser build, so the class names it writes are those of the browser's CSS files.
 */
function serverConfig(options, client) {
  return {
    ...client,
    name: `${options.name}-server`,
    entry: { 'first-screen': options.server },
    target: 'node24',
    devtool: false,
    output: {
      path: path.join(options.appDir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      ...client.resolve,
      alias: {
        ...client.resolve.alias,
        // Hooks that start their queries during render (server-query-react.mjs), over the package's own.
        '@reduxjs/toolkit/query/react$': path.join(__dirname, 'server-query-react.mjs'),
        'rtk-query-react-of-the-package$': path.join(
          rootPackage('@reduxjs/toolkit'),
          'dist/query/react/rtk-query-react.modern.mjs',
        ),
      },
    },
    module: {
      ...client.module,
      rules: client.module.rules.map((rule) =>
        rule.loader === require.resolve('./language-loader') ? languageRule(true) : rule,
      ),
      generator: { 'css/auto': { exportsOnly: true } },
    },
    plugins: [],
    // Readable stack traces in the API's log; the file is never downloaded.
    optimization: { minimize: false, moduleIds: 'deterministic' },
  };
}

module.exports = { createAppConfig, ROOT };
