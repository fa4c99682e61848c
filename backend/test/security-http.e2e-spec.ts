/**
 * Issue 7, headers and abuse: HSTS only in production, the real client address behind the
 * gateway (TRUST_PROXY) for both throttles, and body size limits answering 413 with our text.
 */
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ADMIN, createTestApp, describeApi, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { registeredRoutes } from './utils/registered-routes';

// App creation on MariaDB (migrations on a fresh database) can take longer than 5 s on 2 cores.
jest.setTimeout(60_000);

describeApi('HSTS', () => {
  it('is not sent in development (plain http on localhost)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const res = await t.http().get('/api/site').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('is sent in production', async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
        ADMIN_PASSWORD: 'A-changed-password-1',
        BCRYPT_COST: '10',
      },
    });
    try {
      const res = await t.http().get('/api/site').expect(200);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['referrer-policy']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describeApi('behind the gateway (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', THROTTLE_LOGIN_FAILURES: '2', THROTTLE_PUBLIC_LIMIT: '2' } });
  });
  afterAll(() => t?.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('counts failed sign-ins per real client address', async () => {
    const wrong = { ...ADMIN, password: 'wrong-password' };
    await t.http().post('/api/admin/auth/login').set(from('203.0.113.1')).send(wrong).expect(401);
    await t.http().post('/api/admin/auth/login').set(from('203.0.113.1')).send(wrong).expect(401);
    const blocked = await t.http().post('/api/admin/auth/login').set(from('203.0.113.1')).send(ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
    // Another office behind the same gateway is not locked out.
    await t.http().post('/api/admin/auth/login').set(from('203.0.113.2')).send(ADMIN).expect(200);
  });

  it('throttles public POSTs per real client address', async () => {
    const post = (ip: string) => t.http().post('/api/contact').set(from(ip)).send({});
    expect((await post('198.51.100.1')).status).toBe(400);
    expect((await post('198.51.100.1')).status).toBe(400);
    const third = await post('198.51.100.1');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(HTTP_ERRORS.tooManyRequests);
    expect((await post('198.51.100.2')).status).toBe(400);
  });
});

describeApi('body size limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const big = 'y'.repeat(1_100_000);

  it.each([
    ['JSON', 'application/json', JSON.stringify({ name: 'x', email: 'a@b.co', subject: 's', message: big })],
    ['urlencoded', 'application/x-www-form-urlencoded', `name=x&email=a%40b.co&subject=s&message=${big}`],
  ])('answers a %s body over 1 MB with 413 and no stack', async (_label, type, body) => {
    const res = await t.http().post('/api/contact').set('Content-Type', type).send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      statusCode: 413,
      error: HTTP_ERRORS.payloadTooLarge,
      message: HTTP_ERRORS.payloadTooLarge,
      details: withRequestId(),
    });
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM contact_messages');
    expect(Number(n)).toBe(0);
  });

  it('accepts a body just under the limit', async () => {
    const res = await t
      .http()
      .post('/api/contact')
      .send({ name: 'x', email: 'a@b.co', subject: 's', message: 'y'.repeat(900_000) });
    expect(res.status).toBe(400); // over the message's maximum length, but parsed: not 413
  });
});

describeApi('every public POST is throttled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { THROTTLE_PUBLIC_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  it('answers 429 with the catalogue text once an address passes the limit, on each public POST route', async () => {
    // Walks the registered routes, so a public POST added later is covered without editing this test.
    const posts = registeredRoutes(t.app).filter(
      (r) => r.method === 'POST' && r.path.startsWith('/api/') && !r.path.startsWith('/api/admin/'),
    );
    expect(posts.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/newsletter/subscribe', '/api/research/proposal']),
    );
    for (const { path } of posts) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.http().post(path).send({})).status);
      expect({ path, firstThree: statuses.slice(0, 3).includes(429), last: statuses[3] }).toEqual({
        path,
        firstThree: false,
        last: 429,
      });
      const res = await t.http().post(path).send({});
      expect(res.body).toEqual({
        success: false,
        statusCode: 429,
        error: HTTP_ERRORS.tooManyRequests,
        message: HTTP_ERRORS.tooManyRequests,
        details: withRequestId(),
      });
    }
  });
});

describeApi('CORS', () => {
  const allowed = 'https://cdn.diet.example';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: allowed } });
  });
  afterAll(() => t?.close());

  it('allows only the configured origins, for reads and for preflights', async () => {
    const ok = await t.http().get('/api/site').set('Origin', allowed).expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    const other = await t.http().get('/api/site').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t
      .http()
      .options('/api/admin/events')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'DELETE');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
