/** Study materials: the wider file kinds (video up to 50 MB, others 5 MB), filters; the rest is content-types.e2e-spec.ts's. */
import { MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, MP4, PDF } from './utils/content-fixtures';

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

  const post = (body: Record<string, string | undefined>, file: Buffer | null = PDF, name = 'notes.pdf') => {
    const req = fields(t.http().post('/api/admin/study-material').set(auth()), body);
    return file ? req.attach('file', file, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // Required fields, a file of a kind not taken, the toasts, create to purge, 401 and unknown ids:
  // the rows 'material: ...' of content-types.e2e-spec.ts.
  it('refuses a type not in the list', async () => {
    const res = await post({ ...valid, type: 'Song' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest('type', VALIDATION.notAllowed('Type')));
  });

  it('accepts DOC, PPTX and MP4 by content; refuses big non-videos', async () => {
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
