/**
 * Issue 7, access: token lifetime, password change revoking the other sessions, bcrypt cost,
 * failed sign-ins that reveal nothing and cost the same, and the warnings written for both.
 */
import { Logger } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { ACCESS, HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { TOASTS } from '@diet/contracts/toasts';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { commonPasswordCount } from '../src/auth/common-passwords';
import { loadConfig } from '../src/config/app-config';
import { ADMIN, createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId, withoutRequestId } from './utils/error-body';

// App creation on MariaDB (migrations on a fresh database) can take longer than 5 s on 2 cores.
jest.setTimeout(60_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };

describeApi('token lifetime (JWT_EXPIRES_IN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Three seconds: long enough for the first use on a loaded two-core machine, short enough to wait out.
    t = await createTestApp({ env: { JWT_EXPIRES_IN: '3s' } });
  });
  afterAll(() => t?.close());

  it('issues tokens for the configured lifetime and refuses them afterwards', async () => {
    const token = await loginToken(t);
    const { iat, exp } = claimsOf(token);
    expect(exp - iat).toBe(3);
    await t.http().get('/api/admin/auth/me').set(bearer(token)).expect(200);
    await new Promise((r) => setTimeout(r, 4100));
    const res = await t.http().get('/api/admin/auth/me').set(bearer(token)).expect(401);
    expect(res.body.message).toBe(ACCESS.sessionExpired);
  });

  it('refuses a malformed lifetime at boot and keeps 8 hours as the default', () => {
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever', DATA_DIR: t.config.dataDir }, process.cwd())).toThrow(
      /JWT_EXPIRES_IN/,
    );
    expect(loadConfig({ DATA_DIR: t.config.dataDir }, process.cwd()).jwtExpiresIn).toBe('8h');
  });
});

