/**
 * helmet with a CSP that still lets the shell load its remotes: scripts from self and from the
 * origins of the REMOTE_URL_* settings (and the server-rendered page's one inline script, by its hash), antd's inline styles, the map embed as a frame.
 */
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';
import { SITE_CONTENT } from '../site/site-content';
import { READING_PREFS_SCRIPT_CSP_SOURCE, SERVER_SCREEN_SCRIPT_CSP_SOURCE } from './server-screen-script';

function originOf(url: string): string | null {
  try {
    return url.startsWith('/') ? null : new URL(url).origin;
  } catch {
    return null;
  }
}

export function remoteOrigins(config: AppConfig): string[] {
  return [
    ...new Set(
      Object.values(config.remoteUrls)
        .map(originOf)
        .filter((o): o is string => o !== null),
    ),
  ];
}

/**
 * Powerful features no page of ours uses, refused to the pages and to every frame in them (the map
 * embed included): a script that gets in cannot reach a visitor's camera, microphone or position.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export function securityHeaders(config: AppConfig) {
  const helmetHeaders = helmetFor(config);
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}

function helmetFor(config: AppConfig) {
  const remotes = remoteOrigins(config);
  const mapOrigin = originOf(SITE_CONTENT.address.mapEmbedUrl);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The inline scripts are the server-rendered page's own and the reading tools' (server-screen-script.ts), each allowed by its hash.
        'script-src': ["'self'", ...remotes, SERVER_SCREEN_SCRIPT_CSP_SOURCE, READING_PREFS_SCRIPT_CSP_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': ["'self'", 'data:', 'blob:', ...remotes],
        'font-src': ["'self'", 'data:', ...remotes],
        'connect-src': ["'self'", ...remotes],
        'frame-src': mapOrigin ? [mapOrigin] : ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        ...(config.isProduction && config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Remotes on other origins fetch our API and images: allow cross-origin reads of them.
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only in production: sent over plain http in development it would pin localhost to https.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
