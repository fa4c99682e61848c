import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PublicPostThrottlerGuard } from './public-post-throttler.guard';
import { ThrottledRead } from './route-metadata';

class Routes {
  plain(): void {}
  @ThrottledRead()
  counted(): void {}
}

const ctx = (method: string, path: string, handler: () => void = Routes.prototype.plain) =>
  ({
    getType: () => 'http',
    getHandler: () => handler,
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ method, path }) }),
  }) as unknown as ExecutionContext;

describe('PublicPostThrottlerGuard', () => {
  // shouldSkip needs only the reflector: test it on a bare instance.
  const guard = Object.assign(Object.create(PublicPostThrottlerGuard.prototype), { reflector: new Reflector() }) as {
    shouldSkip(c: ExecutionContext): Promise<boolean>;
  };

  it('throttles public POSTs, and the reads marked as writing', async () => {
    expect(await guard.shouldSkip(ctx('POST', '/api/contact'))).toBe(false);
    expect(await guard.shouldSkip(ctx('POST', '/api/newsletter/subscribe'))).toBe(false);
    expect(await guard.shouldSkip(ctx('GET', '/api/events'))).toBe(true);
    expect(await guard.shouldSkip(ctx('POST', '/api/admin/events'))).toBe(true);
    expect(await guard.shouldSkip(ctx('POST', '/API/Admin/events'))).toBe(true);
    expect(await guard.shouldSkip(ctx('GET', '/api/analytics/track-visit', Routes.prototype.counted))).toBe(false);
  });

  it('throttles the public reads marked ThrottledRead (certificate codes) too', async () => {
    expect(await guard.shouldSkip(ctx('GET', '/api/certificates/ABC', Routes.prototype.counted))).toBe(false);
  });
});
