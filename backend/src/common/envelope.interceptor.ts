/**
 * Wraps every handler result in `{ success: true, data, message?, meta? }` (ARCHITECTURE.md section 3).
 * A visitor's success message ('Message sent successfully!') follows `?lang=` / Accept-Language like
 * the error texts (ARCHITECTURE.md 11.2); the back office's stay English.
 */
import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { ApiSuccess } from '@diet/contracts/api';
import { DEFAULT_LANGUAGE, type Language } from '@diet/contracts/languages';
import { translateMessage } from '@diet/contracts/translate-message';
import { map, type Observable } from 'rxjs';
import { readerLanguage } from './error-language';
import { PageResult, WithMessage } from './page-result';
import { ADMIN_ONLY, RAW_RESPONSE } from './route-metadata';

export function toEnvelope(value: unknown, language: Language = DEFAULT_LANGUAGE): ApiSuccess<unknown> {
  if (value instanceof PageResult) return { success: true, data: value.items, meta: value.meta };
  if (value instanceof WithMessage)
    return { success: true, data: value.data ?? null, message: translateMessage(value.message, language) };
  return { success: true, data: value ?? null };
}

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const office =
      /^\/api\/admin(\/|$)/.test(req.path ?? '') ||
      this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    const language = office ? DEFAULT_LANGUAGE : readerLanguage(req);
    return next.handle().pipe(map((value) => (value instanceof StreamableFile ? value : toEnvelope(value, language))));
  }
}
