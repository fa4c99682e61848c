/** Jest settings of every frontend workspace: the shared browser project, with fetch available. */
const path = require('node:path');
const { browserProject } = require('../../../jest.shared');

function frontendProject(displayName, rootDir, overrides = {}) {
  return browserProject(displayName, {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(__dirname, 'jsdom-fetch-environment.js'),
    ...overrides,
  });
}

module.exports = { frontendProject };
