// No '@diet/frontend-core/...' import here or below: a shared module may not be imported before
// the share scope exists (RUNTIME-006). first-data.ts reaches early-fetch by its path (it keeps its
// state on globalThis); carousel-preload.ts reads image-variants from libs/contracts (no state).
import { firstScreenChunks, siteUrlOf } from '@diet/contracts/first-route';
import { languageOfPath, pathWithoutLanguage } from '@diet/contracts/languages';
import { preloadCarouselPhoto } from './carousel-preload';
import { loadFirstRouteData } from './first-data';
import { loadRemoteEarly } from './federation/early-remote';
import { fetchRemotesConfig } from './federation/remotes-config';
import { scheduleSplashRemoval } from './splash';
import { yieldToMain } from './yield-to-main';

// Timed from navigation start, so start the clock before anything else loads.
scheduleSplashRemoval();

// Asked for now, in parallel with the app's own chunks, instead of after them.
const remotes = fetchRemotesConfig();

// On a public page, the public remote's files and the first route's data load while the splash
// shows, alongside the shell's chunks rather than after them (the 2-second splash of SPEC.md).
if (!window.location.pathname.startsWith('/admin')) {
  void remotes.then((config) =>
    loadRemoteEarly(config.mfe_public, './routes', {
      chunks: firstScreenChunks(window.location.pathname),
      language: languageOfPath(window.location.pathname),
    }),
  );
  // The site content, when the page does not carry it, names the home page's largest picture.
  const site = loadFirstRouteData().get(siteUrlOf(window.location.pathname));
  if (site && pathWithoutLanguage(window.location.pathname) === '/')
    void site.then((content) => preloadCarouselPhoto(content));
}

// Async boundary: Module Federation must set up the shared scope before React and friends are
// evaluated (importing them eagerly here gives RUNTIME-006).
// React's code runs as bootstrap loads; the store's, the app's and the first render follow in
// tasks of their own (bootstrap.tsx).
void import('./bootstrap').then(async ({ start }) => {
  await yieldToMain();
  await start(remotes);
});
