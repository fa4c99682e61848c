/** The public remote: every public route (SPEC.md section 2). It must never import antd. */
const { createAppConfig } = require('../libs/frontend-core/build/rspack-app');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_public',
  antd: false,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  // The first page, rendered by the API into index.html (issue #8).
  server: './src/server/first-screen.tsx',
  // Each type's card is a chunk of its own (card-<path>, src/features/list/list-cards.ts), always
  // loaded with the list page's: what they share (the definitions, the file links) is written once,
  // in page-list, rather than again in every card.
  splitChunks: {
    cacheGroups: {
      listPage: {
        name: 'page-list',
        chunks: (chunk) => chunk.name === 'page-list' || Boolean(chunk.name?.startsWith('card-')),
        minChunks: 2,
        minSize: 0,
        enforce: true,
      },
    },
  },
});
