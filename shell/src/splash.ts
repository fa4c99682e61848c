import { SPLASH_MS } from '@diet/contracts/limits';

/** How long the splash still has to stay: SPLASH_MS counted from navigation start, not from now. */
export function splashRemainingMs(now: number = performance.now()): number {
  return Math.max(0, SPLASH_MS - now);
}

/** The fade-out of index.html's CSS; it ends exactly at SPLASH_MS. */
export const SPLASH_FADE_MS = 300;

/**
 * Removes the static splash of index.html 2 s after navigation start (fading out during the last
 * 300 ms). The app has been mounting and loading its first route behind it meanwhile.
 */
export function scheduleSplashRemoval(doc: Document = document, now: number = performance.now()): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const remaining = splashRemainingMs(now);
  setTimeout(() => splash.classList.add('splash-leaving'), Math.max(0, remaining - SPLASH_FADE_MS));
  setTimeout(() => splash.remove(), remaining);
}

/** Replaces the build-time institute name and subtitle with the live ones, if still visible. */
export function updateSplashTexts(name: string, subtitle: string, doc: Document = document): void {
  const nameEl = doc.querySelector('[data-splash-name]');
  const subtitleEl = doc.querySelector('[data-splash-subtitle]');
  if (nameEl && name) nameEl.textContent = name;
  if (subtitleEl && subtitle) subtitleEl.textContent = subtitle;
}
