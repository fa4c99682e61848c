/**
 * Sign-in limits in the database (issue 35 finding 3, ARCHITECTURE.md 12.4): per client address
 * (THROTTLE_LOGIN_FAILURES a minute) and per account (5 failures in 15 minutes, from any address),
 * counted with one atomic upsert per attempt, so app instances on one database (replicas) share
 * them and parallel bursts cannot pass them. An administrator unlocks; locks and unlocks are
 * audited. Runs on SQLite and MariaDB; e2e/deploy/replicas.test.ts proves it again across
 * processes behind nginx.
 */
import bcrypt from 'bcryptjs';
import { AUDIT_ACCOUNT_ACTIONS, type AuditEntry } from '@diet/contracts/audit';
import { ACCOUNT_TOASTS, type AdminAccount } from '@diet/contracts/accounts';
import { ACCESS, HTTP_ERRORS } from '@diet/contracts/messages';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { LoginAttemptsService } from '../src/auth/login-attempts.service';
import { ThrottleCounterEntity } from '../src/common/throttle-counter.entity';
import { ADMIN, createTestReplicas, describeApi, type TestApp, type TestReplicas } from './utils/create-test-app';

jest.setTimeout(120_000);

const login = (t: TestApp, client: string, email: string, password: string) =>
  t.http().post('/api/admin/auth/login').set('X-Forwarded-For', client).send({ email, password });

