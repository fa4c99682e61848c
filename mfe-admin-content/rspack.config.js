/** The content remote of the back office: dashboard, staff, gallery, research, library, results, study material. */
const { createAppConfig } = require('../libs/frontend-core/build/rspack-app');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mfe_admin_content',
  antd: true,
  port: 3002,
  exposes: { './routes': './src/routes.tsx', './nav': './src/nav.ts' },
});
