/**
 * The refresh cookie of an admin session (issue 35 item 4, docs/decisions.md): HttpOnly, so no
 * script of the page reads it; SameSite=Strict and sent to the renewal route only; Secure whenever
 * the site is reached over HTTPS. A renewal must also carry SESSION_RENEWAL.header (a cross-site
 * form cannot, and a cross-site script is refused by CORS) and, when the browser names its origin,
 * come from the site itself.
 */
import type { Request, Response } from 'express';
import { SESSION_RENEWAL } from '@diet/contracts/api';
import { ApiError } from '../common/api-error';
import type { AppConfig } from '../config/app-config';

const COOKIE_PATH = `/api/${SESSION_RENEWAL.path}`;

/** Whether a cookie the site sets is Secure: whenever the site is reached over HTTPS (the reading tools' one too). */
export const secureCookie = (req: Request, config: AppConfig) => req.secure || config.publicUrl.startsWith('https://');

/** HttpOnly, SameSite=Strict, to the renewal route only; Secure whenever the site is reached over HTTPS. */
const cookieOptions = (req: Request, config: AppConfig) =>
  ({ httpOnly: true, sameSite: 'strict', secure: secureCookie(req, config), path: COOKIE_PATH }) as const;

export function setSessionCookie(res: Response, req: Request, config: AppConfig, token: string, expires: Date): void {
  res.cookie(SESSION_RENEWAL.cookie, token, { ...cookieOptions(req, config), expires });
}

export function clearSessionCookie(res: Response, req: Request, config: AppConfig): void {
  res.clearCookie(SESSION_RENEWAL.cookie, cookieOptions(req, config));
}

/** The cookie's token, if the request carries it. */
export function sessionCookieOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_RENEWAL.cookie)
      return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Refuses (403) a renewal without the header or from a page of another site. */
export function assertSameSiteRenewal(req: Request, config: AppConfig): void {
  const origin = req.headers.origin;
  const site = [new URL(config.publicUrl).origin, ...config.corsOrigins, `${req.protocol}://${req.get('host')}`];
  if (req.get(SESSION_RENEWAL.header) !== '1' || (origin !== undefined && !site.includes(origin)))
    throw new ApiError(403, SESSION_RENEWAL.crossSite);
}
