const { frontendProject } = require('../libs/frontend-core/test/browser-jest-config');
module.exports = frontendProject('shell', __dirname);
