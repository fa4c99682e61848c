const { frontendProject } = require('../frontend-core/test/browser-jest-config');
module.exports = frontendProject('admin-ui', __dirname);
