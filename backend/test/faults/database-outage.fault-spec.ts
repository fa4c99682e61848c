/**
 * Issue 7, faults: the database stops under a running API. Every call that needs it answers 503
 * with the catalogue text (no stack, no driver error), /api/health says the database is down,
 * readiness fails while liveness holds (issue 36), and when the database is back the same API
 * process recovers by itself.
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_SUBJECTS } from '@diet/contracts/enums';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { withRequestId } from '../utils/error-body';
import { PrivateMariaDb } from './private-mariadb';
import { ApiProcess, health, waitFor } from './processes';

const describeIf = PrivateMariaDb.available() ? describe : describe.skip;

describeIf('the database stops and comes back', () => {
  const db = new PrivateMariaDb();
  let api: ApiProcess;

  beforeAll(async () => {
    await db.init();
    api = new ApiProcess(db.env);
    await api.start();
  });
  afterAll(async () => {
    await api?.destroy();
    await db.destroy();
  });

  const contact = (tag: string) =>
    fetch(`${api.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Outage test',
        email: 'outage@example.org',
        subject: CONTACT_SUBJECTS[0],
        message: tag,
      }),
    });
  /** A unique query string, so no response cache can answer in the database's place. */
  const get = (path: string) => fetch(`${api.baseUrl}${path}?q=${randomUUID()}`);
  const login = () =>
    fetch(`${api.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'Admin@2024' }),
    });
  /** Liveness and readiness statuses, in that order. */
  const probes = async () =>
    Promise.all(
      ['/api/health/live', '/api/health/ready'].map(async (path) => (await fetch(`${api.baseUrl}${path}`)).status),
    );
  const storedTags = async () =>
    (await db.query<{ message: string }[]>('SELECT message FROM diet.contact_messages')).map((r) => r.message);

  it('answers 503 with a clear message while it is down and recovers without a restart', async () => {
    const pid = api.child?.pid;
    expect((await contact('before the outage')).status).toBe(201);
    expect((await get('/api/events')).status).toBe(200);
    expect(await health(api.baseUrl)).toEqual({ status: 200, body: { status: 'ok', db: 'up' } });
    expect(await probes()).toEqual([200, 200]);

    await db.stop();

    const calls: [string, () => Promise<Response>][] = [
      ['GET /api/events', () => get('/api/events')],
      ['GET /api/library', () => get('/api/library')],
      ['GET /api/staff', () => get('/api/staff')],
      ['POST /api/contact', () => contact('during the outage')],
      ['POST /api/admin/auth/login', login],
    ];
    for (const [label, call] of calls) {
      const res = await call();
      const text = await res.text();
      expect({ label, status: res.status }).toEqual({ label, status: 503 });
      expect(JSON.parse(text)).toEqual({
        success: false,
        statusCode: 503,
        error: HTTP_ERRORS.databaseUnavailable,
        message: HTTP_ERRORS.databaseUnavailable,
        details: withRequestId(),
      });
      expect(text).not.toMatch(/ECONNREFUSED|at \S+ \(|QueryFailed|mysql/i);
    }
    expect(await health(api.baseUrl)).toEqual({ status: 503, body: { status: 'error', db: 'down' } });
    // Not ready, yet live: an orchestrator sends no traffic and does not restart a process that
    // would meet the same outage.
    expect(await probes()).toEqual([200, 503]);

    await db.start();

    // Same process, no restart: the pool reconnects on its own.
    await waitFor(
      'the API to see the database again',
      async () => (await health(api.baseUrl)).status === 200,
      60_000,
      () => api.log(),
    );
    expect(api.child?.pid).toBe(pid);
    expect(await probes()).toEqual([200, 200]);
    expect((await get('/api/events')).status).toBe(200);
    expect((await contact('after the outage')).status).toBe(201);
    expect((await login()).status).toBe(200);
    // What was acknowledged is there; what was refused with 503 is not.
    expect((await storedTags()).sort()).toEqual(['after the outage', 'before the outage']);
  });
});
