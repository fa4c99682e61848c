/**
 * The site's security policy (issue 35 finding 4, ARCHITECTURE.md 12.4 and 12.7): which roles must
 * use two-factor sign-in. An account of such a role without it gets `twoFactorSetupRequired` at
 * sign-in, and its token reaches only /api/admin/auth/2fa/*, me and logout until it is on.
 */
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { AUDIT_ACCOUNT_ACTIONS, type AuditEntry } from '@diet/contracts/audit';
import {
  IDLE_MINUTES_DEFAULT,
  SECURITY_POLICY_MESSAGES,
  SECURITY_POLICY_TOASTS,
} from '@diet/contracts/security-policy';
import { TWO_FACTOR_MESSAGES } from '@diet/contracts/two-factor';
import { loadConfig } from '../src/config/app-config';
import { SecurityPolicyService } from '../src/auth/security-policy.service';
import { totpAt } from '../src/auth/totp';
import { ADMIN, createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';

jest.setTimeout(60_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describeApi('security policy', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginToken(t);
  });
  afterAll(() => t?.close());

  const put = (token: string, body: object) => t.http().put('/api/admin/security-policy').set(bearer(token)).send(body);

  it('requires nobody outside production until set; administrators by default in production', async () => {
    expect((await t.http().get('/api/admin/security-policy').set(bearer(admin)).expect(200)).body.data).toEqual({
      requireTwoFactor: [],
      idleMinutes: IDLE_MINUTES_DEFAULT,
    });
    const production = loadConfig(
      {
        NODE_ENV: 'production',
        DATA_DIR: t.config.dataDir,
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_PASSWORD: 'A-real-password-1',
      },
      process.cwd(),
    );
    const inProduction = new SecurityPolicyService(t.dataSource, undefined as never, production);
    expect(await inProduction.get()).toEqual({
      requireTwoFactor: ['administrator'],
      idleMinutes: IDLE_MINUTES_DEFAULT,
    });
  });

  it.each([
    [{}, SECURITY_POLICY_MESSAGES.rolesRequired],
    [{ requireTwoFactor: ['owner'] }, SECURITY_POLICY_MESSAGES.roleInvalid],
    [{ requireTwoFactor: 'administrator' }, SECURITY_POLICY_MESSAGES.roleInvalid],
    [{ requireTwoFactor: [], idleMinutes: 2 }, SECURITY_POLICY_MESSAGES.idleMinutesRange],
    [{ requireTwoFactor: [], idleMinutes: 'soon' }, SECURITY_POLICY_MESSAGES.idleMinutesRange],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await put(admin, body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('is for administrators only', async () => {
    const editor = await signInWithRole(t, 'editor', 'policy-editor@example.org');
    expect((await t.http().get('/api/admin/security-policy').set(bearer(editor.token)).expect(403)).body.message).toBe(
      ACCOUNT_MESSAGES.forbidden,
    );
    await put(editor.token, { requireTwoFactor: [] }).expect(403);
  });

  it('an editor who must set up 2FA is led to it and can do nothing else first; audited', async () => {
    const saved = await put(admin, { requireTwoFactor: ['editor'], idleMinutes: 20 }).expect(200);
    expect(saved.body).toMatchObject({
      message: SECURITY_POLICY_TOASTS.saved,
      data: { requireTwoFactor: ['editor'], idleMinutes: 20 },
    });

    const editor = await signInWithRole(t, 'editor', 'asha@example.org');
    const signIn = await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: 'asha@example.org', password: 'Role-test-password-1' })
      .expect(200);
    expect(signIn.body.data).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: true });
    const token = signIn.body.data.token as string;

    for (const path of ['/api/admin/events', '/api/admin/auth/account', '/api/admin/dashboard/stats']) {
      const refused = await t.http().get(path).set(bearer(token)).expect(403);
      expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.setupFirst);
    }
    // Sessions opened before the policy changed are held to it too.
    await t.http().get('/api/admin/events').set(bearer(editor.token)).expect(403);
    await t.http().get('/api/admin/auth/me').set(bearer(token)).expect(200);
    const setup = await t.http().post('/api/admin/auth/2fa/setup').set(bearer(token)).expect(200);
    await t
      .http()
      .post('/api/admin/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: totpAt(setup.body.data.secret, Date.now()), currentPassword: 'Role-test-password-1' })
      .expect(200);
    await t.http().get('/api/admin/events').set(bearer(token)).expect(200);

    // Administrators are not named: they carry on.
    await t.http().get('/api/admin/events').set(bearer(admin)).expect(200);
    expect(
      (await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200)).body.data.twoFactorSetupRequired,
    ).toBeUndefined();

    const entries = (
      await t
        .http()
        .get('/api/admin/audit')
        .query({ action: AUDIT_ACCOUNT_ACTIONS.securityPolicyChanged })
        .set(bearer(admin))
        .expect(200)
    ).body.data as AuditEntry[];
    expect(entries.map((e) => e.description)).toEqual([
      'Security policy: two-factor sign-in required for editor; idle limit 20 minutes',
    ]);
  });

  it('a token that must set up 2FA can still sign out', async () => {
    await signInWithRole(t, 'editor', 'ravi@example.org');
    const signIn = await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: 'ravi@example.org', password: 'Role-test-password-1' })
      .expect(200);
    await t.http().post('/api/admin/auth/logout').set(bearer(signIn.body.data.token)).expect(200);
  });
});
