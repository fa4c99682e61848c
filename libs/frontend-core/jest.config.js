const { frontendProject } = require('./test/browser-jest-config');
// build/ holds the rspack settings every app shares; its tests run in node (a docblock says so).
module.exports = frontendProject('frontend-core', __dirname, { roots: ['<rootDir>/src', '<rootDir>/build'] });
