const path = require('node:path');
const { frontendProject } = require('../libs/frontend-core/test/browser-jest-config');
module.exports = frontendProject('mfe-admin-comms', __dirname, {
  // The shared DOM setup plus this remote's own (ResizeObserver for antd).
  // antd renders slowly in jsdom on this 2-core machine.
  testTimeout: 30_000,
  setupFilesAfterEnv: [path.join(__dirname, '../jest.setup-dom.js'), '<rootDir>/src/test/setup-dom.ts'],
});
