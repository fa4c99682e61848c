// Relative on purpose: '@diet/frontend-core/...' is a shared module, which the entry may not import
// before the share scope exists (RUNTIME-006); early-fetch keeps its state on globalThis
// (carousel-preload.ts reads image-variants from libs/contracts, which has no state).
import { firstRouteData, pageChunkName } from '@diet/contracts/first-route';
import { fetchEarly } from '../../libs/frontend-core/src/early-fetch';
import { preloadCarouselPhoto } from './carousel-preload';
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
  void remotes.then((config) => loadRemoteEarly(config.mfe_public, './routes', pageChunkName(window.location.pathname)));
  const [site] = firstRouteData(window.location.pathname, window.location.search).map((url) => fetchEarly(url));
  if (window.location.pathname === '/') void site.then((content) => preloadCarouselPhoto(content));
}

// Async boundary: Module Federation must set up the shared scope before React and friends are
// evaluated (importing them eagerly here gives RUNTIME-006).
// The shared modules' code runs as bootstrap loads; rendering starts in a task of its own.
void import('./bootstrap').then(async ({ start }) => {
  await yieldToMain();
  await start(remotes);
});
