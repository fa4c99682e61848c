import { fetchRemotesConfig } from './federation/remotes-config';
import { scheduleSplashRemoval } from './splash';

// Timed from navigation start, so start the clock before anything else loads.
scheduleSplashRemoval();

// Asked for now, in parallel with the app's own chunks, instead of after them.
const remotes = fetchRemotesConfig();

// Async boundary: Module Federation must set up the shared scope before React and friends are
// evaluated (importing them eagerly here gives RUNTIME-006).
void import('./bootstrap').then(({ start }) => start(remotes));
