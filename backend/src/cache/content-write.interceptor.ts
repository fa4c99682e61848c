/**
 * Bumps the content version after every request that may change public data, before its answer
 * leaves, so the next public GET on any replica misses the cache. The one place that bumps: any
 * write, whatever module handles it, is covered without each service remembering to.
 */
import {
  HttpException,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { ContentVersionService } from './content-version.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The visitors' creates of the content types (a proposal stays hidden until the office approves it). */
export const visitorCreatePaths = (definitions: readonly ContentTypeDefinition[]): string[] =>
  definitions.flatMap((d) => (d.visitorCreate ? [`${d.path}/${d.visitorCreate.segment}`] : []));

/**
 * Writes that never touch what the public lists show. Left out, public posts cannot empty the
 * cache of every replica at will. Both tests ignore case, as the router does: `/API/admin/…` reaches
 * the same handler and must bump too.
 */
const NO_PUBLIC_EFFECT = new RegExp(
  `^\\/api\\/(contact|analytics\\/|admin\\/auth\\/|newsletter\\/(subscribe|unsubscribe)${visitorCreatePaths(
    CONTENT_TYPES,
  )
    .map((p) => `|${p.replace(/\//g, '\\/')}`)
    .join('')})`,
  'i',
);
const API = /^\/api\//i;

export function changesPublicData(method: string, path: string): boolean {
  return !READS.has(method) && API.test(path) && !NO_PUBLIC_EFFECT.test(path);
}

/** A refused request (4xx) changed nothing; anything else may have written part of its work. */
const mayHaveWritten = (error: unknown): boolean => !(error instanceof HttpException && error.getStatus() < 500);

@Injectable()
export class ContentWriteInterceptor implements NestInterceptor {
  constructor(private readonly versions: ContentVersionService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (!changesPublicData(req.method, req.path)) return next.handle();
    return next.handle().pipe(
      mergeMap((value) => from(this.versions.bump().then(() => value))),
      catchError((error: unknown) =>
        mayHaveWritten(error)
          ? from(this.versions.bump()).pipe(mergeMap(() => throwError(() => error)))
          : throwError(() => error),
      ),
    );
  }
}
