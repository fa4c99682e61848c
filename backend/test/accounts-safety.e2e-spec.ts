/**
 * Issue 19 item 2, the two account safeguards: 'Forgot password?' is limited per client and per
 * e-mail address (in throttle_counters, like the public POSTs), and the last-administrator check
 * commits with the change it guards, so two simultaneous demotions cannot leave no administrator.
 */
import { ACCESS, HTTP_ERRORS } from '@diet/contracts/messages';
import { ACCOUNT_MESSAGES, ACCOUNT_TOASTS } from '@diet/contracts/accounts';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { createTestApp, describeApi, usingMysql, type TestApp } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(90_000);

const LIMIT = 3;

describeApi('forgot-password limits', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // TRUST_PROXY: each request below names its client in X-Forwarded-For, as the gateway does.
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, THROTTLE_LOGIN_FAILURES: String(LIMIT), TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const ask = (email: string, client: string) =>
    t.http().post('/api/admin/auth/forgot-password').set('X-Forwarded-For', client).send({ email });

  it('answers 429 to a client past the limit, whatever addresses it asks for', async () => {
    for (let i = 0; i < LIMIT; i++) await ask(`someone${i}@example.org`, '203.0.113.10').expect(200);
    const refused = await ask('someone-else@example.org', '203.0.113.10');
    expect([refused.status, refused.body.message]).toEqual([429, HTTP_ERRORS.tooManyRequests]);
    // Another client is not affected.
    await ask('someone-else@example.org', '203.0.113.11').expect(200);
  });

  it('mails one address no more than the limit, from however many clients, with the same answer', async () => {
    await signInWithRole(t, 'editor', 'flooded@example.org');
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await ask('Flooded@Example.org', `198.51.100.${i + 1}`).expect(200);
      expect(res.body.message).toBe(ACCOUNT_TOASTS.resetLinkSent);
    }
    await waitFor(() => smtp.received('flooded@example.org').length >= LIMIT, 15000, `${LIMIT} reset mails`);
    // The mails are sent after the answer: give any extra one the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received('flooded@example.org')).toHaveLength(LIMIT);
  });
});

describeApi('the last administrator under simultaneous changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const activeAdministrators = () =>
    t.dataSource.getRepository(AdminUserEntity).countBy({ role: 'administrator', disabled: false });

  /** The refusals a request may meet: the check itself, or the guard when the other change came first. */
  const REFUSED = {
    409: ACCOUNT_MESSAGES.lastAdministrator,
    403: ACCOUNT_MESSAGES.forbidden,
    401: ACCESS.sessionExpired,
  } as Record<number, string>;

  it.each([
    ['demote', { role: 'editor' }],
    ['disable', { disabled: true }],
  ])('lets only one of two administrators %s the other at the same moment, round after round', async (_, change) => {
    const users = t.dataSource.getRepository(AdminUserEntity);
    const statuses = new Set<number>();
    for (let round = 0; round < 5; round++) {
      // Exactly two active administrators, freshly signed in.
      await users.update({ role: 'administrator' }, { disabled: true });
      const first = await signInWithRole(t, 'administrator', `first-${round}-${Date.now()}@example.org`);
      const second = await signInWithRole(t, 'administrator', `second-${round}-${Date.now()}@example.org`);
      expect(await activeAdministrators()).toBe(2);

      const answers = await Promise.all([
        t.http().patch(`/api/admin/users/${second.id}`).set('Authorization', `Bearer ${first.token}`).send(change),
        t.http().patch(`/api/admin/users/${first.id}`).set('Authorization', `Bearer ${second.token}`).send(change),
      ]);
      const [changed, refused] = [...answers].sort((x, y) => x.status - y.status);
      expect(changed.status).toBe(200);
      expect(refused.body.message).toBe(REFUSED[refused.status]);
      statuses.add(refused.status);
      expect(await activeAdministrators()).toBe(1);
    }
    // On MariaDB at least one round really ran both checks at once (else the test proved nothing
    // about them). SQLite's single connection runs the two one after the other: the guard refuses the second.
    if (usingMysql) expect(statuses.has(409)).toBe(true);
  });
});
