/**
 * Notices and circulars (ARCHITECTURE.md 11.1), the first content type added through its definition
 * alone: its own messages, a PDF named by the form, current and archived lists for visitors, pinned
 * first, search, category. What every type does (required fields, file kinds, create to purge,
 * paging past 200, 401 and 404) is content-types.e2e-spec.ts's.
 */
import { VALIDATION } from '@diet/contracts/messages';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { instituteDayOffset } from '../src/common/institute-date';
import { badRequest, fields, fileOnDisk, PDF } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

describeApi('notices API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const valid = {
    title: 'Winter timings',
    category: 'Circular',
    body: 'From 1 December the institute works from 9:30 AM.',
    publishDate: day(-1),
  };
  const titles = async (query: string) =>
    (await t.http().get(`/api/notices${query}`).expect(200)).body.data.map(
      (n: { title: string }) => n.title,
    ) as string[];
  const add = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/admin/notices').set(auth()).send(body).expect(201)).body.data as { id: string };

  beforeAll(async () => {
    // No demo content: the lists below hold exactly what each test adds.
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401, required fields left out, a file of another kind, the toasts, keep/replace/delete/purge and
  // unknown ids: the rows 'notice: ...' of content-types.e2e-spec.ts.
  it.each([
    ['title', VALIDATION.titleRequired, { ...valid, title: ' ' }],
    ['title', VALIDATION.tooLong('Title', 200), { ...valid, title: 'x'.repeat(201) }],
    ['category', VALIDATION.notAllowed('Category'), { ...valid, category: 'Gossip' }],
    ['body', VALIDATION.tooLong('Body', 10_000), { ...valid, body: 'x'.repeat(10_001) }],
    ['publishDate', VALIDATION.publishDateRequired, { ...valid, publishDate: '' }],
    ['publishDate', VALIDATION.dateInvalid, { ...valid, publishDate: '2026-02-30' }],
    [
      'expiryDate',
      'Expiry date must be on or after the publish date',
      { ...valid, publishDate: '2026-12-10', expiryDate: '2026-12-09' },
    ],
    ['pinned', VALIDATION.invalidValue('Pinned'), { ...valid, pinned: 'sometimes' }],
    ['views', VALIDATION.unknownField('views'), { ...valid, views: 3 }],
  ] as [string, string, Record<string, unknown>][])('%s: %s', async (field, message, body) => {
    const res = await t.http().post('/api/admin/notices').set(auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('adds with a PDF named by the form, its format for visitors, the activity log; an edit replaces every field', async () => {
    const created = await fields(t.http().post('/api/admin/notices').set(auth()), {
      ...valid,
      pinned: 'true',
      fileName: 'winter.pdf',
    })
      .attach('file', PDF, 'upload.pdf')
      .expect(201);
    expect(created.body.message).toBe('Notice added successfully!');
    const notice = created.body.data;
    expect(notice).toMatchObject({
      title: valid.title,
      pinned: true,
      expiryDate: null,
      fileName: 'winter.pdf',
      fileType: 'application/pdf',
    });
    expect(notice.fileSize).toBe(PDF.length);
    expect(fileOnDisk(t, notice.file)).toBe(true);
    // Visitors read its format beside its size, in the item and in the list (GIGW 3.0, ARCHITECTURE 12.1).
    const shown = (await t.http().get(`/api/notices/${notice.id}`).expect(200)).body.data;
    expect(shown).toMatchObject({ fileSize: PDF.length, fileFormat: 'PDF' });
    const listed = (await t.http().get('/api/notices?pageSize=50').expect(200)).body.data;
    expect(listed.find((n: { id: string }) => n.id === notice.id)).toMatchObject({ fileFormat: 'PDF' });
    const logged = await t.dataSource.getRepository(ActivityLogEntity).findOne({ where: { entityId: notice.id } });
    expect(logged?.action).toBe(`Created notice: ${valid.title}`);

    const kept = await t
      .http()
      .put(`/api/admin/notices/${notice.id}`)
      .set(auth())
      .send({ ...valid, title: 'Winter timings (revised)' })
      .expect(200);
    // Without keepOmittedOnUpdate a PUT replaces every field: pinned left out is false again.
    expect(kept.body.data).toMatchObject({ title: 'Winter timings (revised)', file: notice.file, pinned: false });
    // Out of the lists the next test reads.
    await t.http().delete(`/api/admin/notices/${notice.id}`).set(auth()).expect(200);
  });

  it('shows visitors current notices, pinned first then newest; the archive once expired; nothing before its day', async () => {
    const future = await add({ ...valid, title: 'Next month', publishDate: day(30) });
    await add({ ...valid, title: 'Old but pinned', publishDate: day(-20), pinned: true });
    await add({ ...valid, title: 'Yesterday', publishDate: day(-1) });
    await add({
      ...valid,
      title: 'Today, expires today',
      publishDate: day(0),
      expiryDate: day(0),
      category: 'Examination',
    });
    await add({
      ...valid,
      title: 'Expired yesterday',
      publishDate: day(-10),
      expiryDate: day(-1),
      category: 'Recruitment',
    });

    expect(await titles('')).toEqual(['Old but pinned', 'Today, expires today', 'Yesterday']);
    expect(await titles('?archived=false')).toEqual(['Old but pinned', 'Today, expires today', 'Yesterday']);
    expect(await titles('?archived=true')).toEqual(['Expired yesterday']);
    expect(await titles('?category=Examination')).toEqual(['Today, expires today']);
    expect(await titles('?q=YESTERDAY')).toEqual(['Yesterday']);
    expect(await titles('?q=yesterday&archived=true')).toEqual(['Expired yesterday']);

    // One by one: a notice before its publish date is not there for visitors; the office sees it.
    await t.http().get(`/api/notices/${future.id}`).expect(404);
    await t.http().get(`/api/admin/notices/${future.id}`).set(auth()).expect(200);
    const admin = (await t.http().get('/api/admin/notices?pageSize=200').set(auth()).expect(200)).body;
    expect(admin.meta.total).toBe(5);
    expect((await t.http().get('/api/admin/notices?archived=true').set(auth()).expect(200)).body.data).toHaveLength(1);

    const bad = await t.http().get('/api/notices?archived=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(VALIDATION.notAllowed('Archived'));
  });
});
