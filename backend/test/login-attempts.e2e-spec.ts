/**
 * The login limit lives in the database (login_failures): two app instances on one database (two
 * replicas) count the same failures, the window slides, and old failures are pruned. Runs on
 * SQLite and MariaDB; e2e/deploy/replicas.test.ts proves it again across processes behind nginx.
 */
import { ACCESS, HTTP_ERRORS } from '@diet/contracts/messages';
import { LoginAttemptsService } from '../src/auth/login-attempts.service';
import { LoginFailureEntity } from '../src/auth/login-failure.entity';
import { ADMIN, createTestReplicas, describeApi, type TestApp, type TestReplicas } from './utils/create-test-app';

jest.setTimeout(60_000);

describeApi('failed sign-ins counted in the database', () => {
  let replicas: TestReplicas;
  let one: TestApp;
  let two: TestApp;
  const env = { THROTTLE_LOGIN_FAILURES: '2', THROTTLE_TTL_MS: '60000', TRUST_PROXY: '1' };

  beforeAll(async () => {
    replicas = await createTestReplicas(env);
    [one, two] = replicas.apps;
  });
  afterAll(() => replicas?.close());

  const login = (t: TestApp, client: string, password: string) =>
    t.http().post('/api/admin/auth/login').set('X-Forwarded-For', client).send({ email: ADMIN.email, password });

  it('blocks a client on every instance once its failures across instances reach the limit', async () => {
    expect((await login(one, '198.51.100.1', 'wrong')).body.message).toBe(ACCESS.invalidCredentials);
    expect((await login(two, '198.51.100.1', 'wrong')).body.message).toBe(ACCESS.invalidCredentials);
    for (const t of [one, two]) {
      const blocked = await login(t, '198.51.100.1', ADMIN.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(HTTP_ERRORS.tooManyLogins);
    }
    expect((await login(two, '198.51.100.2', ADMIN.password)).status).toBe(200);
  });

  it('forgets failures older than the window and prunes them', async () => {
    const attempts = one.app.get(LoginAttemptsService);
    const repo = one.dataSource.getRepository(LoginFailureEntity);
    const start = Date.now() + 10 * 60_000;
    await attempts.recordFailure('198.51.100.9', start);
    await attempts.recordFailure('198.51.100.9', start + 1_000);
    expect(await attempts.isBlocked('198.51.100.9', start + 2_000)).toBe(true);
    // One minute after the last failure both are outside the window.
    expect(await attempts.isBlocked('198.51.100.9', start + 61_001)).toBe(false);
    // The next failure removes every row outside the window, of every client.
    await attempts.recordFailure('198.51.100.10', start + 61_001);
    expect(await repo.count()).toBe(1);
  });
});
