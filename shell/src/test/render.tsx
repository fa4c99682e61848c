import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { siteApi } from '@diet/frontend-core/site-api';
import { injectApi } from '@diet/frontend-core/store-registry';
import { createTestStore } from '@diet/frontend-core/test-store';

/** Renders with the shell's store and a router at `path`; a second route shows where we went. */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    routePath = '*',
    adminProbe = true,
    wrap = (children) => children,
  }: { path?: string; routePath?: string; adminProbe?: boolean; wrap?: (children: ReactNode) => ReactNode } = {},
) {
  injectApi(siteApi);
  const store = createTestStore();
  const utils = render(
    <Provider store={store}>
      {wrap(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {adminProbe && <Route path="/admin/*" element={<p data-testid="admin-page">admin</p>} />}
          </Routes>
        </MemoryRouter>,
      )}
    </Provider>,
  );
  return { store, ...utils };
}

/** A Response carrying our API envelope. */
export function envelope(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(status < 400 ? { success: true, data } : data), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
