/**
 * Who is asking and from where, for the length of one request: set once by a middleware, read by
 * the activity log wherever it is written, so no service has to pass the person and the address
 * along. The admin is read from the request when asked, because the guard attaches it later.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { AdminPrincipal, RequestWithAdmin } from '../auth/admin-principal';

export interface RequestContext {
  /** The client address (behind a trusted proxy: the forwarded one). */
  readonly address: string | null;
  readonly admin: AdminPrincipal | undefined;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** '::ffff:203.0.113.7' (an IPv4 client on a dual-stack socket) reads as '203.0.113.7'. */
const plainAddress = (ip: string | undefined) => ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null;

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Mounted after the body parsers: their stream callbacks would otherwise run outside the context. */
export function requestContextMiddleware(req: Request & RequestWithAdmin, _res: Response, next: NextFunction): void {
  storage.run(
    {
      address: plainAddress(req.ip),
      get admin() {
        return req.admin;
      },
    },
    next,
  );
}
