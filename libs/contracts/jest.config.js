const { nodeProject } = require('../../jest.shared');
module.exports = nodeProject('contracts', { roots: ['<rootDir>/src'] });
