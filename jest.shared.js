/**
 * Shared jest settings for every workspace: SWC transforms TypeScript and TSX (fast, no type check:
 * `tsc --noEmit` in lint does that), and @diet/contracts resolves to its sources.
 */
const path = require('node:path');

const swcTransform = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const contractsMapper = {
  '^@diet/contracts/(.*)$': path.join(__dirname, 'libs/contracts/src/$1'),
  '^@diet/frontend-core/(.*)$': path.join(__dirname, 'libs/frontend-core/src/$1'),
  '^@diet/admin-ui/(.*)$': path.join(__dirname, 'libs/admin-ui/src/$1'),
};

/**
 * Packages published as ES modules only. Node 24 `require()`s them natively (the built API does), but
 * jest's CommonJS runtime does so only under --experimental-vm-modules, so SWC turns them into CommonJS.
 * htmlparser2 12 and its dom* helpers come with sanitize-html 2.18; json-schema-ref-parser with the
 * OpenAPI validator of the API tests.
 */
const ESM_ONLY = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  '@apidevtools/json-schema-ref-parser',
];

/** Node code: the backend and the contracts. */
function nodeProject(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform(false) },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: contractsMapper,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    ...overrides,
  };
}

/**
 * One React for every test: the workspaces pin their own copy while Testing Library, antd and
 * react-redux use the hoisted one; two copies break hooks ("Invalid hook call").
 */
const reactMapper = {
  '^react$': path.join(__dirname, 'node_modules/react'),
  '^react/(.*)$': path.join(__dirname, 'node_modules/react/$1'),
  '^react-dom$': path.join(__dirname, 'node_modules/react-dom'),
  '^react-dom/(.*)$': path.join(__dirname, 'node_modules/react-dom/$1'),
};

/** Browser code: the shell, the remotes and frontend-core. */
function browserProject(displayName, overrides = {}) {
  return {
    displayName,
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j)sx?$': swcTransform(true) },
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|svg|webp|gif|pdf)$': path.join(__dirname, 'jest.file-stub.js'),
      ...reactMapper,
      ...contractsMapper,
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup-dom.js')],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    ...overrides,
  };
}

module.exports = { nodeProject, browserProject, swcTransform };
