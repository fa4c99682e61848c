/**
 * The ONE list of Module Federation shared singletons, used by the shell and every remote
 * (ARCHITECTURE.md section 2). A package missing here, or configured differently in one app,
 * ends up twice in the browser: two Reacts break hooks, two stores break the session.
 *
 * Not shared on purpose: @diet/contracts (each remote bundles the texts it was built with, and the
 * pure helpers such as formatLongDate: a shared module the shell does not load is fetched as a file
 * of its own, one more request on a phone) and
 * @ant-design/icons (imported icon by icon; sharing it would ship the whole set).
 */
const REACT_RANGE = '^19.2.0';
// Given explicitly for the prefix below: its share key names no module to read a version from.
const { version: CORE_VERSION } = require('../package.json');
const { version: ROUTER_VERSION } = require('react-router-dom/package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** @param {{ antd: boolean }} options antd only for the shell and the admin remotes. */
function sharedFor({ antd }) {
  return {
    react: singleton(REACT_RANGE),
    // Subpaths (react/jsx-runtime, react-dom/client, ...) are separate modules: share them too.
    'react/': singleton(REACT_RANGE),
    'react-dom': singleton(REACT_RANGE),
    'react-dom/': singleton(REACT_RANGE),
    'react/jsx-runtime': singleton(REACT_RANGE),
    'react-dom/client': singleton(REACT_RANGE),
    // Resolved to @diet/frontend-core/src/router.ts (see rspack-app.js), which bundles the parts of
    // react-router it names; react-router itself is therefore not shared.
    'react-router-dom': { singleton: true, requiredVersion: false, version: ROUTER_VERSION },
    // Auth state, base query and store registry: one copy, whoever loads first provides it.
    // Redux Toolkit, RTK Query and React Redux too, as the one module of the names the apps use
    // (redux-shared.ts): a shared package keeps all its exports, used or not; these are tree-shaken.
    // packageName: the federation plugin looks the package up by it instead of resolving the key,
    // whose trailing slash the package's "./*" export would map (Node 24's DEP0155 warning).
    '@diet/frontend-core/': {
      singleton: true,
      requiredVersion: false,
      version: CORE_VERSION,
      packageName: '@diet/frontend-core',
    },
    ...(antd ? { antd: singleton('^6.0.0') } : {}),
  };
}

module.exports = { sharedFor };
