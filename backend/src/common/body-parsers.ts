/**
 * JSON and form body parsers whose failures become our own errors. Nest would turn a JSON
 * SyntaxError into a generic 400 carrying the parser's English; here it is HTTP_ERRORS.malformedJson.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ApiError } from './api-error';

function mapParserError(error: unknown): unknown {
  const e = error as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return new ApiError(400, HTTP_ERRORS.malformedJson);
  if (e?.type === 'entity.too.large') return new ApiError(413, HTTP_ERRORS.payloadTooLarge);
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return new ApiError(e.status, HTTP_ERRORS.badRequest);
  return error;
}

const wrap =
  (parser: RequestHandler): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (err?: unknown) => next(err ? mapParserError(err) : undefined));

export function bodyParsers(limit: string): RequestHandler[] {
  return [wrap(express.json({ limit, strict: true })), wrap(express.urlencoded({ limit, extended: false }))];
}
