/**
 * Structured logs over real HTTP (ARCHITECTURE.md 11.5): the app writes into a stream of the test,
 * which reads the lines back. One JSON line per request with its id, method, path, status, time
 * and the signed-in admin's id; the id in X-Request-Id and in error bodies; never a password, a
 * token, a header or a body. This file's first app is the capturing one (see createTestApp).
 */
import type { DestinationStream } from 'pino';
import { VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';

type Entry = Record<string, unknown>;

/** Collects what the app writes; each write is one line. */
class LogCapture implements DestinationStream {
  readonly chunks: string[] = [];

  write(chunk: string): void {
    this.chunks.push(chunk);
  }

  get text(): string {
    return this.chunks.join('');
  }

  entries(): Entry[] {
    return this.text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Entry);
  }

  /** The request lines of one request id (a request line is the one with a status). */
  requestLines(id: string): Entry[] {
    return this.entries().filter((e) => e.requestId === id && 'status' in e);
  }

  /** Waits for the request's line: it is written when the answer has gone out, maybe just after. */
  async lineOf(id: string): Promise<Entry> {
    for (let waited = 0; waited < 2000; waited += 10) {
      const lines = this.requestLines(id);
      if (lines.length > 0) return lines[0];
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no log line for request ${id}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ADMIN_EMAIL = 'logs-admin@example.org';
const PASSWORD = 'Quokka-Lantern-7391!';
const LOG_ENV = { LOG_LEVEL: 'info', LOG_FORMAT: 'json', ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD };

describeApi('request logs', () => {
  const log = new LogCapture();
  let t: TestApp;
  let token: string;
  let adminId: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp({ env: LOG_ENV, logDestination: log });
    const login = await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: ADMIN_EMAIL, password: PASSWORD })
      .expect(200);
    token = login.body.data.token;
    adminId = login.body.data.user.id;
  });
  afterAll(() => t?.close());

  it('writes one JSON line per request, whose request id is the X-Request-Id of the answer', async () => {
    const res = await t.http().get('/api/events').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const line = await log.lineOf(id);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      requestId: id,
      method: 'GET',
      path: '/api/events',
      status: 200,
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
    expect(log.requestLines(id)).toHaveLength(1);
  });

  it('gives each of several requests in flight its own id and exactly one line', async () => {
    const paths = ['/api/events', '/api/staff', '/api/health', '/no/such/page', '/api/gallery'];
    const answers = await Promise.all(paths.map((path) => t.http().get(path)));
    const ids = answers.map((res) => res.headers['x-request-id']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, res] of answers.entries()) {
      const line = await log.lineOf(ids[i]);
      expect(line).toMatchObject({ method: 'GET', path: paths[i], status: res.status });
      expect(log.requestLines(ids[i])).toHaveLength(1);
    }
  });

  it('gives answers from the public cache their own id and line, not those of the answer they copy', async () => {
    const miss = await t.http().get('/api/staff?page=1').expect(200);
    // A hit answered in front of Express, and one through Express (an Origin header takes that door).
    const hit = await t.http().get('/api/staff?page=1').expect(200);
    const viaExpress = await t.http().get('/api/staff?page=1').set('Origin', 'http://localhost:3000').expect(200);
    expect(hit.body).toEqual(miss.body);
    const ids = [miss, hit, viaExpress].map((res) => res.headers['x-request-id']);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) {
      expect(id).toMatch(UUID);
      expect(await log.lineOf(id)).toMatchObject({ method: 'GET', path: '/api/staff', status: 200 });
      expect(log.requestLines(id)).toHaveLength(1);
    }
    // The hit's line is written by the cache's own door, not pino-http: the same fields all the same.
    const keysOf = async (id: string) => Object.keys(await log.lineOf(id)).sort();
    expect(await keysOf(ids[1])).toEqual(await keysOf(ids[0]));
    expect(await log.lineOf(ids[1])).toMatchObject({
      level: 'info',
      msg: 'request completed',
      responseTime: expect.any(Number),
    });
  });

  it("carries the admin's user id on a request the guard accepted, and none on a public one", async () => {
    const admin = await t.http().get('/api/admin/events').set(auth()).expect(200);
    expect(await log.lineOf(admin.headers['x-request-id'])).toMatchObject({
      path: '/api/admin/events',
      status: 200,
      userId: adminId,
    });
    // An admin-only route outside /api/admin.
    const contact = await t.http().get('/api/contact').set(auth()).expect(200);
    expect(await log.lineOf(contact.headers['x-request-id'])).toMatchObject({ path: '/api/contact', userId: adminId });

    const open = await t.http().get('/api/events').expect(200);
    expect(await log.lineOf(open.headers['x-request-id'])).not.toHaveProperty('userId');
    const refused = await t.http().get('/api/admin/events').set('Authorization', 'Bearer not-a-token').expect(401);
    expect(await log.lineOf(refused.headers['x-request-id'])).toEqual(
      expect.not.objectContaining({ userId: expect.anything() }),
    );
    expect(await log.lineOf(refused.headers['x-request-id'])).toMatchObject({ level: 'warn', status: 401 });
    // The guard's own warning, written while answering, carries the same request id.
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        context: 'Access',
        requestId: refused.headers['x-request-id'],
        msg: expect.stringMatching(/^Refused GET \/api\/admin\/events /),
      }),
    );
  });

  it("puts the request id in every error body's details, beside the fields' messages", async () => {
    const missing = await t.http().get('/api/events/00000000-0000-4000-8000-000000000000').expect(404);
    const missingId = missing.headers['x-request-id'];
    expect(missing.body.details).toEqual({ requestId: missingId });
    expect(await log.lineOf(missingId)).toMatchObject({ requestId: missingId, status: 404, level: 'warn' });

    const invalid = await t.http().post('/api/admin/events').set(auth()).send({ colour: 'red' }).expect(400);
    const invalidId = invalid.headers['x-request-id'];
    expect(invalid.body.message).toBe(VALIDATION.titleRequired);
    expect(invalid.body.details).toEqual({
      title: VALIDATION.titleRequired,
      date: VALIDATION.dateRequired,
      description: VALIDATION.descriptionRequired,
      colour: VALIDATION.unknownField('colour'),
      requestId: invalidId,
    });
    expect(await log.lineOf(invalidId)).toMatchObject({
      method: 'POST',
      path: '/api/admin/events',
      status: 400,
      userId: adminId,
    });

    // Refused by a middleware before any route (malformed JSON): the same.
    const malformed = await t
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(malformed.body.details).toEqual({ requestId: malformed.headers['x-request-id'] });
  });

  it('never writes a password, a token, a header, a query string or a body', async () => {
    const unsubscribeToken = 'UnsubToken9d1f7c2b4e';
    const message = 'A message body that must stay out of the logs 4417';
    const cookie = 'session=CookieValue5521';
    const wrongPassword = 'Wrong-Password-8830?';

    await t.http().post('/api/admin/auth/login').send({ email: ADMIN_EMAIL, password: wrongPassword }).expect(401);
    const login = await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: ADMIN_EMAIL, password: PASSWORD })
      .expect(200);
    const freshToken: string = login.body.data.token;
    const unsubscribe = await t
      .http()
      .get(`/api/newsletter/unsubscribe?token=${unsubscribeToken}&page=2`)
      .set('Cookie', cookie);
    await t.http().post('/api/contact').send({ name: 'Asha', email: 'asha@example.org', subject: 'general', message });
    const withToken = await t
      .http()
      .get('/api/admin/events')
      .set('Authorization', `Bearer ${freshToken}`)
      .set('Cookie', cookie)
      .expect(200);
    await t
      .http()
      .post('/api/admin/auth/password')
      .set(auth())
      .send({ currentPassword: wrongPassword, newPassword: 'Another-Secret-6612' });

    expect(await log.lineOf(unsubscribe.headers['x-request-id'])).toMatchObject({
      path: '/api/newsletter/unsubscribe',
    });
    await log.lineOf(withToken.headers['x-request-id']);
    const written = log.text;
    for (const secret of [
      PASSWORD,
      wrongPassword,
      'Another-Secret-6612',
      token,
      freshToken,
      freshToken.split('.')[2],
      unsubscribeToken,
      'CookieValue5521',
      message,
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written.toLowerCase()).not.toContain('authorization');
    expect(written).not.toMatch(/token=|page=2/);
  });

  it("writes Nest's own start-up messages as lines of the same JSON log", () => {
    const entries = log.entries();
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        context: 'InstanceLoader',
        msg: expect.stringContaining('dependencies initialized'),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        context: 'NestApplication',
        msg: 'Nest application successfully started',
      }),
    );
  });

  describe('an incoming X-Request-Id', () => {
    it('is not taken from a client when no proxy is trusted', async () => {
      const res = await t.http().get('/api/events').set('X-Request-Id', 'from-the-client-1').expect(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });

    describe('behind a trusted proxy (TRUST_PROXY)', () => {
      const proxied = new LogCapture();
      let behindProxy: TestApp;
      beforeAll(
        async () =>
          (behindProxy = await createTestApp({ env: { ...LOG_ENV, TRUST_PROXY: 'true' }, logDestination: proxied })),
      );
      afterAll(() => behindProxy?.close());

      it('is kept when it is a short safe token, so the proxy and the API log the same id', async () => {
        const res = await behindProxy.http().get('/api/events').set('X-Request-Id', 'nginx.4f2a-91_B').expect(200);
        expect(res.headers['x-request-id']).toBe('nginx.4f2a-91_B');
        expect(await proxied.lineOf('nginx.4f2a-91_B')).toMatchObject({ path: '/api/events', status: 200 });
      });

      it.each([
        ['too long', 'a'.repeat(65)],
        ['with a space', 'two words'],
        ['with markup', '<script>'],
        ['with a quote and braces', '"},{"level":"fatal'],
      ])('is replaced by a UUID when %s', async (_name, incoming) => {
        const res = await behindProxy.http().get('/api/events').set('X-Request-Id', incoming).expect(200);
        expect(res.headers['x-request-id']).toMatch(UUID);
        await proxied.lineOf(res.headers['x-request-id']);
        expect(proxied.text).not.toContain(incoming);
      });
    });
  });
});
