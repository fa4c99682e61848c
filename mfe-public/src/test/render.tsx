import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { siteApi } from '@diet/frontend-core/site-api';
import { injectApi } from '@diet/frontend-core/store-registry';
import { createTestStore } from '@diet/frontend-core/test-store';

/** Renders inside the shell's kind of store and a router at `path` (under `basename`, a language's prefix, as the shell's). */
export function renderInShell(ui: ReactElement, path = '/', basename?: string) {
  injectApi(siteApi);
  const store = createTestStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter basename={basename} initialEntries={[path]}>
          {ui}
        </MemoryRouter>
      </Provider>,
    ),
  };
}

/** Renders `page` as the route `pattern` draws it, opened at the address `path` (its query too). */
export const renderRoute = (pattern: string, page: ReactElement, path: string) =>
  renderInShell(
    <Routes>
      <Route path={pattern} element={page} />
    </Routes>,
    path,
  );

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
