/** Every route registered on the Express router (method + path), for tests that must cover all. */
import type { INestApplication } from '@nestjs/common';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

export function registeredRoutes(app: INestApplication): { method: string; path: string }[] {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (instance.router ?? instance._router)?.stack ?? [];
  const out: { method: string; path: string }[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return out;
}

/** A concrete URL for a route pattern: every :param becomes a placeholder value. */
export const concretePath = (pattern: string) =>
  pattern.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000');

/**
 * The /api/admin routes that answer without a token: the sign-in, and the pages a mailed link or a
 * forgotten password leads to (ARCHITECTURE.md section 11.3), which carry their own one-time token.
 */
export const PUBLIC_ADMIN_PATHS = [
  '/api/admin/auth/login',
  '/api/admin/auth/accept-invite',
  '/api/admin/auth/forgot-password',
  '/api/admin/auth/reset-password',
  '/api/admin/auth/check-link',
  // Authenticated by the session's HttpOnly cookie, not a bearer (its own suite: session-renewal).
  '/api/admin/auth/refresh',
];
