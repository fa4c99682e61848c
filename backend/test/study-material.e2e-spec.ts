/** Study materials: the wider file kinds (video up to 50 MB, others 5 MB), CRUD, filters. */
import { MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, fileOnDisk, HTML, MP4, PDF } from './utils/content-fixtures';

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(100),
  utf16('WordDocument'),
]);
const PPTX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('..[Content_Types].xml..ppt/presentation.xml'),
]);

describeApi('study material API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    title: 'Learning theories',
    subject: 'Psychology',
    course: 'B.Ed',
    type: 'Notes',
    uploadDate: '2025-02-01',
  };
  const unknown = '00000000-0000-4000-8000-000000000000';

  const post = (body: Record<string, string | undefined>, file: Buffer | null = PDF, name = 'notes.pdf') => {
    const req = fields(t.http().post('/api/admin/study-material').set(auth()), body);
    return file ? req.attach('file', file, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('refuses admin routes without a token', async () => {
    await t.http().get('/api/admin/study-material').expect(401);
    await t.http().post('/api/admin/study-material').expect(401);
    await t.http().put(`/api/admin/study-material/${unknown}`).expect(401);
    await t.http().delete(`/api/admin/study-material/${unknown}`).expect(401);
  });

  it.each([
    ['title', { ...valid, title: undefined }, VALIDATION.titleRequired],
    ['subject', { ...valid, subject: undefined }, VALIDATION.subjectRequired],
    ['course', { ...valid, course: '' }, VALIDATION.courseRequired],
    ['type', { ...valid, type: undefined }, VALIDATION.materialTypeRequired],
    ['type', { ...valid, type: 'Song' }, VALIDATION.notAllowed('Type')],
    ['uploadDate', { ...valid, uploadDate: undefined }, VALIDATION.uploadDateRequired],
  ] as [string, Record<string, string | undefined>, string][])('%s: %s', async (field, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('accepts DOC, PPTX and MP4 by content; refuses other kinds and big non-videos', async () => {
    expect((await post(valid, null)).body).toEqual(badRequest('file', VALIDATION.fileRequired));
    expect((await post({ ...valid, type: 'Reference' }, DOC, 'ref.doc')).status).toBe(201);
    expect((await post({ ...valid, type: 'Presentation' }, PPTX, 'slides.pptx')).status).toBe(201);
    const bigVideo = Buffer.concat([MP4, Buffer.alloc(MAX_UPLOAD_BYTES + 10)]);
    const video = await post({ ...valid, type: 'Video' }, bigVideo, 'lecture.mp4');
    expect(video.status).toBe(201);
    expect(video.body.data.fileType).toBe('video/mp4');
    const bigPdf = Buffer.concat([PDF.subarray(0, 10), Buffer.alloc(MAX_UPLOAD_BYTES + 10), PDF.subarray(10)]);
    const tooBig = await post(valid, bigPdf, 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(UPLOAD.tooLarge);
    // Damaged as well as too big: the size is the rule it breaks first.
    const damagedBig = await post(
      valid,
      Buffer.concat([PDF.subarray(0, 10), Buffer.alloc(MAX_UPLOAD_BYTES + 10)]),
      'big.pdf',
    );
    expect(damagedBig.status).toBe(413);
    expect(damagedBig.body.message).toBe(UPLOAD.tooLarge);
    expect((await post(valid, HTML, 'x.pdf')).body.message).toBe(UPLOAD.invalidType);
  });

  it('uploads, edits keeping the file, deletes removing it; 404 for unknown ids', async () => {
    const created = await post(valid).expect(201);
    expect(created.body.message).toBe(entityToast.uploaded(ENTITY_LABELS.material));
    const m = created.body.data;
    const edited = await fields(t.http().put(`/api/admin/study-material/${m.id}`).set(auth()), {
      ...valid,
      title: 'Learning theories (rev.)',
    }).expect(200);
    expect(edited.body.message).toBe(entityToast.updated(ENTITY_LABELS.material));
    expect(edited.body.data).toMatchObject({ title: 'Learning theories (rev.)', file: m.file });
    await t.http().delete(`/api/admin/study-material/${m.id}`).set(auth()).expect(200);
    expect(fileOnDisk(t, m.file)).toBe(true);
    // Kept in the trash; purging it removes every file it had.
    await t.http().delete(`/api/admin/trash/material/${m.id}`).set(auth()).expect(200);
    expect([fileOnDisk(t, m.file)]).toEqual([false]);
    await t.http().delete(`/api/admin/study-material/${m.id}`).set(auth()).expect(404);
    await fields(t.http().put(`/api/admin/study-material/${unknown}`).set(auth()), valid).expect(404);
  });

  it('filters by subject, course, type and search', async () => {
    await post({ ...valid, title: 'Fractions', subject: 'Mathematics', course: 'D.El.Ed', type: 'Assignment' }).expect(
      201,
    );
    const titles = async (q: string) =>
      (await t.http().get(`/api/study-material${q}`).expect(200)).body.data.map((m: { title: string }) => m.title);
    expect(await titles('?subject=Mathematics')).toEqual(['Fractions']);
    expect(await titles('?course=D.El.Ed&type=Assignment')).toEqual(['Fractions']);
    expect(await titles('?q=fraction')).toEqual(['Fractions']);
    expect(await titles('?type=Video')).toEqual(['Learning theories']);
  });
});
