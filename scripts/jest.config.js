const { nodeProject } = require('../jest.shared');
module.exports = nodeProject('scripts', { roots: ['<rootDir>/test'], testMatch: ['**/*.test.ts'] });
