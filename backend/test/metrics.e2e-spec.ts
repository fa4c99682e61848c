/**
 * GET /metrics (ARCHITECTURE.md 12.5, names in 12.7): Prometheus text that moves with what the API
 * does (requests by route template, the public cache, the mail queue, scheduled jobs, the MySQL
 * pool), served to the internal network without a token, and with METRICS_TOKEN only to its bearer.
 */
import { METRICS_ACCESS } from '@diet/contracts/messages';
import { NewsletterWorker } from '../src/newsletter/newsletter-worker';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { createTestApp, describeApi, loginToken, usingMysql, type TestApp } from './utils/create-test-app';
import { waitFor } from './utils/test-smtp-server';

jest.setTimeout(60_000);

/** The value of one series in Prometheus text (undefined when absent); labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describeApi('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    return res.text;
  };

  beforeAll(async () => {
    // The worker stays off: the test runs its rounds itself, against an SMTP port nobody listens on.
    t = await createTestApp({
      env: { MAIL_WORKER: 'false', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_RETRY_DELAYS_MS: '60000' },
    });
  });
  afterAll(async () => t?.close());

  it('counts requests by route template and status, with their durations', async () => {
    const before = await scrape();
    const counted = (text: string, route: string, status: string) =>
      sample(text, 'http_requests_total', { method: 'GET', route, status }) ?? 0;
    await t.http().get('/api/events/no-such-id').expect(404);
    await t.http().get('/api/events/another-missing-id').expect(404);
    await t.http().get('/api/no/such/route').expect(404);
    const after = await scrape();
    // Two ids, one series: the template, never the raw address.
    expect(counted(after, '/api/events/:id', '404') - counted(before, '/api/events/:id', '404')).toBe(2);
    expect(after).not.toContain('no-such-id');
    expect(counted(after, 'unmatched', '404') - counted(before, 'unmatched', '404')).toBe(1);
    expect(
      sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/events/:id', status: '404' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(after, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/events/:id',
        status: '404',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts public cache misses and hits, and the hits under their route', async () => {
    const before = await scrape();
    const url = `/api/events?pageSize=7`;
    await t.http().get(url).expect(200);
    await t.http().get(url).expect(200);
    // With an Origin the hit goes through Express (its CORS answer differs per request).
    await t.http().get(url).set('Origin', 'https://example.org').expect(200);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('public_cache_misses_total')).toBe(1);
    expect(moved('public_cache_hits_total')).toBe(2);
    expect(moved('http_requests_total', { method: 'GET', route: '/api/events', status: '200' })).toBe(3);
  });

  it('shows the mail queue, the mail failures and the scheduled jobs', async () => {
    // Both hourly jobs run once at boot, without holding the boot up.
    const bootRuns = (text: string) =>
      ['trash-purge', 'form-retention'].map((job) => sample(text, 'job_runs_total', { job, result: 'success' }));
    await waitFor(async () => bootRuns(await scrape()).every((n) => n === 1), 10_000, 'the hourly jobs at boot');
    const text = await scrape();
    expect(bootRuns(text)).toEqual([1, 1]);
    expect(sample(text, 'mail_queue_depth')).toBe(0);
    expect(sample(text, 'mail_failures_total')).toBe(0);

    const subscribers = t.dataSource.getRepository(SubscriberEntity);
    for (const n of [1, 2]) {
      await subscribers.insert({
        name: `Reader ${n}`,
        email: `reader${n}@example.org`,
        type: 'Teacher',
        status: true,
        subscribedAt: new Date(),
        unsubscribeToken: `metrics-token-${n}`,
      });
    }
    const token = await loginToken(t);
    await t
      .http()
      .post('/api/admin/newsletter/send')
      .set({ Authorization: `Bearer ${token}` })
      .send({ subject: 'Metrics', content: 'News' })
      .expect(201);
    expect(sample(await scrape(), 'mail_queue_depth')).toBe(2);

    // Nobody listens on the SMTP port: each try fails and waits for its retry, still queued. The
    // worker's own rounds do the work: a round run beside them could find the rows already claimed
    // (SKIP LOCKED on MariaDB) and stop() hands back what a round has not reached yet.
    const worker = t.app.get(NewsletterWorker);
    await worker.start();
    await waitFor(async () => sample(await scrape(), 'mail_failures_total') === 2, 20_000, 'both tries failed');
    await worker.stop();
    const after = await scrape();
    expect(sample(after, 'mail_failures_total')).toBe(2);
    expect(sample(after, 'mail_queue_depth')).toBe(2);
  });

  it(usingMysql ? 'shows the MySQL pool' : 'has no pool gauges on SQLite, which has no pool', async () => {
    const text = await scrape();
    if (usingMysql) {
      expect(sample(text, 'db_pool_max_connections')).toBe(10);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('is refused to an address outside the internal network', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const outside = await behindProxy.http().get('/metrics').set('X-Forwarded-For', '203.0.113.7');
      expect(outside.status).toBe(403);
      expect(outside.body.message).toBe(METRICS_ACCESS.internalOnly);
      expect(outside.text).not.toContain('http_requests_total');
      await behindProxy.http().get('/metrics').set('X-Forwarded-For', '10.1.2.3').expect(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describeApi('job runs and their failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_WORKER: 'true', MAIL_POLL_MS: '50' } });
  });
  afterAll(async () => t?.close());

  const runs = async (result: string) =>
    sample((await t.http().get('/metrics').expect(200)).text, 'job_runs_total', { job: 'newsletter-send', result }) ??
    0;

  it("counts the newsletter worker's rounds, and a round that fails as a failure", async () => {
    await waitFor(async () => (await runs('success')) >= 1, 10_000, 'a newsletter round');
    expect(await runs('failure')).toBe(0);
    await t.dataSource.destroy();
    await waitFor(async () => (await runs('failure')) >= 1, 10_000, 'a failed newsletter round');
  });
});

describeApi('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: 'scrape-secret-1234' } });
  });
  afterAll(async () => t?.close());

  it('is refused without the token or with another one, even from loopback', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', 'scrape-secret-1234']) {
      const req = t.http().get('/metrics');
      const res = await (authorization ? req.set('Authorization', authorization) : req);
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(res.body.message).toBe(METRICS_ACCESS.tokenRequired);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('answers the bearer of the token', async () => {
    const res = await t.http().get('/metrics').set('Authorization', 'Bearer scrape-secret-1234').expect(200);
    expect(res.text).toContain('# TYPE http_requests_total counter');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
