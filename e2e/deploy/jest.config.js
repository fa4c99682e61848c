// The deployment suite (issue 9): one remote redeployed alone, and several API replicas behind
// Debian's nginx on one MariaDB. Its own global setup only builds; each file starts what it needs.
const { nodeProject } = require('../../jest.shared');
module.exports = nodeProject('deploy', {
  rootDir: __dirname,
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  testTimeout: 120_000,
});
