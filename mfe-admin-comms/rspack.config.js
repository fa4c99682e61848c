/** The communications remote of the back office: newsletter, events, contact messages. */
const { createAppConfig } = require('../libs/frontend-core/build/rspack-app');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_admin_comms',
  antd: true,
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './nav': './src/nav.ts' },
});
