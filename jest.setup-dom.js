require('@testing-library/jest-dom');
// findBy*/waitFor wait 1 s by default; antd's modals and toasts in jsdom can take longer than that
// on a loaded 2-core machine (a CI run once missed the newsletter modal's button that way).
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });
// jsdom lacks these; antd and our layouts query them. (No window: a server render's test, run in
// the node environment.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!global.structuredClone) global.structuredClone = (v) => JSON.parse(JSON.stringify(v));
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(global, { TextEncoder, TextDecoder });
