import type { ExecutionContext } from '@nestjs/common';
import { PublicPostThrottlerGuard } from './public-post-throttler.guard';

const ctx = (method: string, path: string) =>
  ({ getType: () => 'http', switchToHttp: () => ({ getRequest: () => ({ method, path }) }) }) as unknown as ExecutionContext;

describe('PublicPostThrottlerGuard', () => {
  // shouldSkip needs no injected state: test it on a bare instance.
  const guard = Object.create(PublicPostThrottlerGuard.prototype) as { shouldSkip(c: ExecutionContext): Promise<boolean> };

  it('throttles public POSTs only', async () => {
    expect(await guard.shouldSkip(ctx('POST', '/api/contact'))).toBe(false);
    expect(await guard.shouldSkip(ctx('POST', '/api/newsletter/subscribe'))).toBe(false);
    expect(await guard.shouldSkip(ctx('GET', '/api/events'))).toBe(true);
    expect(await guard.shouldSkip(ctx('POST', '/api/admin/events'))).toBe(true);
    expect(await guard.shouldSkip(ctx('POST', '/API/Admin/events'))).toBe(true);
  });
});
