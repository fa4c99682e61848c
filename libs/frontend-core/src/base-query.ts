import { fetchBaseQuery } from '@diet/frontend-core/redux-shared';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { activeLanguage } from '@diet/contracts/active-language';
import type { ServerRead } from '@diet/contracts/first-route';
import { apiUrlInLanguage, DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { ACCESS } from '@diet/contracts/access-messages';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { SESSION_RENEWAL, type ApiError, type ApiSuccess } from '@diet/contracts/api';
import { emitAdminEvent } from '@diet/frontend-core/admin-events';
import {
  logout,
  selectToken,
  selectUser,
  tokenRenewed,
  twoFactorSetupNeeded,
  type AuthState,
} from '@diet/frontend-core/auth-slice';
import { takeEarlyResponse } from '@diet/frontend-core/early-fetch';
import { loginPathFor, navigateTo } from '@diet/frontend-core/navigation';

export const API_BASE_URL = '/api';

/**
 * Admin calls need the token; the sign-in and the calls of a forgotten password or a mailed link
 * (which carry their own one-time token) are open to all.
 */
const OPEN_ADMIN_PATHS = [
  'admin/auth/login',
  'admin/auth/forgot-password',
  'admin/auth/check-link',
  'admin/auth/accept-invite',
  'admin/auth/reset-password',
  SESSION_RENEWAL.path,
];

function pathOf(args: string | FetchArgs): { path: string; method: string } {
  const url = typeof args === 'string' ? args : args.url;
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  return { path: url.replace(/^\/+/, '').split('?')[0], method };
}

/** Every /api/admin/** route and GET /api/contact require the token (ARCHITECTURE.md section 3). */
export function isAdminCall(args: string | FetchArgs): boolean {
  const { path, method } = pathOf(args);
  if (OPEN_ADMIN_PATHS.includes(path)) return false;
  return path === 'admin' || path.startsWith('admin/') || (path === 'contact' && method === 'GET');
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  // A public GET the shell started during the splash is taken over instead of asked again.
  fetchFn: (request) => takeEarlyResponse(request as Request) ?? fetch(request),
  prepareHeaders: (headers, { getState }) => {
    const token = selectToken(getState() as { auth: AuthState });
    // A call that brings its own bearer (a teacher's record) keeps it, whoever is signed in.
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * A public call names the page's language (ARCHITECTURE.md 11.2). A read on a Punjabi or Hindi page
 * asks for that language's content, `lang` as the last parameter, as firstRouteData spells the first
 * screen's URLs, so the answers the shell fetched early or the server wrote in are taken over, not
 * fetched again. A write (a message, an enrolment) names it on every page, English too, so its
 * answer and the mails it causes speak the page's language, never the browser's Accept-Language.
 * The office's calls do not (nor its sign-in's, which carry no token).
 */
export function inPageLanguage(args: string | FetchArgs, language: Language = activeLanguage()): string | FetchArgs {
  if (isAdminCall(args) || pathOf(args).path.startsWith('admin/')) return args;
  if (typeof args !== 'string' && pathOf(args).method !== 'GET')
    return { ...args, params: { ...args.params, lang: language } };
  if (language === DEFAULT_LANGUAGE) return args;
  if (typeof args === 'string') return apiUrlInLanguage(args, language);
  if (args.params) return { ...args, params: { ...args.params, lang: language } };
  return { ...args, url: apiUrlInLanguage(args.url, language) };
}

/**
 * What a server render's store carries (its thunk's extra argument, server-screen.tsx): its
 * public reads go to the API's own process, in the language of the page it renders. A store per
 * render, so renders of several pages and languages can overlap.
 */
export interface ServerRender {
  serverRead: ServerRead;
  language: Language;
}

const serverRenderOf = (extra: unknown) =>
  extra && typeof extra === 'object' && 'serverRead' in extra ? (extra as ServerRender) : undefined;

/**
 * A public read of a server render, spelled as the browser's (same parameters, same `lang`), so
 * the answer the page carries is the one the app's query takes over. The base URL only gives
 * Node's Request an origin; the read gets path and query.
 */
const readInProcess = ({ serverRead, language }: ServerRender): typeof rawBaseQuery => {
  const query = fetchBaseQuery({
    baseUrl: `http://in-process.invalid${API_BASE_URL}`,
    fetchFn: async (request) => {
      const { pathname, search } = new URL((request as Request).url);
      const { status, body } = await serverRead(`${pathname}${search}`);
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return (args, api, extra) => query(inPageLanguage(args, language), api, extra);
};

/** The error a call gets when it is refused before reaching the network. */
function notLoggedInError(): FetchBaseQueryError {
  const body: ApiError = {
    success: false,
    statusCode: 401,
    error: ACCESS.mustBeLoggedIn,
    message: ACCESS.mustBeLoggedIn,
  };
  return { status: 401, data: body };
}

/**
 * Seconds until an access token runs out (its `exp`); Infinity when it cannot be read (the server
 * then decides, and a 401 renews it).
 */
export function secondsLeft(token: string, now = Date.now()): number {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const exp = (JSON.parse(atob(payload)) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp - now / 1000 : Infinity;
  } catch {
    return Infinity;
  }
}

/**
 * Renewed this long before it runs out: longer than the shell's minute between re-reads of the
 * account, so while the back office is open the token a download or an upload takes from the state
 * is always valid.
 */
const RENEW_BEFORE_SECONDS = 90;

type Api = Parameters<typeof rawBaseQuery>[1];

/** The renewal under way: the calls that find the token running out at once wait for one renewal. */
let renewal: Promise<string | null> | null = null;

/**
 * A fresh access token of the session, by the HttpOnly cookie only the renewal route receives
 * (issue 35 item 4); null when the session has ended. Not a use of the session: a page left open
 * still ends at the idle limit.
 */
function renewedToken(api: Api, extra: object): Promise<string | null> {
  if (renewal) return renewal;
  const asked = (async () => {
    const result = await Promise.resolve(
      rawBaseQuery(
        { url: SESSION_RENEWAL.path, method: 'POST', headers: { [SESSION_RENEWAL.header]: '1' } },
        api,
        extra,
      ),
    ).catch(() => ({ error: true }) as const);
    const token = result.error ? null : ((result.data as ApiSuccess<{ token: string }>).data?.token ?? null);
    if (token) api.dispatch(tokenRenewed(token));
    return token;
  })().finally(() => {
    renewal = null;
  });
  renewal = asked;
  return asked;
}

/**
 * An admin call with a token that works: renewed first when it is about to run out, and renewed
 * and sent once more when the server finds it run out all the same (a clock that is off).
 */
async function adminCall(args: string | FetchArgs, api: Api, extra: object) {
  const token = selectToken(api.getState() as { auth: AuthState });
  if (token && secondsLeft(token) < RENEW_BEFORE_SECONDS) await renewedToken(api, extra);
  const result = await rawBaseQuery(inPageLanguage(args), api, extra);
  if (result.error?.status !== 401 || !(await renewedToken(api, extra))) return result;
  return rawBaseQuery(inPageLanguage(args), api, extra);
}

/**
 * The base query of every api slice: base URL /api, the bearer token on admin calls, admin calls
 * refused locally without a session, and a 401 from an admin call ends the session and sends the
 * user to the login page (with `next` so they come back). A 403 and a change written are told to
 * the shell (admin-events.ts).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const admin = isAdminCall(args);
  if (admin && !selectToken(api.getState() as { auth: AuthState })) return { error: notLoggedInError() };

  const server = serverRenderOf(api.extra);
  if (server) return readInProcess(server)(args, api, extra);
  const result = admin ? await adminCall(args, api, extra) : await rawBaseQuery(inPageLanguage(args), api, extra);
  if (admin && result.error?.status === 401) {
    // Told while the screen is still there: an open form keeps what was typed for after the sign-in.
    emitAdminEvent('sessionEnded', selectUser(api.getState() as { auth: AuthState })?.id);
    api.dispatch(logout());
    navigateTo(loginPathFor(window.location), { replace: true });
  }
  if (admin && result.error?.status === 403) {
    // Refused until the security policy's two-factor set-up is done: the shell shows only that
    // (not a 'refused' event, whose re-reads would be refused again).
    if ((result.error.data as Partial<ApiError> | undefined)?.message === TWO_FACTOR_MESSAGES.setupFirst)
      api.dispatch(twoFactorSetupNeeded());
    else emitAdminEvent('refused');
  }
  if (admin && !result.error && pathOf(args).method !== 'GET') emitAdminEvent('changed');
  return result;
};
