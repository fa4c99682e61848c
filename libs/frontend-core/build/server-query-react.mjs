/**
 * `@reduxjs/toolkit/query/react` as the server bundles see it (rspack-app.js aliases it there):
 * the same module, but its createApi's hooks start their queries during render instead of in an
 * effect, which a server render never runs. libs/frontend-core/src/server-screen.tsx renders
 * again once those reads are answered, so every page's own queries say what it needs.
 */
import { buildCreateApi, coreModule, reactHooksModule } from 'rtk-query-react-of-the-package';

export * from 'rtk-query-react-of-the-package';

export const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }));
