/**
 * The faults suite (issue 7): the built API against a private MariaDB that the tests start, stop
 * and restart themselves (never the machine's shared server), and SIGTERM under load.
 * Run alone: `npx jest -c backend/test/faults/jest.config.js --runInBand`.
 */
const { nodeProject } = require('../../../jest.shared.js');

module.exports = {
  testTimeout: 180_000,
  ...nodeProject('faults', {
    rootDir: __dirname,
    testMatch: ['<rootDir>/**/*.fault-spec.ts'],
    globalSetup: '<rootDir>/build-api.ts',
  }),
};
