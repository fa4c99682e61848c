const { frontendProject } = require('./test/browser-jest-config');
module.exports = frontendProject('frontend-core', __dirname);
