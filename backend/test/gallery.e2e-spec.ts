/** Gallery: category filter, newest first, the image's name, a malformed id; the rest is content-types.e2e-spec.ts's. */
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, PNG } from './utils/content-fixtures';

describeApi('gallery API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = { title: 'Annual Day', category: 'Events', date: '2025-01-10', imageName: 'annual-day.png' };

  const post = (body: Record<string, string | undefined>, image: Buffer | null = PNG, name = 'a.png') => {
    const req = fields(t.http().post('/api/admin/gallery').set(auth()), body);
    return image ? req.attach('image', image, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401, required fields left out, a PDF for a photo, the toasts, edits keeping and replacing the
  // image, delete and purge, unknown ids: the rows 'gallery: ...' of content-types.e2e-spec.ts.
  it.each([
    ['category not allowed', { ...valid, category: 'Sports' }, 'category', VALIDATION.notAllowed('Category')],
    ['date missing', { ...valid, date: '' }, 'date', VALIDATION.dateRequired],
    ['date invalid', { ...valid, date: '2025-13-01' }, 'date', VALIDATION.dateInvalid],
  ] as [string, Record<string, string | undefined>, string, string][])(
    '%s -> 400',
    async (_n, body, field, message) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest(field, message));
    },
  );

  it('keeps the name the form gives the image', async () => {
    const item = (await post(valid).expect(201)).body.data;
    expect(item).toMatchObject({
      title: 'Annual Day',
      category: 'Events',
      date: '2025-01-10',
      imageName: 'annual-day.png',
    });
    // Out of the lists the next test reads.
    await t.http().delete(`/api/admin/gallery/${item.id}`).set(auth()).expect(200);
  });

  it('filters by category and lists newest first with paging', async () => {
    await post({ ...valid, title: 'Old', date: '2024-01-01', category: 'Infrastructure' }).expect(201);
    await post({ ...valid, title: 'New', date: '2025-06-01', category: 'Infrastructure' }).expect(201);
    await post({ ...valid, title: 'Other', date: '2025-07-01', category: 'Activities' }).expect(201);
    const res = await t.http().get('/api/gallery?category=Infrastructure').expect(200);
    expect(res.body.data.map((g: { title: string }) => g.title)).toEqual(['New', 'Old']);
    const page = await t.http().get('/api/gallery?pageSize=1&page=2').expect(200);
    expect(page.body.meta).toEqual({ total: 3, page: 2, pageSize: 1 });
    expect(page.body.data[0].title).toBe('New');
    expect((await t.http().get('/api/gallery?category=Sports')).status).toBe(400);
  });

  it('answers one picture by id for a shared link; 400 if malformed (an unknown id: the table)', async () => {
    const created = (await post({ ...valid, title: 'Shared picture' }).expect(201)).body.data;
    const one = await t.http().get(`/api/gallery/${created.id}`).expect(200);
    expect(one.body).toMatchObject({
      success: true,
      data: { id: created.id, title: 'Shared picture', image: created.image },
    });

    const malformed = await t.http().get('/api/gallery/12345').expect(400);
    expect(malformed.body).toMatchObject({ success: false, statusCode: 400, error: HTTP_ERRORS.badRequest });
  });
});
