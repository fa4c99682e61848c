/**
 * Short access tokens renewed by an HttpOnly cookie (issue 35 item 4, docs/decisions.md): the
 * sign-in answers a token of ACCESS_TOKEN_SECONDS and sets the session's refresh cookie, which no
 * script reads and only the renewal route receives; the renewal needs its header and the site's
 * origin, does not count as a use, and ends with the session (sign-out, password change, disabled
 * account, idle limit). The bearer API of SPEC.md keeps working for clients that send the header.
 */
import { SESSION_RENEWAL } from '@diet/contracts/api';
import { ACCESS } from '@diet/contracts/messages';
import { IDLE_MINUTES_DEFAULT } from '@diet/contracts/security-policy';
import { AdminSessionEntity } from '../src/auth/admin-session.entity';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { ADMIN, createTestApp, describeApi, type TestApp } from './utils/create-test-app';

jest.setTimeout(120_000);

const ACCESS_SECONDS = 5;
const PUBLIC_URL = 'https://diet.example.in';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    jti: string;
    iat: number;
    exp: number;
    send: number;
  };

describeApi('session renewal by an HttpOnly cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS), PUBLIC_URL } });
  });
  afterAll(() => t?.close());

  /** Signs in: the answer's access token and the cookie's 'name=value', with the cookie's attributes. */
  async function signIn(credentials = ADMIN) {
    const res = await t.http().post('/api/admin/auth/login').send(credentials).expect(200);
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${SESSION_RENEWAL.cookie}=`),
    )!;
    return { token: res.body.data.token as string, cookie: setCookie.split(';')[0], setCookie };
  }
  const renew = (cookie: string | null, headers: Record<string, string> = { [SESSION_RENEWAL.header]: '1' }) => {
    const req = t.http().post(`/api/${SESSION_RENEWAL.path}`).set(headers);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const me = (token: string) => t.http().get('/api/admin/auth/me').set(bearer(token));

  it('answers a short access token and sets the session in a cookie no script reads, sent to the renewal only', async () => {
    const { token, cookie, setCookie } = await signIn();
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(ACCESS_SECONDS + 1);
    expect(claims.send - claims.iat).toBe(8 * 3600);
    const attributes = setCookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'secure', `path=/api/${SESSION_RENEWAL.path}`]),
    );
    const expires = Date.parse(setCookie.match(/Expires=([^;]+)/i)![1]);
    expect(Math.abs(expires - claims.send * 1000)).toBeLessThan(1500);
    // The cookie's token is no bearer.
    const refreshToken = cookie.split('=')[1];
    expect((await me(refreshToken).expect(401)).body.message).toBe(ACCESS.mustBeLoggedIn);
    await me(token).expect(200);
  });

  it('renews the token of the same session once it has run out, with the header, from the site', async () => {
    const { token, cookie } = await signIn();
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_SECONDS + 1) * 1000));
    expect((await me(token).expect(401)).body.message).toBe(ACCESS.sessionExpired);

    const crossSite: Record<string, string>[] = [
      {},
      { [SESSION_RENEWAL.header]: '1', Origin: 'https://elsewhere.example' },
    ];
    for (const headers of crossSite) {
      const refused = await renew(cookie, headers).expect(403);
      expect(refused.body.message).toBe(SESSION_RENEWAL.crossSite);
    }
    expect((await renew(null).expect(401)).body.message).toBe(ACCESS.mustBeLoggedIn);
    // An access token in the cookie's place is refused: only the refresh token renews.
    await renew(`${SESSION_RENEWAL.cookie}=${token}`).expect(401);

    const renewed = await renew(cookie, { [SESSION_RENEWAL.header]: '1', Origin: PUBLIC_URL }).expect(200);
    expect(renewed.headers['cache-control']).toBe('no-store');
    expect(renewed.body.data.user).toMatchObject({ email: ADMIN.email, role: 'administrator' });
    const fresh = renewed.body.data.token as string;
    // The same session: its id and its sign-in's iat, a new expiry.
    expect(claimsOf(fresh)).toMatchObject({ jti: claimsOf(token).jti, iat: claimsOf(token).iat });
    expect(claimsOf(fresh).exp).toBeGreaterThan(claimsOf(token).exp);
    await me(fresh).expect(200);
  });

  it('does not count a renewal as a use: past the idle limit it is refused', async () => {
    const { token, cookie } = await signIn();
    const sessions = t.dataSource.getRepository(AdminSessionEntity);
    const { jti } = claimsOf(token);
    const idleFor = async (minutes: number) =>
      sessions.update({ jti }, { lastUsedAt: new Date(Date.now() - minutes * 60_000) });
    await idleFor(IDLE_MINUTES_DEFAULT - 5);
    const before = (await sessions.findOneByOrFail({ jti })).lastUsedAt.getTime();
    await renew(cookie).expect(200);
    expect((await sessions.findOneByOrFail({ jti })).lastUsedAt.getTime()).toBe(before);
    await idleFor(IDLE_MINUTES_DEFAULT + 1);
    expect((await renew(cookie).expect(401)).body.message).toBe(ACCESS.sessionExpired);
  });

  it('ends with the session: sign-out (which clears the cookie), a password change elsewhere, a disabled account', async () => {
    const signedOut = await signIn();
    const out = await t.http().post('/api/admin/auth/logout').set(bearer(signedOut.token)).expect(200);
    expect((out.headers['set-cookie'] as unknown as string[]).join()).toMatch(
      new RegExp(`${SESSION_RENEWAL.cookie}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await renew(signedOut.cookie).expect(401)).body.message).toBe(ACCESS.sessionExpired);

    const other = await signIn();
    const mine = await signIn();
    const newPassword = 'Renewal-test-password-2';
    await t
      .http()
      .post('/api/admin/auth/password')
      .set(bearer(mine.token))
      .send({ currentPassword: ADMIN.password, newPassword })
      .expect(200);
    await renew(other.cookie).expect(401);
    await renew(mine.cookie).expect(200);

    const users = t.dataSource.getRepository(AdminUserEntity);
    await users.update({ email: ADMIN.email }, { disabled: true });
    try {
      await renew(mine.cookie).expect(401);
    } finally {
      await users.update({ email: ADMIN.email }, { disabled: false });
    }
  });
});
