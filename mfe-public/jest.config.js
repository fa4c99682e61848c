const { frontendProject } = require('../libs/frontend-core/test/browser-jest-config');
module.exports = frontendProject('mfe-public', __dirname);
