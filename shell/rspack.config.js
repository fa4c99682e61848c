/**
 * The shell: Module Federation host. It has no build-time remotes; /remotes.json names them at
 * run time (src/federation/remotes-config.ts).
 */
const path = require('node:path');
const { createAppConfig } = require('../libs/frontend-core/build/rspack-app');
const splash = require('./src/i18n/splash.en.json');
// A TypeScript file without imports: Node 24 loads it as it is.
const { READING_PREFS_SCRIPT } = require('../libs/contracts/src/reading-prefs.ts');

/** Dev servers of the remotes (npm run dev); the shell's dev server hands these out as /remotes.json. */
const DEV_REMOTES = {
  mfe_public: 'http://localhost:3001/mf-manifest.json',
  mfe_admin_content: 'http://localhost:3002/mf-manifest.json',
  mfe_admin_diksha: 'http://localhost:3003/mf-manifest.json',
  mfe_admin_comms: 'http://localhost:3004/mf-manifest.json',
};
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3100';

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  antd: true,
  host: true,
  port: 3000,
  // The public layout, rendered by the API into index.html around the first page (issue #8).
  server: './src/server/first-screen.tsx',
  // What every public page runs first, fetched with main.js rather than after it; never the
  // admin area's chunks (antd, the back office, frontend-core's admin/ helpers). With them the
  // layout's text modules as the language loader writes them (`layout.en.ts`, which picks the
  // language's chunk), not the texts themselves (`layout.en.ts?language=en`, i18n-en-layout).
  preload: {
    include:
      /node_modules[\\/](react|react-dom|scheduler|react-redux|redux|reselect|immer|@reduxjs|use-sync-external-store|react-router)[\\/]|frontend-core[\\/]src[\\/]|shell[\\/]src[\\/](bootstrap|public-layout)|shell[\\/]src[\\/]i18n[\\/](?:[\w-]+\.)?en\.ts$/,
    exclude:
      /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+)[\\/]|(shell|frontend-core)[\\/]src[\\/]admin[\\/]/,
  },
  html: {
    template: path.join(__dirname, 'src/index.html'),
    // The static splash paints before any script; the live name replaces it once /api/site answers.
    templateParameters: {
      instituteName: process.env.INSTITUTE_NAME ?? splash.instituteName,
      subtitle: process.env.INSTITUTE_SUBTITLE ?? splash.subtitle,
      preparing: splash.preparing,
      noscript: splash.noscript,
      readingPrefsScript: READING_PREFS_SCRIPT,
    },
    scriptLoading: 'defer',
    minify: false,
  },
  devServer: {
    proxy: [{ context: ['/api', '/uploads'], target: API_TARGET, changeOrigin: true }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(process.env.REMOTES_JSON ? JSON.parse(process.env.REMOTES_JSON) : DEV_REMOTES));
        },
      });
      return middlewares;
    },
  },
});
