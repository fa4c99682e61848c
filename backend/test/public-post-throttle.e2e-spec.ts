/**
 * The public POST limit lives in the database (throttle_counters): two app instances on one
 * database (two replicas) share each client's count, simultaneous requests each get their own
 * count, the block after the limit lasts a full window, and expired rows are pruned. Runs on
 * SQLite and MariaDB; e2e/deploy/replicas.test.ts proves it again across processes behind nginx.
 */
import { CONTACT_SUBJECTS } from '@diet/contracts/enums';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { getStorageToken } from '@nestjs/throttler';
import type { DatabaseThrottlerStorage } from '../src/common/database-throttler-storage';
import { ThrottleCounterEntity } from '../src/common/throttle-counter.entity';
import { createTestReplicas, describeApi, type TestApp, type TestReplicas } from './utils/create-test-app';

jest.setTimeout(60_000);

const LIMIT = 4;
const TTL_MS = 60_000;

describeApi('public POST limit counted in the database', () => {
  let replicas: TestReplicas;
  let one: TestApp;
  let two: TestApp;
  const env = { THROTTLE_PUBLIC_LIMIT: String(LIMIT), THROTTLE_TTL_MS: String(TTL_MS), TRUST_PROXY: '1' };

  beforeAll(async () => {
    replicas = await createTestReplicas(env);
    [one, two] = replicas.apps;
  });
  afterAll(() => replicas?.close());

  const contact = (t: TestApp, client: string, tag = client) =>
    t
      .http()
      .post('/api/contact')
      .set('X-Forwarded-For', client)
      .send({
        name: 'Throttle test',
        email: 'reader@example.org',
        subject: CONTACT_SUBJECTS[0],
        message: `From ${tag}`,
      });
  const counters = () => one.dataSource.getRepository(ThrottleCounterEntity);

  it('lets a client post the limit across both instances, then answers 429 on either, with the headers of one instance', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await contact(i % 2 ? two : one, '198.51.100.1');
      expect({ i, status: res.status }).toEqual({ i, status: 201 });
      expect(res.headers['x-ratelimit-limit-public']).toBe(String(LIMIT));
      expect(res.headers['x-ratelimit-remaining-public']).toBe(String(LIMIT - i - 1));
    }
    const first = await contact(one, '198.51.100.1');
    expect(first.status).toBe(429);
    expect(first.body.message).toBe(HTTP_ERRORS.tooManyRequests);
    // Blocked for a full window from the hit past the limit, as with one instance.
    expect(first.headers['retry-after-public']).toBe(String(TTL_MS / 1000));
    const second = await contact(two, '198.51.100.1');
    expect(second.status).toBe(429);
    expect(second.body.message).toBe(HTTP_ERRORS.tooManyRequests);
    expect(Number(second.headers['retry-after-public'])).toBeGreaterThan(TTL_MS / 1000 - 5);
    // Nothing past the limit was stored; another client is not affected.
    const [{ n }] = await one.dataSource.query(
      "SELECT COUNT(*) AS n FROM contact_messages WHERE message = 'From 198.51.100.1'",
    );
    expect(Number(n)).toBe(LIMIT);
    expect((await contact(two, '198.51.100.2')).status).toBe(201);
  });

  it.each([
    ['one instance', '198.51.100.10', () => [one]],
    ['both instances', '198.51.100.11', () => [one, two]],
  ])(
    'gives exactly the limit of successes to %s answering simultaneous posts of one client',
    async (_label, client, apps) => {
      const to = apps();
      const statuses = await Promise.all(
        Array.from({ length: LIMIT + 5 }, (_, i) =>
          contact(to[i % to.length], client, `${client} #${i}`).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      // Every hit was counted in the one shared row of this client and route.
      expect((await counters().find()).map((c) => c.hits)).toContain(LIMIT + 5);
    },
  );

  describe('the storage', () => {
    const storage = () => one.app.get<DatabaseThrottlerStorage>(getStorageToken(), { strict: false });
    const start = Date.now() + 10 * TTL_MS;
    const hit = (key: string, at: number) => storage().increment(key, TTL_MS, 2, TTL_MS, 'public', at);

    it('blocks for a full window from the hit past the limit, then opens a new window', async () => {
      expect(await hit('k-window', start)).toEqual({
        totalHits: 1,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
      expect(await hit('k-window', start + 30_000)).toEqual({
        totalHits: 2,
        timeToExpire: 30,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
      expect(await hit('k-window', start + 50_000)).toEqual({
        totalHits: 3,
        timeToExpire: 60,
        isBlocked: true,
        timeToBlockExpire: 60,
      });
      // Past the first window but inside the block: still blocked, the block does not move.
      expect(await hit('k-window', start + 70_000)).toEqual({
        totalHits: 4,
        timeToExpire: 40,
        isBlocked: true,
        timeToBlockExpire: 40,
      });
      expect(await hit('k-window', start + 110_000)).toEqual({
        totalHits: 1,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
    });

    it('deletes expired rows when a later window opens, so the table holds only live keys', async () => {
      const later = start + 10 * TTL_MS;
      await hit('k-old-1', later);
      await hit('k-old-2', later + 1_000);
      // A new window a full ttl later: every row above (and of the tests before) has expired.
      await hit('k-new', later + TTL_MS + 1_000);
      expect((await counters().find()).map((c) => c.throttleKey)).toEqual(['k-new']);
    });
  });
});
