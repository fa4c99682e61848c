/**
 * Counts FAILED sign-ins per client address in a sliding window: after the limit the address gets
 * 429 until the window passes. Successful sign-ins are not counted, so an office that signs in
 * often is never locked out. Kept in memory: per replica, which still bounds guessing.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@Injectable()
export class LoginAttemptsService {
  private readonly failures = new Map<string, number[]>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private recent(key: string, now: number): number[] {
    const windowStart = now - this.config.throttle.ttlMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > windowStart);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.config.throttle.loginFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.failures.set(key, list);
    // Bound memory under a flood of distinct addresses.
    if (this.failures.size > 10_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }
}
