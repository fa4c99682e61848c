/**
 * The ONE exception filter: every error leaves as
 * `{ success: false, statusCode, error, message, details? }` with error === message, a text from
 * libs/contracts, and never a stack trace. Bad input never becomes a 500. `details.requestId` is
 * the request's id (X-Request-Id), beside any per-field messages, so a reported error leads to its
 * log line.
 */
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError as ApiErrorBody } from '@diet/contracts/api';
import { ACCESS, HTTP_ERRORS, UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ApiError } from './api-error';
import { isDatabaseUnavailable, isDuplicateKey } from './db-errors';
import { readerLanguage, inLanguage } from './error-language';
import { requestIdOf } from './logging/request-logging';

/** Texts we may pass through from an exception raised elsewhere (they are ours). */
const CATALOGUE = new Set<string>(
  [VALIDATION, UPLOAD, ACCESS, HTTP_ERRORS].flatMap((group) =>
    Object.values(group).filter((v): v is string => typeof v === 'string'),
  ),
);

const TEXT_BY_STATUS: Record<number, string> = {
  400: HTTP_ERRORS.badRequest,
  401: ACCESS.mustBeLoggedIn,
  403: ACCESS.mustBeLoggedIn,
  404: HTTP_ERRORS.routeNotFound,
  405: HTTP_ERRORS.methodNotAllowed,
  409: HTTP_ERRORS.conflict,
  413: HTTP_ERRORS.payloadTooLarge,
  429: HTTP_ERRORS.tooManyRequests,
  503: HTTP_ERRORS.databaseUnavailable,
};

export interface ErrorOutcome {
  status: number;
  text: string;
  details?: Record<string, string>;
  data?: unknown;
}

function textForStatus(status: number): string {
  if (TEXT_BY_STATUS[status]) return TEXT_BY_STATUS[status];
  return status >= 500 ? HTTP_ERRORS.internal : HTTP_ERRORS.badRequest;
}

/** Decides status and text for any thrown value. Exported for unit tests. */
export function describeError(exception: unknown): ErrorOutcome {
  if (exception instanceof ApiError) {
    return {
      status: exception.getStatus(),
      text: exception.text,
      details: exception.details,
      ...(exception.data === undefined ? {} : { data: exception.data }),
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const text = typeof raw === 'string' && CATALOGUE.has(raw) ? raw : textForStatus(status);
    return { status, text };
  }
  const err = exception as { type?: string; status?: number; statusCode?: number; name?: string } | null;
  // body-parser marks its errors with a `type`.
  if (err?.type === 'entity.parse.failed') return { status: 400, text: HTTP_ERRORS.malformedJson };
  if (err?.type === 'entity.too.large') return { status: 413, text: HTTP_ERRORS.payloadTooLarge };
  if (isDatabaseUnavailable(exception)) return { status: 503, text: HTTP_ERRORS.databaseUnavailable };
  if (isDuplicateKey(exception)) return { status: 409, text: HTTP_ERRORS.conflict };
  if (err?.name === 'EntityNotFoundError') return { status: 404, text: HTTP_ERRORS.notFound };
  // Other middleware errors (serve-static 404, unsupported charset 415, ...) carry a 4xx status.
  const status = err?.status ?? err?.statusCode;
  // serve-static answers a path with '..' by 403: say 404, revealing nothing about the files.
  if (status === 403) return { status: 404, text: HTTP_ERRORS.routeNotFound };
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, text: textForStatus(status) };
  return { status: 500, text: HTTP_ERRORS.internal };
}

export function errorBody(outcome: ErrorOutcome, requestId?: string): ApiErrorBody {
  // The request id last: it wins over a (refused) field of the same name.
  const details = { ...outcome.details, ...(requestId ? { requestId } : {}) };
  return {
    success: false,
    statusCode: outcome.status,
    error: outcome.text,
    message: outcome.text,
    ...(Object.keys(details).length > 0 ? { details } : {}),
    ...(outcome.data === undefined ? {} : { data: outcome.data }),
  };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const outcome = inLanguage(describeError(exception), readerLanguage(req));
    if (outcome.status >= 500) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      if (outcome.status === 503)
        this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : detail}`);
      else this.logger.error(detail);
    }
    const res = http.getResponse<Response>();
    if (res.headersSent) {
      res.end();
      return;
    }
    // The text follows Accept-Language: a shared cache must keep one answer per language.
    res.vary('Accept-Language');
    // JSON whatever the route would have answered (an RSS feed's @Header has already named XML).
    res
      .status(outcome.status)
      .type('application/json')
      .json(errorBody(outcome, requestIdOf(req)));
  }
}
