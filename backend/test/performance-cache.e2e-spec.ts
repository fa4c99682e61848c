/**
 * The public cache (backend/src/cache): lists served from memory until any admin write, ETag and
 * 304 on repeats, compression, and freshness across two app instances on one database.
 * "Served from memory" is proven by changing a row behind the app's back: the cached answer
 * stays until a write through the API bumps the content version.
 */
import { instituteDayOffset } from '../src/common/institute-date';
import { events } from '@diet/contracts/content-types/events';
import { VisitEntity } from '../src/analytics/visit.entity';
import {
  createTestApp,
  createTestDatabase,
  describeApi,
  loginToken,
  type TestApp,
  type TestDatabase,
} from './utils/create-test-app';

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((e) => e.title);

async function addEvent(t: TestApp, token: string, title: string): Promise<string> {
  const res = await t
    .http()
    .post('/api/admin/events')
    .set({ Authorization: `Bearer ${token}` })
    .send({ title, date: instituteDayOffset(5), description: `Details of ${title}. `.repeat(20) });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

describeApi('public cache on one instance', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    for (const title of ['Science Fair', 'Sports Meet', 'Art Exhibition']) await addEvent(t, token, title);
  });
  afterAll(() => t?.close());

  it('answers a repeat from memory until an admin write, which the next GET shows', async () => {
    const first = await t.http().get('/api/events?when=upcoming').expect(200);
    expect(titles(first.body)).toContain('Science Fair');

    // Behind the app's back: no version bump, so the cached answer stands.
    await t.dataSource.getRepository(events.name).update({ title: 'Science Fair' }, { title: 'Renamed Quietly' });
    const cached = await t.http().get('/api/events?when=upcoming').expect(200);
    expect(cached.body).toEqual(first.body);

    await addEvent(t, token, 'Book Week');
    const fresh = await t.http().get('/api/events?when=upcoming').expect(200);
    expect(titles(fresh.body)).toEqual(expect.arrayContaining(['Book Week', 'Renamed Quietly']));
    expect(titles(fresh.body)).not.toContain('Science Fair');
  });

  it('invalidates on an admin delete too', async () => {
    const id = await addEvent(t, token, 'Short Lived');
    expect(titles((await t.http().get('/api/events').expect(200)).body)).toContain('Short Lived');
    await t
      .http()
      .delete(`/api/admin/events/${id}`)
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    expect(titles((await t.http().get('/api/events').expect(200)).body)).not.toContain('Short Lived');
  });

  it('sends ETag and Cache-Control: no-cache, and 304 on If-None-Match, before and after caching', async () => {
    await addEvent(t, token, 'Etag Day'); // a fresh version: the next GET is a miss
    const miss = await t.http().get('/api/staff').expect(200);
    expect(miss.headers['cache-control']).toBe('no-cache');
    const etag = miss.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const hit = await t.http().get('/api/staff').expect(200);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['cache-control']).toBe('no-cache');

    const revalidated = await t.http().get('/api/staff').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');

    const other = await t.http().get('/api/staff').set('If-None-Match', 'W/"0-nothing"');
    expect(other.status).toBe(200);
  });

  it('compresses cached and uncached answers alike (gzip and brotli)', async () => {
    await addEvent(t, token, 'Compression Day');
    for (const encoding of ['gzip', 'br']) {
      for (const round of ['miss or hit', 'hit']) {
        const res = await t.http().get('/api/events').set('Accept-Encoding', encoding).expect(200);
        expect([round, res.headers['content-encoding']]).toEqual([round, encoding]);
        expect(titles(res.body)).toContain('Compression Day');
      }
    }
  });

  it('never caches the visit counter', async () => {
    const visits = t.dataSource.getRepository(VisitEntity);
    const first = await t.http().get('/api/analytics/track-visit').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await visits.count()).toBe(1);
    await visits.clear();
    await t.http().get('/api/analytics/track-visit').expect(200);
    expect(await visits.count()).toBe(1);
  });

  it('never caches the admin message list (GET /api/contact), which public posts change without a version bump', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const before = await t.http().get('/api/contact').set(auth).expect(200);
    expect(before.headers['cache-control']).not.toBe('no-cache');
    await t
      .http()
      .post('/api/contact')
      .send({
        name: 'Meena Kumari',
        email: 'meena@example.org',
        subject: 'general',
        message: 'When does admission open this year?',
      })
      .expect(201);
    const after = await t.http().get('/api/contact').set(auth).expect(200);
    expect(after.body.data.length).toBe(before.body.data.length + 1);
  });
});

describeApi('public cache answers carry the headers of the full pipeline', () => {
  const REMOTE = 'https://remote.example.org';
  let t: TestApp;
  const withoutPerRequest = (headers: Record<string, string>) => {
    const perRequest = new Set([
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'content-encoding',
      'transfer-encoding',
      'x-request-id',
    ]);
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.has(name)));
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: REMOTE } });
  });
  afterAll(() => t?.close());

  it('a hit has the same headers as the miss before it (security headers included) and answers HEAD', async () => {
    const miss = await t.http().get('/api/site').expect(200);
    expect(miss.headers['content-security-policy']).toBeDefined();
    const hit = await t.http().get('/api/site').expect(200);
    expect(hit.body).toEqual(miss.body);
    expect(withoutPerRequest(hit.headers)).toEqual(withoutPerRequest(miss.headers));
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    const head = await t.http().head('/api/site').expect(200);
    expect(head.headers.etag).toBe(miss.headers.etag);
    expect(head.text ?? '').toBe('');
  });

  it('a cached answer gets CORS headers only for an allowed Origin, never replayed to others', async () => {
    const fromRemote = await t.http().get('/api/staff').set('Origin', REMOTE).expect(200);
    expect(fromRemote.headers['access-control-allow-origin']).toBe(REMOTE);
    const again = await t.http().get('/api/staff').set('Origin', REMOTE).expect(200);
    expect(again.headers['access-control-allow-origin']).toBe(REMOTE);
    const sameSite = await t.http().get('/api/staff').expect(200);
    expect(sameSite.headers['access-control-allow-origin']).toBeUndefined();
    const stranger = await t.http().get('/api/staff').set('Origin', 'https://elsewhere.example.org').expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describeApi('public cache across two instances on one database', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await createTestApp({ database: db });
    b = await createTestApp({ database: db });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a write through one instance is visible on the next GET of the other', async () => {
    const tokenA = await loginToken(a);
    await addEvent(a, tokenA, 'First Event');
    expect(titles((await b.http().get('/api/events?when=upcoming').expect(200)).body)).toEqual(['First Event']);
    expect(titles((await b.http().get('/api/events?when=upcoming').expect(200)).body)).toEqual(['First Event']);

    await addEvent(a, tokenA, 'Second Event');
    expect(titles((await b.http().get('/api/events?when=upcoming').expect(200)).body).sort()).toEqual([
      'First Event',
      'Second Event',
    ]);

    const tokenB = await loginToken(b);
    await addEvent(b, tokenB, 'Third Event');
    expect(titles((await a.http().get('/api/events?when=upcoming').expect(200)).body)).toHaveLength(3);
  });
});
