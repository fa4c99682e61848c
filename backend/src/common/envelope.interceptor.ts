/** Wraps every handler result in `{ success: true, data, message?, meta? }` (ARCHITECTURE.md section 3). */
import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiSuccess } from '@diet/contracts/api';
import { map, type Observable } from 'rxjs';
import { PageResult, WithMessage } from './page-result';
import { RAW_RESPONSE } from './route-metadata';

export function toEnvelope(value: unknown): ApiSuccess<unknown> {
  if (value instanceof PageResult) return { success: true, data: value.items, meta: value.meta };
  if (value instanceof WithMessage) return { success: true, data: value.data ?? null, message: value.message };
  return { success: true, data: value ?? null };
}

@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    if (raw) return next.handle();
    return next.handle().pipe(map((value) => (value instanceof StreamableFile ? value : toEnvelope(value))));
  }
}
