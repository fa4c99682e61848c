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
});
