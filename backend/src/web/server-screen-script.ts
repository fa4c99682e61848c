import { createHash } from 'node:crypto';
import { READING_PREFS_SCRIPT } from '@diet/contracts/reading-prefs';
import { languageCookie } from '@diet/contracts/language-choice';
import { DEFAULT_LANGUAGE } from '@diet/contracts/languages';
import {
  APP_WHEN_SEEN,
  APP_WHEN_STORED_ATTRIBUTE,
  SERVER_SCREEN_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_ATTRIBUTE,
  SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE,
  SHELL_DATA_IDS,
  TRACK_VISIT_PATH,
  TRACKS_VISIT_ATTRIBUTE,
  TYPED_WITHOUT_APP,
  VISIT_TRACKED,
} from '@diet/contracts/first-route';
import { SPLASH_FADE_MS, SPLASH_LEAVING_CLASS, SPLASH_MS } from '@diet/contracts/limits';

/**
 * Written right after a server-rendered first screen (#root), for the time until the app has taken
 * it over:
 * - brings the app in, on a page that carries its files (SHELL_DATA_IDS.appFiles, shell-page.ts),
 *   at the visitor's first touch (a pointer down, a key, focus, a field changed; typing into a
 *   form marked TYPED_WITHOUT_APP, the site search, is not one until the field is left), when an element that needs it
 *   scrolls into view (APP_WHEN_SEEN: the carousel's autoplay), or at once when the visitor left
 *   something open in this session (APP_WHEN_STORED_ATTRIBUTE): the page works as plain HTML
 *   meanwhile, and a read-only visit never pays for the app's script (issue 38). A page without
 *   the block loads the app by its own script tag;
 * - counts the home page's visit (TRACKS_VISIT_ATTRIBUTE), which the app would count only once a
 *   touch had brought it;
 * - takes the splash away at SPLASH_MS, as shell/src/splash.ts would: the page is complete now;
 * - remembers the last button pressed before the shell starts hydrating (carousel pause,
 *   Principal's message), which the shell presses once the page is live (shell/src/server-screen.ts):
 *   until then the buttons have no handlers, and a tap would be lost; from then React has them.
 *   Escape, to close a dialog the server rendered open, is remembered and pressed again alike.
 *   The header's menu toggle is a link (#site-menu), not a button: followed, it opens the menu by
 *   itself (CSS :target, public-header.tsx), so nothing is remembered for it;
 * - remembers the language chosen with the header's switch, as the app's switch does
 *   (language-switch.tsx): the server sends the next English address to it;
 * - keeps a form without an action (one the app sends through the API) from going out as a plain
 *   GET to the page's address (the fields in the URL, the page reloaded) until the page is live:
 *   the app sends it, with what was typed. A form with an action (search, filters, reading tools)
 *   works without the app, and is sent as it is.
 * Inline, so no request stands between the page and it; the CSP allows exactly this text by its
 * hash (SERVER_SCREEN_SCRIPT_CSP_SOURCE). The shell's own splash removal, when it runs later,
 * finds the splash gone or leaving and changes nothing.
 */
/** The language switch's cookie (languageCookie's), as a script expression of the variable `language`. */
const LANGUAGE_COOKIE_EXPRESSION = JSON.stringify(languageCookie(DEFAULT_LANGUAGE)).replace(
  `=${DEFAULT_LANGUAGE};`,
  '=" + language + ";',
);

export const SERVER_SCREEN_SCRIPT = `(() => {
  const screen = document.getElementById('root');
  screen?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && screen.getAttribute('${SERVER_SCREEN_ATTRIBUTE}') === 'static')
      screen.setAttribute('${SERVER_SCREEN_PRESSED_ATTRIBUTE}', String([...screen.querySelectorAll('button')].indexOf(button)));
    const language = event.target instanceof Element ? event.target.closest('nav a[hreflang]')?.getAttribute('hreflang') : null;
    if (language && screen.hasAttribute('${SERVER_SCREEN_ATTRIBUTE}')) document.cookie = ${LANGUAGE_COOKIE_EXPRESSION};
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && screen?.getAttribute('${SERVER_SCREEN_ATTRIBUTE}') === 'static')
      screen.setAttribute('${SERVER_SCREEN_PRESSED_KEY_ATTRIBUTE}', event.key);
  });
  screen?.addEventListener('submit', (event) => {
    if (screen.hasAttribute('${SERVER_SCREEN_ATTRIBUTE}') && !event.target.hasAttribute('action')) event.preventDefault();
  });
  const visit = document.querySelector('[${TRACKS_VISIT_ATTRIBUTE}]');
  if (visit) {
    visit.setAttribute('${TRACKS_VISIT_ATTRIBUTE}', '${VISIT_TRACKED}');
    // The answer is read: a body left unread keeps the request open until it is collected.
    fetch('${TRACK_VISIT_PATH}', { cache: 'no-store' })
      .then((answer) => answer.text())
      .catch(() => undefined);
  }
  const files = document.getElementById('${SHELL_DATA_IDS.appFiles}');
  if (files) {
    // A change or input without a pointer or key before (assistive technology, autofill) is one too.
    const touches = ['pointerdown', 'keydown', 'focusin', 'input', 'change'];
    let started = false;
    let seen;
    // Typing into a field of a form the app does nothing with until it is sent (TYPED_WITHOUT_APP)
    // is not a touch: the keys stay the browser's own, not slowed by the app loading meanwhile.
    // Leaving the field, or touching anything else, brings the app.
    const typing = (target) =>
      target instanceof Element &&
      target.matches('textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset], [type=image], [type=file], [type=range], [type=color])') &&
      target.form?.hasAttribute('${Object.keys(TYPED_WITHOUT_APP)[0]}');
    const start = (event) => {
      if (started) return;
      if (typing(event?.target)) {
        if (event.type === 'focusin') event.target.addEventListener('focusout', () => start(), { once: true });
        return;
      }
      if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', () => start());
      started = true;
      touches.forEach((type) => removeEventListener(type, start, true));
      seen?.disconnect();
      const { script, preload } = JSON.parse(files.textContent);
      for (const [as, href] of preload) {
        const link = Object.assign(document.createElement('link'), { rel: 'preload', as, href });
        if (as === 'fetch') link.crossOrigin = 'anonymous';
        document.head.append(link);
      }
      document.head.append(Object.assign(document.createElement('script'), { src: script }));
    };
    touches.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
    const stored = (key) => {
      try {
        return sessionStorage.getItem(key) === 'true';
      } catch {
        return false;
      }
    };
    if ([...document.querySelectorAll('[${APP_WHEN_STORED_ATTRIBUTE}]')].some((element) => stored(element.getAttribute('${APP_WHEN_STORED_ATTRIBUTE}')))) start();
    else if (window.IntersectionObserver) {
      seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
      document.querySelectorAll('[${Object.keys(APP_WHEN_SEEN)[0]}]').forEach((element) => seen.observe(element));
    }
  }
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
