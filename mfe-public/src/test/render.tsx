import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { siteApi } from '@diet/frontend-core/site-api';
import { injectApi } from '@diet/frontend-core/store-registry';
import { createTestStore } from '@diet/frontend-core/test-store';
import { pageFor } from '../route-table';

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

/**
 * The page the route table draws at `pagePath`, its parts (a list's or item's type's definitions,
 * its cards) loaded as in the app, opened at `address` (by default that page's; the staff preview's
 * draws the page its item is shown on).
 */
export function renderPage(address: string, pagePath = new URL(address, 'http://localhost').pathname) {
  const { Component } = pageFor(pagePath);
  return renderInShell(
    <Suspense fallback={null}>
      <Component />
    </Suspense>,
    address,
  );
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