describeApi('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BCRYPT_COST: '10' } });
  });
  afterAll(() => t?.close());

  const change = (token: string, body: object) =>
    t.http().post('/api/admin/auth/password').set(bearer(token)).send(body);

  it.each([
    [{ newPassword: 'long-enough-password' }, 'currentPassword', VALIDATION.currentPasswordRequired],
    [{ currentPassword: ADMIN.password }, 'newPassword', VALIDATION.newPasswordRequired],
    [{ currentPassword: ADMIN.password, newPassword: '   ' }, 'newPassword', VALIDATION.newPasswordRequired],
    [{ currentPassword: ADMIN.password, newPassword: 'short' }, 'newPassword', VALIDATION.newPasswordTooShort],
    [
      { currentPassword: ADMIN.password, newPassword: 12345678901 },
      'newPassword',
      VALIDATION.invalidValue('New password'),
    ],
    [
      { currentPassword: ADMIN.password, newPassword: 'x'.repeat(MAX_LENGTH.password + 1) },
      'newPassword',
      VALIDATION.tooLong('New password', MAX_LENGTH.password),
    ],
    // Issue 35 finding 12: 12 characters at least, no common password, nothing bcrypt would cut.
    [{ currentPassword: ADMIN.password, newPassword: 'Eleven-char' }, 'newPassword', VALIDATION.newPasswordTooShort],
    [{ currentPassword: ADMIN.password, newPassword: '123456789012' }, 'newPassword', VALIDATION.newPasswordTooCommon],
    [
      { currentPassword: ADMIN.password, newPassword: 'PasswordPassword' },
      'newPassword',
      VALIDATION.newPasswordTooCommon,
    ],
    [
      { currentPassword: ADMIN.password, newPassword: 'ਪ'.repeat(25) },
      'newPassword',
      VALIDATION.newPasswordTooManyBytes,
    ],
    [
      { currentPassword: ADMIN.password, newPassword: 'x'.repeat(73) },
      'newPassword',
      VALIDATION.newPasswordTooManyBytes,
    ],
  ])('validates %j', async (body, field, message) => {
    const token = await loginToken(t);
    const res = await change(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400, message, details: { [field]: message } });
  });

  it('checks against a shipped list of more than 10,000 common passwords, and takes 72 bytes', async () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    const token = await loginToken(t);
    // 24 Gurmukhi letters are 72 bytes: the most bcrypt reads, so still accepted whole.
    const gurmukhi = 'ਪੰਜਾਬ'.repeat(5).slice(0, 24);
    expect(Buffer.byteLength(gurmukhi)).toBe(72);
    await change(token, { currentPassword: ADMIN.password, newPassword: gurmukhi }).expect(200);
    await t
      .http()
      .post('/api/admin/auth/login')
      .send({ ...ADMIN, password: gurmukhi })
      .expect(200);
    await change(token, { currentPassword: gurmukhi, newPassword: ADMIN.password }).expect(400);
    // The dev default is shorter than the rule: it is put back by hand, as it was seeded.
    await t.dataSource
      .getRepository(AdminUserEntity)
      .update({ email: ADMIN.email }, { passwordHash: await bcrypt.hash(ADMIN.password, 4) });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await loginToken(t);
    const res = await change(token, { currentPassword: 'not-the-password', newPassword: 'a-new-password-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.currentPasswordWrong);
    await t.http().get('/api/admin/auth/me').set(bearer(token)).expect(200);
    await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200);
  });

  it('revokes a token issued between two changes in the same second', async () => {
    // A token issued right after a change carries the change's boundary as its iat; a second
    // change in that same second must still end it (it used to set the same boundary again).
    // The clock stands still, so that all of it happens within one second however slow the host.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / 1000) * 1000 + 100);
    try {
      const mine = await loginToken(t);
      const between = 'Between-changes-password-1';
      await change(mine, { currentPassword: ADMIN.password, newPassword: between }).expect(200);
      const other = (
        await t
          .http()
          .post('/api/admin/auth/login')
          .send({ ...ADMIN, password: between })
          .expect(200)
      ).body.data.token as string;
      await change(mine, { currentPassword: between, newPassword: 'After-changes-password-2' }).expect(200);
      await t.http().get('/api/admin/auth/me').set(bearer(mine)).expect(200);
      const refused = await t.http().get('/api/admin/auth/me').set(bearer(other)).expect(401);
      expect(refused.body.message).toBe(ACCESS.sessionExpired);
    } finally {
      clock.mockRestore(); // a failed step must not leave the clock stopped for the tests after it
    }
    await t.dataSource
      .getRepository(AdminUserEntity)
      .update({ email: ADMIN.email }, { passwordHash: await bcrypt.hash(ADMIN.password, 4) });
  });

  it('needs a token', async () => {
    await t
      .http()
      .post('/api/admin/auth/password')
      .send({ currentPassword: ADMIN.password, newPassword: 'a-new-password-1' })
      .expect(401);
  });

  it('changes the password, keeps this session and revokes every other token', async () => {
    const mine = await loginToken(t);
    const other = await loginToken(t);
    const newPassword = 'Brand-new-password-7';
    const res = await change(mine, { currentPassword: ADMIN.password, newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: TOASTS.passwordChanged });

    await t.http().get('/api/admin/auth/me').set(bearer(mine)).expect(200);
    const refused = await t.http().get('/api/admin/auth/me').set(bearer(other)).expect(401);
    expect(refused.body.message).toBe(ACCESS.sessionExpired);

    // The old password no longer signs in; the new one does, at once (same second included).
    const old = await t.http().post('/api/admin/auth/login').send(ADMIN);
    expect(old.status).toBe(401);
    const fresh = await t
      .http()
      .post('/api/admin/auth/login')
      .send({ ...ADMIN, password: newPassword })
      .expect(200);
    await t.http().get('/api/admin/auth/me').set(bearer(fresh.body.data.token)).expect(200);

    // Stored with the configured bcrypt cost, never in clear.
    const [row] = await t.dataSource.query('SELECT password_hash AS h FROM admin_users');
    expect(row.h).toMatch(/^\$2[aby]\$10\$/);
    expect(row.h).not.toContain(newPassword);

    // Put the default back for the tests below (shorter than today's rule, so by hand, as seeded).
    await t.dataSource
      .getRepository(AdminUserEntity)
      .update({ email: ADMIN.email }, { passwordHash: await bcrypt.hash(ADMIN.password, 4) });
  });
});

describeApi('password change, throttled like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { THROTTLE_LOGIN_FAILURES: '2', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  const from = (ip: string, token: string) => ({ ...bearer(token), 'X-Forwarded-For': ip });
  const change = (ip: string, token: string, currentPassword: string) =>
    t
      .http()
      .post('/api/admin/auth/password')
      .set(from(ip, token))
      .send({ currentPassword, newPassword: 'Another-password-9' });

  it('counts wrong current passwords as failed sign-ins of that address, then answers 429', async () => {
    const token = (
      await t.http().post('/api/admin/auth/login').set('X-Forwarded-For', '203.0.113.9').send(ADMIN).expect(200)
    ).body.data.token as string;
    expect((await change('203.0.113.7', token, 'guess-1')).status).toBe(400);
    expect((await change('203.0.113.7', token, 'guess-2')).status).toBe(400);
    // Blocked now, even with the right password: guessing through a stolen token stops here.
    const blocked = await change('203.0.113.7', token, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
    // One counter for both doors: that address cannot sign in either; another address can.
    expect(
      (await t.http().post('/api/admin/auth/login').set('X-Forwarded-For', '203.0.113.7').send(ADMIN)).status,
    ).toBe(429);
    await t.http().get('/api/admin/auth/me').set(bearer(token)).expect(200);
    const [row] = await t.dataSource.query('SELECT password_hash AS h FROM admin_users');
    expect(await bcrypt.compare(ADMIN.password, row.h)).toBe(true);
  });
});

