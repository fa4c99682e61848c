import { SPLASH_FADE_MS, SPLASH_LEAVING_CLASS, SPLASH_MS } from '@diet/contracts/limits';
import { firstScreenShown, whenShown } from './server-screen';

/** How long the splash still has to stay: SPLASH_MS counted from navigation start, not from now. */
export function splashRemainingMs(now: number = performance.now()): number {
  return Math.max(0, SPLASH_MS - now);
}

/**
 * The longest the splash waits for the first screen, from navigation start: a load that never ends
 * (a stalled connection) then shows the page's own loading state instead of the splash forever.
 */
export const SPLASH_MAX_MS = 10_000;

/**
 * Removes the static splash of index.html 2 s after navigation start (fading out during the last
 * 300 ms). The app has been mounting and loading its first route behind it meanwhile. On a phone
 * too slow for that, the splash stays until the first screen is there (at most SPLASH_MAX_MS) and
 * fades then: the visitor never sees a blank page between the splash and the first screen. A first
 * screen the server rendered into the page is complete at once.
 */
export function scheduleSplashRemoval(doc: Document = document, now: number = performance.now()): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  let stopWatching: (() => void) | undefined;
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    stopWatching?.();
    clearTimeout(cap);
    splash.classList.add(SPLASH_LEAVING_CLASS);
    setTimeout(() => splash.remove(), SPLASH_FADE_MS);
  };
  const cap = setTimeout(leave, Math.max(0, SPLASH_MAX_MS - now));
  setTimeout(
    () => {
      stopWatching = whenShown(doc.getElementById('root'), () => firstScreenShown(doc), leave);
    },
    Math.max(0, splashRemainingMs(now) - SPLASH_FADE_MS),
  );
}

/** Replaces the build-time institute name and subtitle with the live ones, if still visible. */
export function updateSplashTexts(name: string, subtitle: string, doc: Document = document): void {
  const nameEl = doc.querySelector('[data-splash-name]');
  const subtitleEl = doc.querySelector('[data-splash-subtitle]');
  if (nameEl && name) nameEl.textContent = name;
  if (subtitleEl && subtitle) subtitleEl.textContent = subtitle;
}
