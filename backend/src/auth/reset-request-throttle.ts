/**
 * Limits 'Forgot password?' requests per client address and per e-mail address, with the public
 * POST throttle's storage (throttle_counters), so the limit holds across replicas. The window and
 * the limit are the sign-in's (THROTTLE_TTL_MS, THROTTLE_LOGIN_FAILURES).
 */
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@Injectable()
export class ResetRequestThrottle {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one request of `who`; false once `who` has passed the limit in the window. */
  async allows(kind: 'client' | 'address', who: string): Promise<boolean> {
    const { ttlMs, loginFailures } = this.config.throttle;
    // Hashed: the key column is 64 characters, and an e-mail address is not kept in the clear.
    const key = createHash('sha256').update(`forgot-password:${kind}:${who.toLowerCase()}`).digest('hex');
    const record = await this.storage.increment(key, ttlMs, loginFailures, ttlMs, 'forgot-password');
    return !record.isBlocked;
  }
}
