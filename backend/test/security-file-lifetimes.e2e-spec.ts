/**
 * Issue 35, findings 7 and 8: a file is sent with the long public lifetime only while visitors see
 * the item it belongs to, under an address that changes with the file; a draft's, a scheduled
 * item's, a replaced one, a visitor's proposal and an unpublished item's are never stored by a
 * browser or proxy. No upload route exists outside a content type.
 */
import { FILE_LIFETIME } from '../src/files/uploads.controller';
import { SITE_ASSET } from '../src/site/site-content';
import { fields, PDF, PNG, sendAsResult } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { registeredRoutes } from './utils/registered-routes';
import { contentFileForms } from './utils/content-samples';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';

jest.setTimeout(60_000);

describeApi('cache lifetime of uploaded files', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  /** The Cache-Control a visitor's browser gets for `url` (and for a sized copy of an image). */
  const lifetime = async (url: string, width?: number) => {
    const res = await t
      .http()
      .get(width ? `${url}?w=${width}` : url)
      .expect(200);
    return res.headers['cache-control'] as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('a published item: long and public, its sized copies too', async () => {
    const created = await sendAsResult(t, token, PNG, 'sheet.png').expect(201);
    expect(await lifetime(created.body.data.file)).toBe('public, max-age=31536000, immutable');
    expect(await lifetime(created.body.data.file, 160)).toBe(FILE_LIFETIME.published);
  });

  it('a draft: not stored; published, long; unpublished again, not stored', async () => {
    const created = await sendAsResult(t, token, PNG, 'draft.png').field('publishState', 'draft').expect(201);
    const { id, file } = created.body.data;
    expect([await lifetime(file), await lifetime(file, 160)]).toEqual(['no-store', 'no-store']);
    await t.http().post(`/api/admin/results/${id}/publish`).set(auth()).expect(200);
    expect(await lifetime(file)).toBe(FILE_LIFETIME.published);
    await t.http().post(`/api/admin/results/${id}/unpublish`).set(auth()).expect(200);
    expect(await lifetime(file)).toBe('no-store');
  });

  it('an item published for a later time: not stored until then', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await sendAsResult(t, token, PDF, 'later.pdf')
      .field('publishState', 'published')
      .field('publishAt', later)
      .expect(201);
    expect(await lifetime(created.body.data.file)).toBe('no-store');
  });

  it('a replaced file gets a new address; the old one is no longer stored', async () => {
    const created = await sendAsResult(t, token, PDF, 'first.pdf').expect(201);
    const { course, semester, year, publishDate } = created.body.data;
    const replaced = await fields(t.http().put(`/api/admin/results/${created.body.data.id}`).set(auth()), {
      course,
      semester,
      year,
      publishDate,
    })
      .attach('file', PNG, 'second.png')
      .expect(200);
    expect(replaced.body.data.file).not.toBe(created.body.data.file);
    expect(await lifetime(replaced.body.data.file)).toBe(FILE_LIFETIME.published);
    expect(await lifetime(created.body.data.file)).toBe('no-store');
  });

  it("a trashed item's file is not served at all", async () => {
    const created = await sendAsResult(t, token, PDF, 'gone.pdf').expect(201);
    await t.http().delete(`/api/admin/results/${created.body.data.id}`).set(auth()).expect(200);
    const res = await t.http().get(created.body.data.file);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age|public/);
  });

  it("a visitor's proposal: not stored until the office approves it", async () => {
    const form = contentFileForms(CONTENT_TYPES).find((f) => !f.admin)!;
    await fields(t.http().post(form.path), { ...form.valid, title: 'Proposal with a lifetime' })
      .attach(form.field, ...form.good)
      .expect(201);
    const [proposal] = (await t.http().get('/api/admin/research?q=Proposal with a lifetime').set(auth()).expect(200))
      .body.data;
    expect(await lifetime(proposal.file)).toBe('no-store');
  });

  it("the site's pictures made at boot keep their names: public, but checked again each time", async () => {
    expect(await lifetime(`/uploads/${SITE_ASSET.principal}`)).toBe(FILE_LIFETIME.site);
  });

  it('has no upload route outside a content type (POST /api/admin/uploads is gone)', async () => {
    const res = await t.http().post('/api/admin/uploads').set(auth()).attach('file', PDF, 'any.pdf');
    expect(res.status).toBe(404);
    const uploads = registeredRoutes(t.app).filter((r) => /upload/i.test(r.path) && r.method !== 'GET');
    expect(uploads).toEqual([]);
  });
});
