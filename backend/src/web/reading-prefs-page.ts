/**
 * The reading tools without script (issue 38 item 3): the header's text size and contrast buttons
 * are a GET form to READING_PREFS.path, answered here by keeping the choice in the visitor's cookie
 * and a 303 back to the page they were on; and every page this server renders carries the
 * cookie's choices on its <html>, per request, after the page's shared render (the first screen is
 * the same for every visitor; the answer varies by Cookie). A GET, not a POST: it changes only how
 * the site looks to this visitor, so a forged one can do no more than the visitor's own tap, and
 * it needs no token a plain form could not carry.
 */
import type { NextFunction, Request, Response } from 'express';
import {
  changedReadingPrefs,
  DEFAULT_READING_PREFS,
  READING_PREFS,
  type ReadingPrefs,
  readingPrefsAttributes,
  readingPrefsOf,
  readingPrefsValue,
  readingToolsState,
  sameSitePath,
} from '@diet/contracts/reading-prefs';
import { secureCookie } from '../auth/session-cookie';
import type { AppConfig } from '../config/app-config';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * GET READING_PREFS.path?size=larger&back=/pa/notices: the cookie with the choice changed from
 * the one it had, and 303 to `back`. A `back` that is not a path of this site (`//elsewhere`,
 * `https://...`) is never followed: the visitor goes to the home page (the language redirect
 * then picks theirs), with the choice kept; a tampered link is no reason for an error page.
 */
export function readingPrefsRoute(config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    const prefs = changedReadingPrefs(
      readingPrefsOf(req.headers.cookie) ?? DEFAULT_READING_PREFS,
      first(req.query.size),
      first(req.query.contrast),
    );
    res.cookie(READING_PREFS.cookie, readingPrefsValue(prefs), {
      path: '/',
      maxAge: READING_PREFS.cookieMaxAgeS * 1000,
      sameSite: 'lax',
      secure: secureCookie(req, config),
      // The page's script keeps it in step with localStorage (not HttpOnly); the value needs no encoding.
      httpOnly: false,
      encode: String,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.redirect(303, sameSitePath(first(req.query.back)) ?? '/');
  };
}

/** The reading tools' form in a rendered page (shell/src/public-layout/reading-tools.tsx). */
const TOOLS_FORM = new RegExp(`<form\\b[^>]*\\saction="${READING_PREFS.path}"[^]*?</form>`);
/** One of its buttons, by what it asks for (sizeChange, contrastChange); React writes its name last. */
const TOOL_BUTTON = /<button\b[^>]*\svalue="(smaller|normal|larger|toggle)"[^>]*>/g;

/**
 * The form's buttons as this visitor's choices make them (readingToolsState; the shared render has
 * the defaults): a page without script shows only this. The script's first render starts from the
 * defaults and then sets each to the same.
 */
function withToolsState(html: string, prefs: ReadingPrefs): string {
  const state = readingToolsState(prefs);
  return html.replace(TOOLS_FORM, (form) =>
    form.replace(TOOL_BUTTON, (button, change: keyof typeof state) => {
      const open = button
        .replace(/\saria-pressed="(?:true|false)"/, ` aria-pressed="${state[change].pressed}"`)
        .replace(/\sdisabled=""/, '');
      return state[change].disabled ? open.replace(/>$/, ' disabled="">') : open;
    }),
  );
}

/** The page with the visitor's choices from their Cookie header on <html> and its reading tools (as built without one). */
export function withReadingPrefs(html: string, cookieHeader: string | undefined): string {
  const prefs = readingPrefsOf(cookieHeader);
  if (!prefs) return html;
  const attributes = readingPrefsAttributes(prefs);
  return withToolsState(attributes ? html.replace(/<html\b[^>]*/, (open) => `${open}${attributes}`) : html, prefs);
}
