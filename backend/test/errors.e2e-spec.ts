/** The envelope and the one error body: shapes, malformed input never a 500, database down 503. */
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

describeApi('envelope and error bodies', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('wraps a list in { success, data, meta }', async () => {
    const res = await t.http().get('/api/staff').expect(200);
    expect(res.body).toEqual({ success: true, data: [], meta: { total: 0, page: 1, pageSize: 50 } });
  });

  it('answers an unknown route with the JSON 404 body', async () => {
    for (const path of ['/api/nothing-here', '/api/events/x/y', '/api']) {
      const res = await t.http().get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({
        success: false,
        statusCode: 404,
        error: HTTP_ERRORS.routeNotFound,
        message: HTTP_ERRORS.routeNotFound,
        details: withRequestId(),
      });
    }
  });

  it('answers malformed JSON with 400 and its own text', async () => {
    for (const raw of ['{"title": ', '{title: 1}', '"just a string"', 'null']) {
      const res = await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        statusCode: 400,
        error: HTTP_ERRORS.malformedJson,
        message: HTTP_ERRORS.malformedJson,
        details: withRequestId(),
      });
    }
  });

  it('never answers 500 to wrongly typed input', async () => {
    const bodies: unknown[] = [
      [],
      [{ title: 'x' }],
      { title: { nested: true }, date: ['2024-01-01'], description: 12 },
      { title: 'x', date: 20240101, description: 'y' },
      { title: 'x', date: '2024-01-01', description: 'y', category: ['Design'] },
      { title: 'x', date: '2024-01-01', description: 'y', link: 12 },
    ];
    for (const body of bodies) {
      const res = await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .send(body as object);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe(res.body.message);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('drops a __proto__ key without polluting any prototype', async () => {
    const raw = '{"title":"x","date":"2024-01-01","description":"y","__proto__":{"admin":true}}';
    const res = await t.http().post('/api/admin/events').set(auth()).set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(201);
    expect(res.body.data.admin).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers a form-encoded body like a JSON one', async () => {
    const res = await t
      .http()
      .post('/api/admin/events')
      .set(auth())
      .type('form')
      .send('title=From+a+form&description=d');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.dateRequired);
  });

  it('answers an oversized JSON body with 413', async () => {
    const res = await t
      .http()
      .post('/api/admin/events')
      .set(auth())
      .send({ title: 'x', date: '2024-01-01', description: 'y'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(HTTP_ERRORS.payloadTooLarge);
  });

  it('adds the security headers', async () => {
    const res = await t.http().get('/api/site').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports health, then 503 for health and data once the database is gone', async () => {
    const up = await t.http().get('/api/health').expect(200);
    expect(up.body).toEqual({ status: 'ok', db: 'up' });

    await t.dataSource.destroy();
    const down = await t.http().get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'error', db: 'down' });
    const data = await t.http().get('/api/events');
    expect(data.status).toBe(503);
    expect(data.body).toEqual({
      success: false,
      statusCode: 503,
      error: HTTP_ERRORS.databaseUnavailable,
      message: HTTP_ERRORS.databaseUnavailable,
      details: withRequestId(),
    });
    const admin = await t.http().get('/api/admin/events').set(auth());
    expect(admin.status).toBe(503);
  });
});
