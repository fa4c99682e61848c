/**
 * One log line per request (pino-http), written when the answer has gone out:
 * `{ level, time, requestId, method, path, status, responseTime (ms), userId?, msg }`.
 * Never a body, a header or a query string: unsubscribe links carry their token in the query.
 * Every answer carries the request id in `X-Request-Id`, and error bodies in `details.requestId`
 * (all-exceptions.filter.ts), so a reported error leads to its line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { RequestWithAdmin } from '../../auth/admin-principal';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id we are willing to write into our logs and headers as it came. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type LoggedRequest = IncomingMessage & RequestWithAdmin & { originalUrl?: string };

/**
 * The id of a new request: the one a trusted proxy sent in X-Request-Id when it is a short safe
 * token (so nginx's and our lines share it), otherwise a fresh UUID.
 */
export function chooseRequestId(incoming: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

/** The id pino-http gave the request, when it went through request logging. */
export function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

function requestLine(req: LoggedRequest, res: ServerResponse, responseTime: unknown) {
  const url = req.originalUrl ?? req.url ?? '';
  const userId = req.admin?.id;
  return {
    method: req.method,
    // The path alone: a query string may hold a token or what a visitor typed.
    path: url.split('?')[0],
    status: res.statusCode,
    responseTime,
    // Set by AdminAuthGuard once it has accepted the request's admin token.
    ...(userId ? { userId } : {}),
  };
}

/**
 * Logs an answer that `write` makes at once, without Express: the public cache's hits, answered in
 * front of the pipeline. The same line as pino-http's, made for a fraction of its cost (a profile
 * of cached lists under load put pino-http's child logger, redaction and finish listener at about a
 * third of each hit): no logger per request, no listener, and no redaction, since the line holds
 * only the fields named here.
 */
export type ImmediateAnswerLogging = (
  req: IncomingMessage,
  res: ServerResponse,
  write: (requestId: string) => void,
) => void;

/** `write` puts the id in its answer's X-Request-Id itself (setting it here first would slow its writeHead). */
export function immediateAnswerLogging(logger: Logger, trustProxy: boolean): ImmediateAnswerLogging {
  const lines = logger.child({}, { redact: { paths: [] } });
  return (req, res, write) => {
    const started = Date.now();
    const requestId = chooseRequestId(req.headers['x-request-id'], trustProxy);
    write(requestId);
    lines.info({ requestId, ...requestLine(req as LoggedRequest, res, Date.now() - started) }, 'request completed');
  };
}

/** The request-logging middleware; mount it before every other one so it sees every request. */
export function requestLogging(logger: Logger, trustProxy: boolean): HttpLogger<LoggedRequest> {
  return pinoHttp<LoggedRequest>({
    logger,
    // Neither the request nor the response object is logged (they would bring headers along):
    // child loggers carry the request id only, and the line is made by requestLine.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'responseTime' },
    genReqId: (req, res) => {
      const id = chooseRequestId(req.headers['x-request-id'], trustProxy);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessObject: (req, res, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
    // The cause of a 500 is logged by the exception filter, under the same request id.
    customErrorObject: (req, res, _error, value: { responseTime: number }) => requestLine(req, res, value.responseTime),
  });
}
