/**
 * Two-factor sign-in (issue 19 item 7): set-up, confirmation with recovery codes, the sign-in's
 * code step, recovery codes that work once, codes taken once, the rate limit, switching off, and
 * an administrator's reset, audited. Issue 35: switching on or off needs the current password,
 * switching on ends the other sessions, and `codeRequired` counts against the account's lock.
 */
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { AUDIT_ACCOUNT_ACTIONS, type AuditEntry } from '@diet/contracts/audit';
import { ACCESS, HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_TOASTS } from '@diet/contracts/two-factor';
import bcrypt from 'bcryptjs';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { totpAt } from '../src/auth/totp';
import { ADMIN, createTestApp, describeApi, type TestApp } from './utils/create-test-app';

jest.setTimeout(90_000);

const PASSWORD = 'Ten-chars-or-more';
const STEP_MS = 30_000;

describeApi('two-factor sign-in', () => {
  let t: TestApp;
  let adminToken: string;
  // Each test signs in from an address of its own, so the failure limit of one does not reach the next.
  let address = 0;
  let ip = '';
  beforeEach(() => {
    ip = `192.0.2.${++address}`;
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip });
  const login = (body: Record<string, string>) =>
    t.http().post('/api/admin/auth/login').set('X-Forwarded-For', ip).send(body);
  const users = () => t.dataSource.getRepository(AdminUserEntity);
  /** As if the last code accepted were older: a code is taken once, and tests cannot wait 30 s. */
  const forgetLastCode = (email: string) => users().update({ email }, { totpLastStep: null });

  /** An account of `role` that signs in with a password, and its token. */
  async function person(email: string, role: 'editor' | 'administrator' = 'editor') {
    const user = await users().save(
      users().create({
        email,
        name: email.split('@')[0],
        role,
        passwordHash: await bcrypt.hash(PASSWORD, 4),
        disabled: false,
      }),
    );
    const token = (await login({ email, password: PASSWORD }).expect(200)).body.data.token as string;
    return { id: user.id, email, token };
  }

  /** Switches two-factor sign-in on for the token's account; the secret and the recovery codes. */
  async function switchOn(token: string) {
    const setup = await t.http().post('/api/admin/auth/2fa/setup').set(bearer(token)).expect(200);
    const secret = setup.body.data.secret as string;
    const enabled = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: totpAt(secret, Date.now()), currentPassword: PASSWORD })
      .expect(200);
    return { secret, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', THROTTLE_LOGIN_FAILURES: '5', LOCKOUT_FAILURES: '5' } });
    adminToken = (await login(ADMIN).expect(200)).body.data.token;
  });
  afterAll(() => t?.close());

  it('sets up with a secret and an otpauth URI, kept encrypted and never answered again', async () => {
    const asha = await person('asha@example.org');
    const setup = await t.http().post('/api/admin/auth/2fa/setup').set(bearer(asha.token)).expect(200);
    const { secret, uri } = setup.body.data as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/District%20Institute%20of%20Education%20and%20Training%3Aasha%40example.org?secret=${secret}&issuer=District+Institute+of+Education+and+Training&algorithm=SHA1&digits=6&period=30`,
    );
    const stored = await users().findOneByOrFail({ email: asha.email });
    expect(stored.totpSecret).not.toContain(secret);
    expect(stored.totpEnabledAt).toBeNull();

    // Until confirmed, the sign-in does not ask for a code.
    expect((await login({ email: asha.email, password: PASSWORD }).expect(200)).body.data.token).toEqual(
      expect.any(String),
    );

    const missing = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(asha.token))
      .send({ currentPassword: PASSWORD })
      .expect(400);
    expect(missing.body.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
    const wrong = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(asha.token))
      .send({ code: totpAt(secret, Date.now() - 5 * STEP_MS), currentPassword: PASSWORD })
      .expect(400);
    expect(wrong.body).toMatchObject({
      message: TWO_FACTOR_MESSAGES.codeInvalid,
      details: { code: TWO_FACTOR_MESSAGES.codeInvalid },
    });

    const enabled = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(asha.token))
      .send({ code: totpAt(secret, Date.now()), currentPassword: PASSWORD })
      .expect(200);
    expect(enabled.body.message).toBe(TWO_FACTOR_TOASTS.enabled);
    const codes = enabled.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/));
    const rows: { code_hash: string }[] = await t.dataSource.query(
      'SELECT code_hash FROM recovery_codes WHERE user_id = ?',
      [asha.id],
    );
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.code_hash).join()).not.toContain(codes[0]);

    const again = await t.http().post('/api/admin/auth/2fa/setup').set(bearer(asha.token)).expect(400);
    expect(again.body.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    const account = await t.http().get('/api/admin/auth/account').set(bearer(asha.token)).expect(200);
    expect(account.body.data.twoFactor).toBe(true);
  });

  it('then asks for the code at sign-in; a wrong one is refused clearly, a code is taken once', async () => {
    const ravi = await person('ravi@example.org');
    const { secret } = await switchOn(ravi.token);

    const first = await login({ email: ravi.email, password: PASSWORD }).expect(200);
    expect(first.body).toEqual({
      success: true,
      data: { codeRequired: true },
      message: TWO_FACTOR_MESSAGES.codeNeeded,
    });
    // A wrong password still says only that, never that a code would be needed.
    expect((await login({ email: ravi.email, password: 'not-the-password' }).expect(401)).body.data).toBeUndefined();

    const wrong = await login({
      email: ravi.email,
      password: PASSWORD,
      code: totpAt(secret, Date.now() - 5 * STEP_MS),
    }).expect(401);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);

    // The confirmation took this step's code; the next step's is accepted once (a phone's clock may run ahead).
    const next = totpAt(secret, Date.now() + STEP_MS);
    const ok = await login({ email: ravi.email, password: PASSWORD, code: next }).expect(200);
    expect(ok.body.data.user.email).toBe(ravi.email);
    const replay = await login({ email: ravi.email, password: PASSWORD, code: next }).expect(401);
    // A code used once says so (issue 39 item 9), not that it is wrong.
    expect(replay.body).toMatchObject({
      message: TWO_FACTOR_MESSAGES.codeUsed,
      details: { code: TWO_FACTOR_MESSAGES.codeUsed },
    });

    const entries = (
      await t.http().get('/api/admin/audit').query({ user: ravi.id }).set(bearer(adminToken)).expect(200)
    ).body.data as AuditEntry[];
    expect(entries.slice(0, 3).map((e) => [e.description, e.address])).toEqual([
      ['Sign-in failed: ravi@example.org (wrong authentication code)', ip],
      ['Signed in: ravi@example.org (with a code)', ip],
      ['Sign-in failed: ravi@example.org (wrong authentication code)', ip],
    ]);
  });

  it('a recovery code signs in once', async () => {
    const kiran = await person('kiran@example.org');
    const { recoveryCodes } = await switchOn(kiran.token);
    // Typed in lower case and without the dash, as people do.
    const typed = recoveryCodes[3].toLowerCase().replace('-', '');
    await login({ email: kiran.email, password: PASSWORD, code: typed }).expect(200);
    const twice = await login({ email: kiran.email, password: PASSWORD, code: recoveryCodes[3] }).expect(401);
    expect(twice.body.message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    await login({ email: kiran.email, password: PASSWORD, code: recoveryCodes[4] }).expect(200);
  });

  it('limits wrong codes like wrong passwords', async () => {
    const gurpreet = await person('gurpreet@example.org');
    const { secret } = await switchOn(gurpreet.token);
    for (let i = 0; i < 5; i++) await login({ email: gurpreet.email, password: PASSWORD, code: '000000' }).expect(401);
    await forgetLastCode(gurpreet.email);
    const blocked = await login({ email: gurpreet.email, password: PASSWORD, code: totpAt(secret, Date.now()) }).expect(
      429,
    );
    expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
  });

  it('switching on needs the current password, and ends every other session of the account', async () => {
    const meera = await person('meera@example.org');
    const other = (await login({ email: meera.email, password: PASSWORD }).expect(200)).body.data.token as string;
    const setup = await t.http().post('/api/admin/auth/2fa/setup').set(bearer(meera.token)).expect(200);
    const code = () => totpAt(setup.body.data.secret as string, Date.now());

    // A stolen token alone no longer enrols the thief's phone.
    const none = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(meera.token))
      .send({ code: code() })
      .expect(400);
    expect(none.body).toMatchObject({
      message: VALIDATION.currentPasswordRequired,
      details: { currentPassword: VALIDATION.currentPasswordRequired },
    });
    const wrong = await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(meera.token))
      .send({ code: code(), currentPassword: 'not-the-password' })
      .expect(400);
    expect(wrong.body).toMatchObject({
      message: VALIDATION.currentPasswordWrong,
      details: { currentPassword: VALIDATION.currentPasswordWrong },
    });
    await t.http().get('/api/admin/auth/me').set(bearer(other)).expect(200);

    await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(meera.token))
      .send({ code: code(), currentPassword: PASSWORD })
      .expect(200);
    await t.http().get('/api/admin/auth/me').set(bearer(meera.token)).expect(200);
    const ended = await t.http().get('/api/admin/auth/me').set(bearer(other)).expect(401);
    expect(ended.body.message).toBe(ACCESS.sessionExpired);
  });

  it('switching off needs the current password; a code alone is not enough', async () => {
    const simran = await person('simran@example.org');
    const { secret } = await switchOn(simran.token);

    const none = await t.http().post('/api/admin/auth/2fa/disable').set(bearer(simran.token)).send({}).expect(400);
    expect(none.body.message).toBe(VALIDATION.currentPasswordRequired);
    const badPassword = await t
      .http()
      .post('/api/admin/auth/2fa/disable')
      .set(bearer(simran.token))
      .send({ currentPassword: 'not-the-password' })
      .expect(400);
    expect(badPassword.body.message).toBe(VALIDATION.currentPasswordWrong);
    await forgetLastCode(simran.email);
    const codeOnly = await t
      .http()
      .post('/api/admin/auth/2fa/disable')
      .set(bearer(simran.token))
      .send({ code: totpAt(secret, Date.now()) })
      .expect(400);
    expect(codeOnly.body.message).toBe(VALIDATION.currentPasswordRequired);

    const off = await t
      .http()
      .post('/api/admin/auth/2fa/disable')
      .set(bearer(simran.token))
      .send({ currentPassword: PASSWORD })
      .expect(200);
    expect(off.body.message).toBe(TWO_FACTOR_TOASTS.disabled);
    expect((await login({ email: simran.email, password: PASSWORD }).expect(200)).body.data.token).toEqual(
      expect.any(String),
    );
    expect(await t.dataSource.query('SELECT id FROM recovery_codes WHERE user_id = ?', [simran.id])).toEqual([]);
  });

  it('a right password answered with codeRequired counts against the account until the code step succeeds', async () => {
    const arjun = await person('arjun@example.org');
    const { secret } = await switchOn(arjun.token);
    // From five addresses, so the per-address limit is not what stops it.
    for (let i = 0; i < 5; i++) {
      const asked = await t
        .http()
        .post('/api/admin/auth/login')
        .set('X-Forwarded-For', `198.18.0.${i}`)
        .send({ email: arjun.email, password: PASSWORD })
        .expect(200);
      expect(asked.body.data).toEqual({ codeRequired: true });
    }
    // Five password checks in 15 minutes: the account is locked, the right password and code too.
    await forgetLastCode(arjun.email);
    const locked = await login({ email: arjun.email, password: PASSWORD, code: totpAt(secret, Date.now()) }).expect(
      429,
    );
    expect(locked.body.message).toBe(HTTP_ERRORS.accountLocked);
    await t.http().post(`/api/admin/users/${arjun.id}/unlock`).set(bearer(adminToken)).expect(200);
    // A completed sign-in forgets the checks that led to it.
    await login({ email: arjun.email, password: PASSWORD }).expect(200);
    await forgetLastCode(arjun.email);
    await login({ email: arjun.email, password: PASSWORD, code: totpAt(secret, Date.now()) }).expect(200);
    for (let i = 0; i < 4; i++) await login({ email: arjun.email, password: PASSWORD }).expect(200);
  });

  it('an administrator resets another person’s second factor; only administrators; audited', async () => {
    const harpreet = await person('harpreet@example.org');
    await switchOn(harpreet.token);
    const listed = (await t.http().get('/api/admin/users').set(bearer(adminToken)).expect(200)).body.data as {
      email: string;
      twoFactor: boolean;
    }[];
    expect(listed.find((a) => a.email === harpreet.email)?.twoFactor).toBe(true);

    const editor = await person('editor@example.org');
    const refused = await t
      .http()
      .post(`/api/admin/users/${harpreet.id}/2fa/reset`)
      .set(bearer(editor.token))
      .expect(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.forbidden);

    const reset = await t.http().post(`/api/admin/users/${harpreet.id}/2fa/reset`).set(bearer(adminToken)).expect(200);
    expect(reset.body.message).toBe(TWO_FACTOR_TOASTS.reset);
    expect((await login({ email: harpreet.email, password: PASSWORD }).expect(200)).body.data.token).toEqual(
      expect.any(String),
    );
    await t
      .http()
      .post('/api/admin/users/00000000-0000-4000-8000-000000000000/2fa/reset')
      .set(bearer(adminToken))
      .expect(404);

    const entries = (
      await t
        .http()
        .get('/api/admin/audit')
        .query({ action: AUDIT_ACCOUNT_ACTIONS.twoFactorReset })
        .set(bearer(adminToken))
        .expect(200)
    ).body.data as AuditEntry[];
    expect(entries.map((e) => [e.description, e.userName, e.entityId, e.address])).toEqual([
      ['Two-factor sign-in reset: harpreet@example.org', 'Administrator', harpreet.id, ip],
    ]);
  });
});
