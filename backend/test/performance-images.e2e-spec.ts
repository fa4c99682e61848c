/** Sized image copies: GET /uploads/<name>?w=160|320|640|1024, checked by decoding the answers with sharp. */
import { IMAGE_VARIANT_WIDTHS } from '@diet/contracts/limits';
import { IMAGE_VARIANT } from '@diet/contracts/messages';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { simplePdf } from '../src/common/media/pdf-writer';
import { sendAsResult } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

const picture = (width: number, height: number, format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
};

describeApi('image variants', () => {
  let t: TestApp;
  let token: string;
  let jpegUrl: string;
  let pngUrl: string;
  let smallUrl: string;
  let pdfUrl: string;

  // Files of published results: the long public lifetime is theirs only (files/uploads.controller.ts).
  const upload = async (buf: Buffer, filename: string) => {
    const res = await sendAsResult(t, token, buf, filename);
    expect(res.status).toBe(201);
    return res.body.data.file as string;
  };
  const get = (url: string, accept = 'image/jpeg,image/png,*/*') =>
    t.http().get(url).set('Accept', accept).responseType('blob'); // body as a Buffer

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    jpegUrl = await upload(await picture(1500, 1000, 'jpeg'), 'campus.jpg');
    pngUrl = await upload(await picture(1200, 600, 'png'), 'chart.png');
    smallUrl = await upload(await picture(200, 100, 'jpeg'), 'small.jpg');
    pdfUrl = await upload(simplePdf('Notice', ['hello']), 'notice.pdf');
  });
  afterAll(() => t?.close());

  it.each(IMAGE_VARIANT_WIDTHS.map((w) => [w]))(
    'w=%i gives a JPEG that wide, in proportion, cached for good',
    async (width) => {
      const res = await get(`${jpegUrl}?w=${width}`).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, Math.round((width * 1000) / 1500)]);
    },
  );

  it('keeps PNG as PNG and gives WebP to a browser that accepts it', async () => {
    const png = await get(`${pngUrl}?w=320`).expect(200);
    expect((await sharp(png.body as Buffer).metadata()).format).toBe('png');
    const webp = await get(`${pngUrl}?w=320`, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8').expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/Accept/);
    const meta = await sharp(webp.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 160]);
  });

  it('never enlarges a small picture', async () => {
    const res = await get(`${smallUrl}?w=1024`).expect(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('makes each copy once and keeps it under DATA_DIR/variants', async () => {
    const name = jpegUrl
      .split('/')
      .pop()!
      .replace(/\.[^.]+$/, '');
    const dir = join(t.config.dataDir, 'variants');
    await Promise.all([get(`${jpegUrl}?w=640`), get(`${jpegUrl}?w=640`), get(`${jpegUrl}?w=640`)]);
    expect(existsSync(join(dir, `${name}-w640.jpeg`))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith(`${name}-w640`))).toEqual([`${name}-w640.jpeg`]);
  });

  it.each(['100', '2048', 'abc', '', '-320', '320.5'])('w=%p -> 400 naming the allowed widths', async (w) => {
    const res = await t.http().get(`${jpegUrl}?w=${w}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      statusCode: 400,
      error: IMAGE_VARIANT.widthNotAllowed,
      message: IMAGE_VARIANT.widthNotAllowed,
      details: withRequestId({ w: IMAGE_VARIANT.widthNotAllowed }),
    });
  });

  it('removes the sized copies with the original when its record is purged from the trash', async () => {
    const created = await t
      .http()
      .post('/api/admin/gallery')
      .set('Authorization', `Bearer ${token}`)
      .field('title', 'Variant clean-up')
      .field('category', 'Events')
      .field('date', '2025-01-10')
      .attach('image', await picture(900, 600, 'jpeg'), 'clean.jpg');
    expect(created.status).toBe(201);
    const url = created.body.data.image as string;
    const name = url
      .split('/')
      .pop()!
      .replace(/\.[^.]+$/, '');
    const dir = join(t.config.dataDir, 'variants');
    expect((await get(`${url}?w=320`)).status).toBe(200);
    expect((await get(`${url}?w=160`, 'image/webp,*/*')).status).toBe(200);
    expect(readdirSync(dir).filter((f) => f.startsWith(`${name}-w`))).toHaveLength(2);

    await t
      .http()
      .delete(`/api/admin/gallery/${created.body.data.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    // In the trash the item keeps its files, so that a restore brings it back whole.
    expect(readdirSync(dir).filter((f) => f.startsWith(`${name}-w`))).toHaveLength(2);
    await t
      .http()
      .delete(`/api/admin/trash/gallery/${created.body.data.id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(readdirSync(dir).filter((f) => f.startsWith(`${name}-w`))).toEqual([]);
  });

  it('a width on a file that is not a JPEG/PNG -> 400; the file itself is still served', async () => {
    const res = await t.http().get(`${pdfUrl}?w=320`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMAGE_VARIANT.notAnImage);
    await t.http().get(pdfUrl).expect(200);
  });

  it('an unknown file with a width is 404, and the original stays unchanged without ?w', async () => {
    await t.http().get('/uploads/no-such-file.jpg?w=320').expect(404);
    const original = await get(jpegUrl).expect(200);
    expect((await sharp(original.body as Buffer).metadata()).width).toBe(1500);
  });
});