describe('bcrypt cost', () => {
  const base = { DATA_DIR: '/tmp/diet-cost-check', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'A-changed-password-1' };
  it('is 12 by default and at least 10 in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }, process.cwd()).bcryptCost).toBe(12);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', BCRYPT_COST: '9' }, process.cwd())).toThrow(
      /BCRYPT_COST/,
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production', BCRYPT_COST: '10' }, process.cwd()).bcryptCost).toBe(10);
  });
});

describeApi('failed sign-ins', () => {
  let t: TestApp;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  afterAll(() => t?.close());

  const warnings = () => warn.mock.calls.map((c) => String(c[0]));

  it('answer the same body for an unknown e-mail and a wrong password, after one bcrypt check each', async () => {
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const unknown = await t
        .http()
        .post('/api/admin/auth/login')
        .send({ email: 'nobody@example.org', password: ADMIN.password });
      expect(compare).toHaveBeenCalledTimes(1);
      const wrong = await t
        .http()
        .post('/api/admin/auth/login')
        .send({ ...ADMIN, password: 'wrong-password' });
      expect(compare).toHaveBeenCalledTimes(2);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(wrong.body));
      expect(unknown.body).toEqual({
        success: false,
        statusCode: 401,
        error: ACCESS.invalidCredentials,
        message: ACCESS.invalidCredentials,
        details: withRequestId(),
      });
      // The dummy hash has the same cost as real ones, so both paths do the same work.
      const [row] = await t.dataSource.query('SELECT password_hash AS h FROM admin_users');
      const cost = (h: string) => h.split('$')[2];
      const dummy = compare.mock.calls[0][1] as string;
      expect(cost(dummy)).toBe(cost(row.h));
    } finally {
      compare.mockRestore();
    }
  });

  it('a pending invitation costs the same bcrypt check as any other account (issue 35 finding 11)', async () => {
    await t.dataSource
      .getRepository(AdminUserEntity)
      .insert({ email: 'invited@example.org', name: 'Invited', role: 'editor', passwordHash: '', disabled: false });
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      const pending = await t
        .http()
        .post('/api/admin/auth/login')
        .send({ email: 'invited@example.org', password: ADMIN.password });
      expect(pending.body).toEqual({
        success: false,
        statusCode: 401,
        error: ACCESS.invalidCredentials,
        message: ACCESS.invalidCredentials,
        details: withRequestId(),
      });
      // Compared against the dummy hash of the real cost, not against the empty one (which returns at once).
      expect(compare).toHaveBeenCalledTimes(1);
      const [row] = await t.dataSource.query('SELECT password_hash AS h FROM admin_users WHERE email = ?', [
        ADMIN.email,
      ]);
      expect((compare.mock.calls[0][1] as string).split('$')[2]).toBe((row.h as string).split('$')[2]);
    } finally {
      compare.mockRestore();
    }
    expect(warnings()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Failed sign-in from .+: invitation not accepted/)]),
    );
  });

  it('are logged with the reason and the address, never the password', async () => {
    await t
      .http()
      .post('/api/admin/auth/login')
      .send({ ...ADMIN, password: 'Secret-Guess-123' })
      .expect(401);
    await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: 'ghost@example.org', password: 'Secret-Guess-456' })
      .expect(401);
    const lines = warnings();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Failed sign-in from .+: wrong password/),
        expect.stringMatching(/Failed sign-in from .+: unknown e-mail/),
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/Secret-Guess/);
  });

  it('refused admin calls are logged with the path and the reason, never the token', async () => {
    const fake = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    await t.http().get('/api/admin/events?q=secret-query').set(bearer(fake)).expect(401);
    await t.http().get('/api/contact').expect(401);
    const lines = warnings();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^Refused GET /api/admin/events from [0-9a-f.:]+: ${ACCESS.mustBeLoggedIn.replace('.', '\\.')}$`),
        ),
        expect.stringMatching(/^Refused GET \/api\/contact from .+: /),
      ]),
    );
    expect(lines.join('\n')).not.toContain(fake);
    expect(lines.join('\n')).not.toContain('secret-query');
  });
});
