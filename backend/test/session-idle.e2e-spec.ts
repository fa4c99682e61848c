/**
 * Sessions end after the policy's idle limit (30 minutes by default) and 8 hours in all
 * (ARCHITECTURE.md 12.4, issue 35 finding 16), on every replica: a session's last use is kept in
 * the database, written at most once a minute. The clock is moved with a mocked Date.now (the JWT
 * checks read it too); two app instances on one database stand for two replicas.
 */
import { BACKGROUND_CALL_HEADER } from '@diet/contracts/api';
import { ACCESS } from '@diet/contracts/messages';
import { IDLE_MINUTES_DEFAULT } from '@diet/contracts/security-policy';
import { AdminSessionEntity } from '../src/auth/admin-session.entity';
import { ADMIN, createTestReplicas, describeApi, type TestApp, type TestReplicas } from './utils/create-test-app';

jest.setTimeout(120_000);

const MINUTE = 60_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describeApi('session idle limit and 8-hour limit, on two replicas', () => {
  let replicas: TestReplicas;
  let a: TestApp;
  let b: TestApp;
  let clock: jest.SpyInstance<number, []>;
  let start: number;
  let day = 0;
  /** Sets the clock to `minutes` after the start of the test. */
  const at = (minutes: number) => clock.mockReturnValue(start + minutes * MINUTE);

  const signIn = async (t: TestApp) =>
    (await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200)).body.data.token as string;
  const me = (t: TestApp, token: string) => t.http().get('/api/admin/auth/me').set(bearer(token));
  const expectExpired = async (t: TestApp, token: string) =>
    expect((await me(t, token).expect(401)).body.message).toBe(ACCESS.sessionExpired);
  const sessionOf = (token: string) => {
    const jti = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
    return a.dataSource.getRepository(AdminSessionEntity).findOneBy({ jti });
  };
  const lastUse = async (token: string) => (await sessionOf(token))?.lastUsedAt.getTime();

  beforeAll(async () => {
    // Access tokens as long as the session: this suite moves the clock by hours to test the
    // session's own limits, where a page would renew its token every few minutes.
    replicas = await createTestReplicas({ ACCESS_TOKEN_SECONDS: '86400' });
    [a, b] = replicas.apps;
  });
  afterAll(() => replicas?.close());
  beforeEach(() => {
    // Each test starts a day after the last, so sessions of earlier tests are out of the way.
    day += 1;
    start = Date.now() + day * 24 * 60 * MINUTE;
    clock = jest.spyOn(Date, 'now');
    at(0);
  });
  afterEach(() => clock.mockRestore());

  it('a session used on one replica stays alive on the other', async () => {
    const token = await signIn(a);
    at(20);
    await me(b, token).expect(200);
    // 45 minutes after sign-in, but 25 after its last use (on b): alive on a.
    at(45);
    await me(a, token).expect(200);
    at(45 + IDLE_MINUTES_DEFAULT - 2);
    await me(b, token).expect(200);
  });

  it('a session idle past the limit is refused on both replicas, whichever refuses first', async () => {
    const first = await signIn(a);
    const second = await signIn(b);
    at(10);
    await me(a, first).expect(200);
    await me(b, second).expect(200);
    at(10 + IDLE_MINUTES_DEFAULT);
    await expectExpired(b, first);
    await expectExpired(a, first);
    await expectExpired(a, second);
    await expectExpired(b, second);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await signIn(a);
    const opened = await lastUse(token);
    at(0.5);
    await me(b, token).expect(200);
    expect(await lastUse(token)).toBe(opened);
    at(1.5);
    await me(b, token).expect(200);
    expect(await lastUse(token)).toBe(start + 1.5 * MINUTE);
  });

  it("the back office's timed re-reads do not keep an idle session alive", async () => {
    const token = await signIn(a);
    const inBackground = (t: TestApp, minutes: number) => {
      at(minutes);
      return me(t, token).set(BACKGROUND_CALL_HEADER, '1');
    };
    for (let minutes = 1; minutes < IDLE_MINUTES_DEFAULT; minutes += 1)
      await inBackground(minutes % 2 ? a : b, minutes).expect(200);
    expect(await lastUse(token)).toBe(start);
    expect((await inBackground(b, IDLE_MINUTES_DEFAULT).expect(401)).body.message).toBe(ACCESS.sessionExpired);
  });

  it('a change of the limit applies at once on every replica; a longer one later does not revive', async () => {
    const admin = await signIn(a);
    const policy = (idleMinutes: number) =>
      a.http().put('/api/admin/security-policy').set(bearer(admin)).send({ requireTwoFactor: [], idleMinutes });
    await policy(10).expect(200);
    const token = await signIn(a);
    at(9);
    await me(b, admin).expect(200);
    // Quiet for 11 minutes: under the default limit, past the new one.
    at(11);
    await expectExpired(b, token);
    await policy(IDLE_MINUTES_DEFAULT).expect(200);
    await expectExpired(a, token);
    // Under the default limit again, 11 quiet minutes are fine.
    const later = await signIn(b);
    at(22);
    await me(a, later).expect(200);
  });

  it('a session kept busy still ends 8 hours after sign-in', async () => {
    const token = await signIn(a);
    for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
      at(minutes);
      await me(minutes % 40 ? a : b, token).expect(200);
    }
    at(8 * 60 + 0.1);
    await expectExpired(b, token);
  });

  it('sign-out ends the session everywhere and removes its record', async () => {
    const token = await signIn(a);
    await b.http().post('/api/admin/auth/logout').set(bearer(token)).expect(200);
    await expectExpired(a, token);
    expect(await sessionOf(token)).toBeNull();
  });

  it('a token issued before sessions were recorded counts its idle time from its first use', async () => {
    const token = await signIn(a);
    await a.dataSource.getRepository(AdminSessionEntity).clear();
    at(40);
    await me(b, token).expect(200);
    expect(await lastUse(token)).toBe(start + 40 * MINUTE);
    at(40 + IDLE_MINUTES_DEFAULT);
    await expectExpired(a, token);
  });
});
