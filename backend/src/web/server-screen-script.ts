import { createHash } from 'node:crypto';
import { READING_PREFS_SCRIPT } from '@diet/contracts/reading-prefs';
import { SERVER_SCREEN_ATTRIBUTE, SERVER_SCREEN_PRESSED_ATTRIBUTE } from '@diet/contracts/first-route';
import { SPLASH_FADE_MS, SPLASH_LEAVING_CLASS, SPLASH_MS } from '@diet/contracts/limits';

/**
 * Written right after a server-rendered first screen (#root), for the time until the app has taken
 * it over (the shell's entry runs 2.3-2.8 s after navigation on a throttled phone):
 * - takes the splash away at SPLASH_MS, as shell/src/splash.ts would: the page is complete now,
 *   and it used to wait under the splash for that entry;
 * - remembers the last button pressed before the shell starts hydrating (carousel pause,
 *   Principal's message), which the shell presses once the page is live (shell/src/server-screen.ts):
 *   until then the buttons have no handlers, and a tap would be lost; from then React has them.
 *   The header's menu toggle is a link (#site-menu), not a button: followed, it opens the menu by
 *   itself (CSS :target, public-header.tsx), so nothing is remembered for it;
 * - keeps a form's submit button from sending the form as a plain GET to the page's address (the
 *   fields in the URL, the page reloaded) until the page is live: the app sends it, with what was typed.
 * Inline, so no request stands between the page and it; the CSP allows exactly this text by its
 * hash (SERVER_SCREEN_SCRIPT_CSP_SOURCE). The shell's own splash removal, when it runs later,
 * finds the splash gone or leaving and changes nothing.
 */
export const SERVER_SCREEN_SCRIPT = `(() => {
  const screen = document.getElementById('root');
  screen?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && screen.getAttribute('${SERVER_SCREEN_ATTRIBUTE}') === 'static')
      screen.setAttribute('${SERVER_SCREEN_PRESSED_ATTRIBUTE}', String([...screen.querySelectorAll('button')].indexOf(button)));
  });
  screen?.addEventListener('submit', (event) => {
    if (screen.hasAttribute('${SERVER_SCREEN_ATTRIBUTE}')) event.preventDefault();
  });
  const splash = document.getElementById('splash');
  if (!splash) return;
  setTimeout(() => {
    splash.classList.add('${SPLASH_LEAVING_CLASS}');
    setTimeout(() => splash.remove(), ${SPLASH_FADE_MS});
  }, Math.max(0, ${SPLASH_MS - SPLASH_FADE_MS} - performance.now()));
})();`;

const cspSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The script-src source that allows SERVER_SCREEN_SCRIPT, and no other inline script. */
export const SERVER_SCREEN_SCRIPT_CSP_SOURCE = cspSource(SERVER_SCREEN_SCRIPT);

/** The script-src source of the shell's head script that applies the reading tools' choices before the first paint. */
export const READING_PREFS_SCRIPT_CSP_SOURCE = cspSource(READING_PREFS_SCRIPT);
