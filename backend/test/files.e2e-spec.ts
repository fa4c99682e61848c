/**
 * Upload checks by content, the 5 MB limit, serving /uploads safely, and downloads by original name.
 * Files arrive with a record (a result here): there is no upload route outside a content type.
 */
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { simplePdf } from '../src/common/media/pdf-writer';
import { illustrationPng } from '../src/common/media/illustration';
import sharp from 'sharp';
import { resultForm, sendAsResult } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

const PDF = simplePdf('Test', ['hello']);
const PNG = illustrationPng(16, 16, 1);

describeApi('uploads', () => {
  let t: TestApp;
  let token: string;
  let JPEG: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t?.close());

  const upload = (buf: Buffer, filename: string, contentType?: string) =>
    sendAsResult(t, token, buf, filename, contentType);

  it.each([
    ['report.pdf', () => PDF, 'application/pdf'],
    ['photo.png', () => PNG, 'image/png'],
    ['photo.JPG', () => JPEG, 'image/jpeg'],
  ])('accepts %s and records its real type', async (name, file, type) => {
    const res = await upload(file(), name);
    expect(res.status).toBe(201);
    const { file: url, fileName, fileSize, fileType } = res.body.data;
    expect({ url, fileName, fileType }).toEqual({
      url: expect.stringMatching(/^\/uploads\/[a-z]+-[0-9a-f]{24}\.(pdf|png|jpg)$/),
      fileName: name,
      fileType: type,
    });
    const served = await t.http().get(url).expect(200);
    expect(served.headers['content-type']).toBe(type);
    expect((served.body as Buffer).length).toBe(fileSize);
    // A PDF is kept as sent; an image is stored anew without its metadata (photo-metadata.e2e-spec.ts).
    if (type === 'application/pdf') expect(Buffer.compare(served.body as Buffer, PDF)).toBe(0);
  });

  it.each([
    [
      'garbage bytes named .pdf',
      Buffer.from('this is not a pdf at all, just words'),
      'notes.pdf',
      undefined,
      UPLOAD.invalidType,
    ],
    ['a PNG named .pdf', PNG, 'scan.pdf', undefined, UPLOAD.invalidType],
    ['a PDF claiming to be a PNG', PDF, 'scan', 'image/png', UPLOAD.invalidType],
    [
      'an HTML page named .png',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
      UPLOAD.invalidType,
    ],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', undefined, UPLOAD.invalid],
    ['a PDF cut short', PDF.subarray(0, 40), 'cut.pdf', undefined, UPLOAD.invalid],
  ])('refuses %s', async (_label, buf, name, type, message) => {
    const res = await upload(buf, name, type);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('requires a file', async () => {
    const res = await resultForm(t, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.fileRequired);
  });

  it('refuses a file in another field, and two files', async () => {
    const other = await resultForm(t, token).attach('photo', PNG, 'a.png');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(UPLOAD.invalid);
    const two = await resultForm(t, token).attach('file', PNG, 'a.png').attach('file', PNG, 'b.png');
    expect(two.status).toBe(400);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      statusCode: 413,
      error: UPLOAD.tooLarge,
      message: UPLOAD.tooLarge,
      details: withRequestId(),
    });
  });

  it('downloads under the original name with ?download=1 (RFC 5987 for non-ASCII names)', async () => {
    const name = 'परिणाम 2024 "final".pdf';
    const res = await upload(PDF, name);
    expect(res.status).toBe(201);
    const inline = await t.http().get(res.body.data.file).expect(200);
    expect(inline.headers['content-disposition']).toBe('inline');
    const dl = await t.http().get(`${res.body.data.file}?download=1`).expect(200);
    // Quotes are dropped from stored names; the ASCII fallback replaces what it cannot carry.
    const stored = 'परिणाम 2024 final.pdf';
    expect(res.body.data.fileName).toBe(stored);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="${stored.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(stored)}`,
    );
  });

  it('refuses path traversal and unknown names with 404', async () => {
    for (const path of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2Fdiet.sqlite',
      '/uploads/%2e%2e%2fjwt-secret',
      '/uploads/.hidden',
      '/uploads/nothing-here.pdf',
      '/uploads/../jwt-secret',
    ]) {
      const res = await t.http().get(path);
      expect([404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toMatch(/[A-Za-z0-9_-]{40,}/); // no secret leaked
    }
  });
});
