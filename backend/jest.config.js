/** Two projects: fast unit tests beside the code, and API tests against the real Nest app. */
const { nodeProject } = require('../jest.shared.js');

module.exports = {
  // testTimeout is a global option: inside a project entry jest ignores it (hooks then get 5 s).
  testTimeout: 30000,
  projects: [
    nodeProject('unit', { rootDir: __dirname, testMatch: ['<rootDir>/src/**/*.spec.ts'] }),
    nodeProject('api', {
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testTimeout: 30000,
      globalSetup: '<rootDir>/test/utils/mysql-availability.js',
    }),
  ],
};
