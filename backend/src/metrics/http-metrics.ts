/**
 * Counts every answer that goes through Express under its route TEMPLATE ('/api/events/:id'), never
 * the raw URL: ids and query strings would make a new series per request.
 */
import type { NextFunction, Request, Response } from 'express';
import type { AppMetrics } from './app-metrics';

const CACHED_ROUTE = Symbol('route of a cached answer');
type WithCachedRoute = Request & { [CACHED_ROUTE]?: string };

/** A cache hit is answered before routing: its template is the one recorded with the entry. */
export function rememberRoute(req: Request, route: string | undefined): void {
  if (route) (req as WithCachedRoute)[CACHED_ROUTE] = route;
}

/**
 * The template Express matched; for what no route answered, the mount it went through ('/mfe/x/*'
 * for a remote's files, '/*' for the shell's files and pages), or 'unmatched' for a 404.
 */
export function routeTemplate(req: Request, status: number): string {
  const cached = (req as WithCachedRoute)[CACHED_ROUTE];
  if (cached) return cached;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  // A wildcard is a middleware's route ('{*splat}', activity.module.ts), left when no handler matched.
  if (typeof path === 'string' && !path.includes('*')) return `${req.baseUrl}${path}`;
  return status === 404 ? 'unmatched' : `${req.baseUrl}/*`;
}

export function httpMetrics(metrics: AppMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      metrics.requestAnswered(
        req.method,
        routeTemplate(req, res.statusCode),
        res.statusCode,
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
}
