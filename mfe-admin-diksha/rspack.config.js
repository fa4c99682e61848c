/** The Diksha Lab remote of the back office: training courses and trainee records. */
const { createAppConfig } = require('../libs/frontend-core/build/rspack-app');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_admin_diksha',
  antd: true,
  port: 3003,
  exposes: { './routes': './src/routes.tsx', './nav': './src/nav.ts' },
});
