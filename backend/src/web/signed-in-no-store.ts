/**
 * `Cache-Control: no-store` on every answer to a signed-in request (ARCHITECTURE 12.4): anything
 * sent with a bearer token, and everything under /api/admin/ (the sign-in answer carries the token
 * itself, the link routes carry one-time tokens). Set when the headers go out, so a route's own
 * Cache-Control (a file's long lifetime, a list's no-cache) cannot leave a signed-in answer in a
 * browser's or a proxy's cache. The router ignores case, so this does too.
 */
import type { NextFunction, Request, Response } from 'express';

const ADMIN_API = /^\/api\/admin(\/|$)/i;

export const isSignedInRequest = (req: Request): boolean =>
  Boolean(req.headers.authorization) || ADMIN_API.test(req.path);

export function signedInNoStore() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isSignedInRequest(req)) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        this.setHeader('Cache-Control', 'no-store');
        return writeHead.apply(this, args);
      } as Response['writeHead'];
    }
    next();
  };
}
