/**
 * Issue 35, findings 6, 10 and 16 (headers): answers to signed-in requests are never stored by a
 * browser or proxy; a write sent as /API/admin/… empties the public cache like /api/admin/…; every
 * answer refuses powerful browser features (Permissions-Policy).
 */
import { instituteDayOffset } from '../src/common/institute-date';
import { PERMISSIONS_POLICY } from '../src/web/security-headers';
import { ADMIN, createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

jest.setTimeout(60_000);

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((e) => e.title);

describeApi('answers to signed-in requests and the public cache', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const addEvent = async (title: string) =>
    (
      await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .send({ title, date: instituteDayOffset(5), description: `Details of ${title}. `.repeat(5) })
        .expect(201)
    ).body.data.id as string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('sends no-store with the sign-in answer and its token', async () => {
    const res = await t.http().post('/api/admin/auth/login').send(ADMIN).expect(200);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/admin/users',
    '/api/contact',
    '/api/admin/audit',
    '/api/admin/diksha-lab/trainee',
    '/api/admin/newsletter',
    '/api/admin/auth/me',
    '/api/admin/dashboard/stats',
  ])('sends no-store on GET %s, and on its refusal', async (path) => {
    const res = await t.http().get(path).set(auth());
    expect([200, path]).toEqual([res.status, path]);
    expect(res.headers['cache-control']).toBe('no-store');
    if (!path.startsWith('/api/admin/')) return;
    const refused = await t.http().get(path);
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on an admin write, on any casing of the path', async () => {
    const res = await t
      .http()
      .post('/API/Admin/events')
      .set(auth())
      .send({ title: 'Upper Case Day', date: instituteDayOffset(6), description: 'Details. '.repeat(10) });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on a public read or a file sent with a token, and keeps the public lifetimes without one', async () => {
    expect((await t.http().get('/api/events').set(auth()).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.http().get('/api/events').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['unpublish', (id: string) => t.http().post(`/API/admin/events/${id}/unpublish`).set(auth())],
    ['delete', (id: string) => t.http().delete(`/API/ADMIN/events/${id}`).set(auth())],
  ])('an item gone by a %s sent as /API/admin/… leaves the public cache at once', async (_label, write) => {
    const title = `Cached ${_label}`;
    const id = await addEvent(title);
    // Read twice: the second answer comes from the cache.
    expect(titles((await t.http().get('/api/events').expect(200)).body)).toContain(title);
    expect(titles((await t.http().get('/api/events').expect(200)).body)).toContain(title);
    await write(id).expect(200);
    expect(titles((await t.http().get('/api/events').expect(200)).body)).not.toContain(title);
  });

  it.each(['/api/site', '/', '/api/admin/auth/me'])(
    'sends a Permissions-Policy refusing camera, microphone and position on %s',
    async (path) => {
      const res = await t
        .http()
        .get(path)
        .set(path.includes('admin') ? auth() : {});
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(PERMISSIONS_POLICY).toEqual(expect.stringContaining('camera=()'));
      expect(PERMISSIONS_POLICY).toEqual(expect.stringContaining('microphone=()'));
      expect(PERMISSIONS_POLICY).toEqual(expect.stringContaining('geolocation=()'));
    },
  );
});