describeApi('failed sign-ins per address, counted in the database', () => {
  let replicas: TestReplicas;
  let one: TestApp;
  let two: TestApp;
  const env = { THROTTLE_LOGIN_FAILURES: '2', THROTTLE_TTL_MS: '60000', TRUST_PROXY: '1', LOCKOUT_FAILURES: '5' };

  beforeAll(async () => {
    replicas = await createTestReplicas(env);
    [one, two] = replicas.apps;
  });
  afterAll(() => replicas?.close());

  it('blocks a client on every instance once its failures across instances reach the limit', async () => {
    expect((await login(one, '198.51.100.1', ADMIN.email, 'wrong')).body.message).toBe(ACCESS.invalidCredentials);
    expect((await login(two, '198.51.100.1', ADMIN.email, 'wrong')).body.message).toBe(ACCESS.invalidCredentials);
    for (const t of [one, two]) {
      const blocked = await login(t, '198.51.100.1', ADMIN.email, ADMIN.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
    }
    expect((await login(two, '198.51.100.2', ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('a burst of parallel guesses from one address gets no more than the limit through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? one : two, '198.51.100.3', `nobody${i}@example.org`, 'wrong')),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('forgets failures once the window has passed and prunes them', async () => {
    const attempts = one.app.get(LoginAttemptsService);
    const counters = one.dataSource.getRepository(ThrottleCounterEntity);
    const start = Date.now() + 10 * 60_000;
    await attempts.begin('198.51.100.9', 'x@example.org', start);
    await attempts.begin('198.51.100.9', 'y@example.org', start + 1_000);
    await expect(attempts.begin('198.51.100.9', 'z@example.org', start + 2_000)).rejects.toMatchObject({ status: 429 });
    // The attempt past the limit blocks the address for a window from then; after it, it is free again.
    await expect(attempts.begin('198.51.100.9', 'z@example.org', start + 61_000)).rejects.toMatchObject({
      status: 429,
    });
    await expect(attempts.begin('198.51.100.9', 'z@example.org', start + 62_001)).resolves.toMatchObject({
      accountHits: 1,
    });
    // The request that opens a new window removes every ended one, of every client.
    const before = await counters.count();
    await attempts.begin('198.51.100.10', 'w@example.org', start + 16 * 60_000);
    expect(await counters.count()).toBeLessThan(before);
  });
});

describeApi('an account locked after 5 failures in 15 minutes, from any address, on three replicas', () => {
  let replicas: TestReplicas;
  let apps: TestApp[];
  let adminToken: string;
  const PASSWORD = 'Lockout-test-password-1';
  // The per-address limit is out of the way: every guess comes from an address of its own.
  const env = { THROTTLE_LOGIN_FAILURES: '5', TRUST_PROXY: '1' };
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;

  beforeAll(async () => {
    replicas = await createTestReplicas({ ...env, LOCKOUT_FAILURES: '5' }, 3);
    apps = replicas.apps;
    adminToken = (await login(apps[0], nextAddress(), ADMIN.email, ADMIN.password).expect(200)).body.data.token;
  });
  afterAll(() => replicas?.close());

  async function person(email: string): Promise<string> {
    const users = apps[0].dataSource.getRepository(AdminUserEntity);
    const user = await users.save(
      users.create({
        email,
        name: email.split('@')[0],
        role: 'editor',
        passwordHash: await bcrypt.hash(PASSWORD, 4),
        disabled: false,
      }),
    );
    return user.id;
  }
  const admin = (_t?: TestApp) => ({ Authorization: `Bearer ${adminToken}`, 'X-Forwarded-For': '192.0.2.250' });

  it('answers 429 with the 15-minute text from any address, even for the right password; audited; an administrator unlocks it', async () => {
    const id = await person('asha@example.org');
    for (let i = 0; i < 5; i++)
      expect((await login(apps[i % 3], nextAddress(), 'asha@example.org', `guess-${i}`)).status).toBe(401);
    for (const t of apps) {
      const locked = await login(t, nextAddress(), 'asha@example.org', PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(HTTP_ERRORS.accountLocked);
      expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    }
    // An unknown address is limited the same way: the 429 tells nobody that an account exists.
    for (let i = 0; i < 5; i++) await login(apps[i % 3], nextAddress(), 'nobody@example.org', 'guess').expect(401);
    expect((await login(apps[1], nextAddress(), 'nobody@example.org', 'guess')).body.message).toBe(
      HTTP_ERRORS.accountLocked,
    );

    const listed = (await apps[1].http().get('/api/admin/users').set(admin(apps[1])).expect(200)).body
      .data as AdminAccount[];
    expect(listed.find((a) => a.id === id)?.locked).toBe(true);
    expect(listed.find((a) => a.email === ADMIN.email)?.locked).toBe(false);

    const unlocked = await apps[2].http().post(`/api/admin/users/${id}/unlock`).set(admin(apps[2])).expect(200);
    expect(unlocked.body).toMatchObject({ message: ACCOUNT_TOASTS.accountUnlocked, data: { id, locked: false } });
    await login(apps[0], nextAddress(), 'asha@example.org', PASSWORD).expect(200);

    const audit = async (action: string) =>
      (
        (await apps[0].http().get('/api/admin/audit').query({ action }).set(admin(apps[0])).expect(200)).body
          .data as AuditEntry[]
      ).map((e) => [e.description, e.entityId]);
    expect(await audit(AUDIT_ACCOUNT_ACTIONS.locked)).toEqual([
      ['Locked after 5 failed sign-ins in 15 minutes: asha@example.org', id],
    ]);
    expect(await audit(AUDIT_ACCOUNT_ACTIONS.unlocked)).toEqual([['Unlocked the account asha@example.org', id]]);
  });

  it('only an administrator unlocks; an unknown account is 404', async () => {
    const editorId = await person('ravi@example.org');
    const editor = (await login(apps[0], nextAddress(), 'ravi@example.org', PASSWORD).expect(200)).body.data
      .token as string;
    await apps[0]
      .http()
      .post(`/api/admin/users/${editorId}/unlock`)
      .set({ Authorization: `Bearer ${editor}` })
      .expect(403);
    await apps[0]
      .http()
      .post('/api/admin/users/00000000-0000-4000-8000-000000000000/unlock')
      .set(admin(apps[0]))
      .expect(404);
  });

  it('a burst of parallel guesses at one account from many addresses on three replicas gets exactly 5 through', async () => {
    await person('burst@example.org');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(apps[i % 3], nextAddress(), 'burst@example.org', `guess-${i}`)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429).map((r) => r.body.message)).toEqual(
      Array(19).fill(HTTP_ERRORS.accountLocked),
    );
    await login(apps[1], nextAddress(), 'burst@example.org', PASSWORD).expect(429);
  });

  it('a right password does not count, and a completed sign-in forgets the account’s failures', async () => {
    await person('kiran@example.org');
    for (let i = 0; i < 4; i++) await login(apps[i % 3], nextAddress(), 'kiran@example.org', 'guess').expect(401);
    for (let i = 0; i < 3; i++) await login(apps[i % 3], nextAddress(), 'kiran@example.org', PASSWORD).expect(200);
    for (let i = 0; i < 4; i++) await login(apps[i % 3], nextAddress(), 'kiran@example.org', 'guess').expect(401);
    await login(apps[0], nextAddress(), 'kiran@example.org', PASSWORD).expect(200);
  });
});
