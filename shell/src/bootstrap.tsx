import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createStore } from './app/store';
import { AppRoutes } from './app/router';
import { setUpFederation } from './federation/federation';
import { preloadRemoteComponent } from './federation/remote-component';
import type { RemotesConfig } from './federation/remotes-config';
import { yieldToMain } from './yield-to-main';

/** Builds the store, registers the remotes of /remotes.json and renders the app. */
export async function start(remotesConfig: Promise<RemotesConfig>): Promise<void> {
  const store = createStore();
  setUpFederation(await remotesConfig);

  // The first route's code loads while the splash shows (admin pages load their own chunk).
  if (!window.location.pathname.startsWith('/admin')) void preloadRemoteComponent('mfe_public/routes');
  await yieldToMain();

  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in small slices, yielding to the browser between
  // them, instead of one long task that blocks the phone's main thread (Lighthouse's TBT). The
  // splash covers the page meanwhile, so nothing is shown half-done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    ),
  );
}
