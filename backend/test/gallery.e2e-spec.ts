/** Gallery: category filter, newest first, admin CRUD with JPEG/PNG images kept on edit. */
import { HTTP_ERRORS, UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, fileOnDisk, JPEG, PDF, PNG } from './utils/content-fixtures';

describeApi('gallery API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = { title: 'Annual Day', category: 'Events', date: '2025-01-10', imageName: 'annual-day.png' };
  const unknown = '00000000-0000-4000-8000-000000000000';

  const post = (body: Record<string, string | undefined>, image: Buffer | null = PNG, name = 'a.png') => {
    const req = fields(t.http().post('/api/admin/gallery').set(auth()), body);
    return image ? req.attach('image', image, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('refuses admin routes without a token', async () => {
    await t.http().get('/api/admin/gallery').expect(401);
    await t.http().post('/api/admin/gallery').expect(401);
    await t.http().put(`/api/admin/gallery/${unknown}`).expect(401);
    await t.http().delete(`/api/admin/gallery/${unknown}`).expect(401);
  });

  it.each([
    ['title missing', { ...valid, title: undefined }, 'title', VALIDATION.titleRequired],
    ['category missing', { ...valid, category: undefined }, 'category', VALIDATION.categoryRequired],
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

  it('requires an image, JPEG or PNG only', async () => {
    expect((await post(valid, null)).body).toEqual(badRequest('image', VALIDATION.fileRequired));
    expect((await post(valid, PDF, 'a.pdf')).body.message).toBe(UPLOAD.invalidType);
  });

  it('creates, edits with and without a new image, deletes; 404 for unknown ids', async () => {
    const created = await post(valid).expect(201);
    expect(created.body.message).toBe(TOASTS.imageAdded);
    const item = created.body.data;
    expect(item).toMatchObject({
      title: 'Annual Day',
      category: 'Events',
      date: '2025-01-10',
      imageName: 'annual-day.png',
    });
    expect(fileOnDisk(t, item.image)).toBe(true);

    const edited = await fields(t.http().put(`/api/admin/gallery/${item.id}`).set(auth()), {
      title: 'Annual Day 2025',
      category: 'Achievements',
      date: '2025-01-11',
    }).expect(200);
    expect(edited.body.message).toBe(entityToast.updated(ENTITY_LABELS.image));
    expect(edited.body.data).toMatchObject({ title: 'Annual Day 2025', category: 'Achievements', image: item.image });

    const replaced = await fields(t.http().put(`/api/admin/gallery/${item.id}`).set(auth()), valid)
      .attach('image', JPEG, 'b.jpg')
      .expect(200);
    // The replaced image stays for the revision that names it.
    expect(fileOnDisk(t, item.image)).toBe(true);
    expect(fileOnDisk(t, replaced.body.data.image)).toBe(true);

    const del = await t.http().delete(`/api/admin/gallery/${item.id}`).set(auth()).expect(200);
    expect(del.body.message).toBe(TOASTS.imageDeleted);
    expect(fileOnDisk(t, replaced.body.data.image)).toBe(true);
    // Kept in the trash; purging it removes every file it had.
    await t.http().delete(`/api/admin/trash/gallery/${item.id}`).set(auth()).expect(200);
    expect([fileOnDisk(t, item.image), fileOnDisk(t, replaced.body.data.image)]).toEqual([false, false]);

    await t.http().delete(`/api/admin/gallery/${item.id}`).set(auth()).expect(404);
    await fields(t.http().put(`/api/admin/gallery/${unknown}`).set(auth()), valid).expect(404);
    await t.http().get(`/api/admin/gallery/${unknown}`).set(auth()).expect(404);
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

  it('answers one picture by id for a shared link; 404 with the envelope if unknown, 400 if malformed', async () => {
    const created = (await post({ ...valid, title: 'Shared picture' }).expect(201)).body.data;
    const one = await t.http().get(`/api/gallery/${created.id}`).expect(200);
    expect(one.body).toMatchObject({
      success: true,
      data: { id: created.id, title: 'Shared picture', image: created.image },
    });

    const missing = await t.http().get(`/api/gallery/${unknown}`).expect(404);
    expect(missing.body).toMatchObject({ success: false, statusCode: 404, error: HTTP_ERRORS.notFound });
    const malformed = await t.http().get('/api/gallery/12345').expect(400);
    expect(malformed.body).toMatchObject({ success: false, statusCode: 400, error: HTTP_ERRORS.badRequest });
  });
});
