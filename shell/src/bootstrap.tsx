import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SHELL_DATA_IDS } from '@diet/contracts/first-route';
import { DEFAULT_LANGUAGE, languageOfPath } from '@diet/contracts/languages';
import { textsLoaded } from '@diet/frontend-core/texts';
import { isUnavailable } from './federation/fallback-module';
import { setUpFederation } from './federation/federation';
import { preloadRemoteComponent } from './federation/remote-component';
import type { RemotesConfig } from './federation/remotes-config';
import { holdsServerScreen, takeOverServerScreen } from './server-screen';
import { yieldToMain } from './yield-to-main';

/**
 * Registers the remotes of /remotes.json, builds the store and renders the app, each step a task
 * of its own: the store's modules (Redux Toolkit) and the app's (router, layouts) are evaluated
 * only when their step comes. Evaluated all at once with React they were the page's longest task
 * (60 ms on a 2-core Xeon, 240 ms at Lighthouse's CPU x4; most of its TBT on `/`, issue #8).
 */
export async function start(remotesConfig: Promise<RemotesConfig>): Promise<void> {
  setUpFederation(await remotesConfig);
  await yieldToMain();

  const { createStore } = await import('./app/store');
  const store = createStore();
  // The first route's code loads while the splash shows (admin pages load their own chunk).
  const publicRoutes = window.location.pathname.startsWith('/admin')
    ? undefined
    : preloadRemoteComponent('mfe_public/routes');
  await yieldToMain();

  const [{ Provider }, { BrowserRouter }, { AppRoutes }] = await Promise.all([
    import('@diet/frontend-core/redux-shared'),
    import('react-router-dom'),
    import('./app/router'),
  ]);
  // The layout's texts in the page's language (language-loader.js), before anything renders them.
  await textsLoaded();
  await yieldToMain();

  // /pa/... and /hi/...: the router works below the language's prefix, so every page, link and
  // route is written once (to="/library" is /pa/library on a Punjabi page) and links keep the language.
  const language = languageOfPath(window.location.pathname);
  const basename = language === DEFAULT_LANGUAGE ? undefined : `/${language}`;
  const container = document.getElementById('root')!;
  // A page the server rendered to work without the app (it lists the app's files for the first
  // touch, SHELL_DATA_IDS.appFiles) stays the server's when its public part cannot come (the remote
  // down, after the retries): the app would put its 'temporarily unavailable' panel in place of the
  // page being read. A page with a form only the app sends gets the panel, which says why.
  const worksWithoutApp = holdsServerScreen(container) && document.getElementById(SHELL_DATA_IDS.appFiles);
  if (worksWithoutApp && publicRoutes && isUnavailable(await publicRoutes)) return;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
  // A transition: React renders (or hydrates) the first screen in small slices, yielding to the
  // browser between them, instead of one long task that blocks the phone's main thread
  // (Lighthouse's TBT). The splash covers the page meanwhile, so nothing is shown half-done.
  startTransition(() => {
    // The server's markup of this page is adopted, not rendered again (issue #22): the store holds
    // the answers it was rendered from (store-registry.ts), so the app's first render is the same
    // tree. The layout is hydrated at once; the public remote's part, a Suspense boundary, when its
    // code has come. Should it differ after all, React renders that boundary (or the whole root)
    // in the browser and reports it, and the visitor gets the app's page as without a server screen.
    if (takeOverServerScreen()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
