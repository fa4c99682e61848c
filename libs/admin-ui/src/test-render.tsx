import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@diet/frontend-core/base-query';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { siteApi } from '@diet/frontend-core/site-api';
import { injectApi } from '@diet/frontend-core/store-registry';
import { createTestStore } from '@diet/frontend-core/test-store';
import type { Role } from '@diet/contracts/accounts';
import { SESSION_KEYS } from '@diet/contracts/api';
import { injectContentEndpoints } from './content-api';

// jsdom has no ResizeObserver; antd's Table and Select observe their size.
if (!('ResizeObserver' in globalThis)) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders inside the shell's kind of store and a router at `path`. */
export function renderInShell(ui: ReactElement, path = '/') {
  injectApi(siteApi);
  const store = createTestStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}

/** A session in the browser's storage, as the sign-in leaves it, for someone of `role`. */
export function signedInForTest(role: Role, email = `${role}@example.org`): void {
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: 'u1', email, name: `A ${role}`, role }));
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The content screens' calls on an api slice of their own, as a remote's (`reducerPath` keeps test files apart). */
export function contentEndpointsForTest(reducerPath: string) {
  return injectContentEndpoints(
    injectApi(createApi({ reducerPath, baseQuery, tagTypes: ['Content', 'Dashboard'], endpoints: () => ({}) })),
  );
}
