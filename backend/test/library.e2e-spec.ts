/** Library: JSON CRUD with its rules, search, subject/availability filters, paging, title order. */
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest } from './utils/content-fixtures';

describeApi('library API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    title: 'Child Psychology',
    author: 'E. Hurlock',
    subject: 'Psychology',
    isbn: '978-0070',
    copies: 3,
    available: true,
  };
  const unknown = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('refuses admin routes without a token', async () => {
    await t.http().get('/api/admin/library').expect(401);
    await t.http().post('/api/admin/library').send(valid).expect(401);
    await t.http().put(`/api/admin/library/${unknown}`).send(valid).expect(401);
    await t.http().delete(`/api/admin/library/${unknown}`).expect(401);
  });

  it.each([
    ['title', { ...valid, title: '' }, VALIDATION.titleRequired],
    ['author', { ...valid, author: undefined }, VALIDATION.authorRequired],
    ['subject', { ...valid, subject: undefined }, VALIDATION.subjectRequired],
    ['subject', { ...valid, subject: 'Cooking' }, VALIDATION.notAllowed('Subject')],
    ['isbn', { ...valid, isbn: ' ' }, VALIDATION.isbnRequired],
    ['copies', { ...valid, copies: undefined }, VALIDATION.copiesRequired],
    ['copies', { ...valid, copies: 0 }, VALIDATION.copiesMin],
    ['copies', { ...valid, copies: 1.5 }, VALIDATION.mustBeWholeNumber],
    ['available', { ...valid, available: undefined }, VALIDATION.availabilityRequired],
    ['available', { ...valid, available: 'perhaps' }, VALIDATION.invalidValue('Availability')],
  ] as [string, Record<string, unknown>, string][])('%s: %s', async (field, body, message) => {
    const res = await t.http().post('/api/admin/library').set(auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('creates, edits (availability toggled), deletes; 404 for unknown ids', async () => {
    const created = await t
      .http()
      .post('/api/admin/library')
      .set(auth())
      .send({ ...valid, copies: 1 })
      .expect(201);
    expect(created.body.message).toBe(entityToast.added(ENTITY_LABELS.book));
    const book = created.body.data;
    expect(book).toMatchObject({ copies: 1, available: true });
    const edited = await t
      .http()
      .put(`/api/admin/library/${book.id}`)
      .set(auth())
      .send({ ...valid, available: false })
      .expect(200);
    expect(edited.body.message).toBe(entityToast.updated(ENTITY_LABELS.book));
    expect(edited.body.data.available).toBe(false);
    const del = await t.http().delete(`/api/admin/library/${book.id}`).set(auth()).expect(200);
    expect(del.body.message).toBe(entityToast.deleted(ENTITY_LABELS.book));
    const missing = await t.http().put(`/api/admin/library/${book.id}`).set(auth()).send(valid);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(HTTP_ERRORS.notFound);
    await t.http().delete(`/api/admin/library/${unknown}`).set(auth()).expect(404);
  });

  it('searches, filters and pages in title order', async () => {
    const books = [
      { ...valid, title: 'Zoology Basics', subject: 'Science', available: true },
      { ...valid, title: 'Algebra', subject: 'Mathematics', author: 'R. D. Sharma', available: false },
      { ...valid, title: 'Geometry', subject: 'Mathematics', available: true },
    ];
    for (const b of books) await t.http().post('/api/admin/library').set(auth()).send(b).expect(201);
    const titles = async (q: string) =>
      (await t.http().get(`/api/library${q}`).expect(200)).body.data.map((b: { title: string }) => b.title);
    expect(await titles('')).toEqual(['Algebra', 'Geometry', 'Zoology Basics']);
    expect(await titles('?subject=Mathematics')).toEqual(['Algebra', 'Geometry']);
    expect(await titles('?subject=Mathematics&available=false')).toEqual(['Algebra']);
    expect(await titles('?q=sharma')).toEqual(['Algebra']);
    const page = await t.http().get('/api/library?page=2&pageSize=2').expect(200);
    expect(page.body.meta).toEqual({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.data.map((b: { title: string }) => b.title)).toEqual(['Zoology Basics']);
  });
});
