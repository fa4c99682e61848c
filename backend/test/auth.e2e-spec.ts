/** Sign-in, sign-out, the token guard on every admin route, and login throttling. */
import { ACCESS, HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_SECONDS_DEFAULT } from '../src/config/app-config';
import { ADMIN, createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

// App creation on MariaDB (migrations on a fresh database) can take longer than 5 s on 2 cores.
jest.setTimeout(60_000);
import { concretePath, PUBLIC_ADMIN_PATHS, registeredRoutes } from './utils/registered-routes';

describeApi('admin authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        THROTTLE_LOGIN_FAILURES: '3',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
        // The product's own lifetime of an access token, which the other suites lengthen.
        ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS_DEFAULT),
      },
    });
  });
  afterAll(() => t?.close());

  describe('login', () => {
    it('returns a token and the user', async () => {
      const res = await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.user).toEqual({
        id: expect.any(String),
        email: ADMIN.email,
        name: 'Administrator',
        role: 'administrator',
      });
      const [, payload] = res.body.data.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims).toMatchObject({ sub: res.body.data.user.id, jti: expect.any(String) });
      // A short access token of a session of 8 hours (renewed with the session's cookie).
      expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_SECONDS_DEFAULT);
      expect(claims.send - claims.iat).toBe(8 * 3600);
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    });

    it('accepts the e-mail in any letter case', async () => {
      await t
        .http()
        .post('/api/admin/auth/login')
        .send({ ...ADMIN, email: 'Admin@Example.ORG' })
        .expect(200);
    });

    it.each([
      [{ password: 'x' }, VALIDATION.emailRequired],
      [{ email: 'not-an-email', password: 'x' }, VALIDATION.emailInvalid],
      [{ email: ADMIN.email }, VALIDATION.passwordRequired],
      [{ email: ADMIN.email, password: '' }, VALIDATION.passwordRequired],
    ])('validates %j', async (body, message) => {
      const res = await t.http().post('/api/admin/auth/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('throttling of failed sign-ins', () => {
    it('answers 401 without telling which part was wrong, then 429 after the limit', async () => {
      const ip = { 'X-Forwarded-For': '203.0.113.9' }; // ignored: trust proxy is off, all tests share 127.0.0.1
      const wrongPassword = await t
        .http()
        .post('/api/admin/auth/login')
        .set(ip)
        .send({ ...ADMIN, password: 'wrong' });
      const unknownUser = await t
        .http()
        .post('/api/admin/auth/login')
        .send({ email: 'nobody@example.org', password: 'wrong' });
      for (const res of [wrongPassword, unknownUser]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          success: false,
          statusCode: 401,
          error: ACCESS.invalidCredentials,
          message: ACCESS.invalidCredentials,
          details: withRequestId(),
        });
      }
      await t
        .http()
        .post('/api/admin/auth/login')
        .send({ ...ADMIN, password: 'wrong' })
        .expect(401);
      // Three failures in the window: even the right password is refused now.
      const blocked = await t.http().post('/api/admin/auth/login').send(ADMIN);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
    });
  });
});

describeApi('the admin guard', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('protects every registered /api/admin route and GET /api/contact', async () => {
    const routes = registeredRoutes(t.app);
    const protectedRoutes = routes.filter(
      (r) =>
        (r.path.toLowerCase().startsWith('/api/admin') && !PUBLIC_ADMIN_PATHS.includes(r.path)) ||
        (r.method === 'GET' && r.path === '/api/contact'),
    );
    // The walk must actually find routes, or this test would prove nothing.
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/contact' },
        { method: 'DELETE', path: '/api/admin/events/:id' },
      ]),
    );

    // Every kind of bad token, each built around the REAL admin id, so only the flaw is refused.
    const me = await t.http().get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const claims = { sub: me.body.data.id, email: ADMIN.email, name: 'Administrator' };
    const forged = new JwtService({ secret: 'some-other-secret-that-is-long-enough!!' }).sign(claims, {
      jwtid: 'forged-1',
    });
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign(claims, { jwtid: 'expired-1', expiresIn: -10 });
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, jti: 'none-1', iat: now, exp: now + 3600 })}.`;
    const revoked = await loginToken(t);
    await t.http().post('/api/admin/auth/logout').set('Authorization', `Bearer ${revoked}`).expect(200);

    const badTokens: [string, Record<string, string>, string][] = [
      ['no header', {}, ACCESS.mustBeLoggedIn],
      ['garbage', { Authorization: 'Bearer not.a.jwt' }, ACCESS.mustBeLoggedIn],
      ['wrong scheme', { Authorization: `Basic ${token}` }, ACCESS.mustBeLoggedIn],
      ['another secret', { Authorization: `Bearer ${forged}` }, ACCESS.mustBeLoggedIn],
      ['alg none', { Authorization: `Bearer ${algNone}` }, ACCESS.mustBeLoggedIn],
      ['expired', { Authorization: `Bearer ${expired}` }, ACCESS.sessionExpired],
      ['revoked by logout', { Authorization: `Bearer ${revoked}` }, ACCESS.sessionExpired],
    ];
    let checked = 0;
    for (const route of protectedRoutes) {
      for (const [label, headers, message] of badTokens) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        const res = await t.http()[method](concretePath(route.path)).set(headers).send({});
        if (res.status !== 401) throw new Error(`${route.method} ${route.path} with ${label} answered ${res.status}`);
        expect(res.body).toEqual({
          success: false,
          statusCode: 401,
          error: message,
          message,
          details: withRequestId(),
        });
        checked += 1;
      }
    }
    expect(checked).toBe(protectedRoutes.length * badTokens.length);
    // The good token still works after the walk: the refusals above were about the tokens.
    await t.http().get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('protects admin paths written in another letter case', async () => {
    await t.http().get('/API/Admin/events').expect(401);
    await t.http().get('/api/ADMIN/auth/me').expect(401);
  });

  it('lets a valid token through', async () => {
    const me = await t.http().get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data).toEqual({
      id: expect.any(String),
      email: ADMIN.email,
      name: 'Administrator',
      role: 'administrator',
    });
    await t.http().get('/api/contact').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('refuses an expired token with the session-expired text', async () => {
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign({ sub: 'x', jti: 'z' }, { expiresIn: -10 });
    const res = await t.http().get('/api/admin/auth/me').set('Authorization', `Bearer ${expired}`).expect(401);
    expect(res.body.message).toBe(ACCESS.sessionExpired);
  });

  it('logout revokes the token (kept in the database)', async () => {
    const own = await loginToken(t);
    const headers = { Authorization: `Bearer ${own}` };
    await t.http().get('/api/admin/auth/me').set(headers).expect(200);
    const out = await t.http().post('/api/admin/auth/logout').set(headers).expect(200);
    expect(out.body).toEqual({ success: true, data: null, message: 'You have been logged out.' });
    const after = await t.http().get('/api/admin/auth/me').set(headers).expect(401);
    expect(after.body.message).toBe(ACCESS.sessionExpired);
    const { jti } = JSON.parse(Buffer.from(own.split('.')[1], 'base64url').toString()) as { jti: string };
    const rows = await t.dataSource.query('SELECT jti FROM revoked_tokens');
    expect(rows.map((r: { jti: string }) => r.jti)).toContain(jti);
    // Another session is unaffected.
    await t.http().get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
