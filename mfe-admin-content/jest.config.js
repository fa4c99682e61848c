const { frontendProject } = require('../libs/frontend-core/test/browser-jest-config');
module.exports = frontendProject('mfe-admin-content', __dirname);
