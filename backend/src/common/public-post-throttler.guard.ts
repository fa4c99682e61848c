/**
 * Throttles public POSTs (contact, subscribe, unsubscribe, research proposal) per client address
 * and route, and the public GETs marked @ThrottledRead (route-metadata.ts: the visit counter, which
 * writes, and certificate verification, whose answers are worth guessing at). Other reads are not
 * throttled, and admin routes have the token (the login has its own
 * failure counter). The counts live in the database (database-throttler-storage.ts), so the limit
 * holds across replicas.
 */
import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { isAdminPath } from '../auth/admin-auth.guard';
import { ApiError } from './api-error';
import { THROTTLED_READ } from './route-metadata';

@Injectable()
export class PublicPostThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (isAdminPath(req.path)) return true;
    if (this.reflector.getAllAndOverride<boolean>(THROTTLED_READ, [context.getHandler(), context.getClass()]))
      return false;
    return req.method !== 'POST';
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw new ApiError(429, HTTP_ERRORS.tooManyRequests);
  }
}
