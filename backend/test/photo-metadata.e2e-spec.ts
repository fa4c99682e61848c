/**
 * Privacy of uploaded photos: a phone photo's metadata (EXIF with its GPS position, XMP, IPTC, ICC)
 * is gone from every stored copy of a staff photo or gallery image (the original and each web size,
 * JPEG, PNG and WebP), and the picture still stands the way the EXIF orientation said.
 */
import { IMAGE_VARIANT_WIDTHS } from '@diet/contracts/limits';
import { UPLOAD } from '@diet/contracts/messages';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { fileFields } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { fields } from './utils/content-fixtures';
import { contentFileForms, sampleRecord, withReferencedRecords } from './utils/content-samples';
import { StoredFileEntity } from '../src/files/stored-file.entity';

/** Stored 1200 wide and 800 high, shown 800 wide and 1200 high (orientation 6: turn 90° clockwise). */
const STORED = { width: 1200, height: 800 };
const SECRET = 'SECRET-OWNER-Harpreet';

const XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRET}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** An APP13 segment with one IPTC By-line (sharp cannot write IPTC), put right after the SOI marker. */
function withIptc(jpeg: Buffer): Buffer {
  const value = Buffer.from(SECRET);
  const iptc = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, value.length]), value]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iptc.length);
  const resource = Buffer.concat([
    Buffer.from('8BIM'),
    Buffer.from([0x04, 0x04, 0, 0]),
    size,
    iptc,
    Buffer.alloc(iptc.length % 2),
  ]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xed]), length, payload, jpeg.subarray(2)]);
}

/** A photo as a phone writes it: EXIF (owner, GPS position), orientation 6, XMP, a P3 ICC profile. */
async function phonePhoto(format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { ...STORED, channels: 3, background: { r: 30, g: 140, b: 90 } } });
  const encoded = await (format === 'jpeg' ? image.jpeg() : image.png())
    .withIccProfile('p3')
    .withExif({
      IFD0: { Artist: SECRET, Copyright: SECRET },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 12/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 57/1 0/1' },
    })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return format === 'jpeg' ? withIptc(encoded) : encoded;
}

/** The GPS IFD pointer (tag 0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

/** What a stored copy still says about its origin; all empty for a clean copy. */
async function leftovers(buf: Buffer) {
  const meta = await sharp(buf).metadata();
  return {
    exif: meta.exif ?? null,
    orientation: meta.orientation ?? null,
    xmp: meta.xmp ?? null,
    icc: meta.icc ?? null,
    iptc: meta.iptc ?? null,
    secretInBytes: buf.includes(Buffer.from(SECRET)),
  };
}
const CLEAN = { exif: null, orientation: null, xmp: null, icc: null, iptc: null, secretInBytes: false };

describeApi('photo metadata', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const get = (url: string, accept: string) => t.http().get(url).set('Accept', accept).responseType('blob').expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('the test photos do carry everything a phone writes', async () => {
    const meta = await sharp(await phonePhoto('jpeg')).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([STORED.width, STORED.height, 6]);
    expect(meta.exif && hasGpsTag(meta.exif) && meta.exif.includes(Buffer.from(SECRET))).toBe(true);
    expect([Boolean(meta.xmp), Boolean(meta.icc), meta.iptc?.includes(Buffer.from(SECRET))]).toEqual([
      true,
      true,
      true,
    ]);
    const png = await sharp(await phonePhoto('png')).metadata();
    expect([png.orientation, Boolean(png.exif), Boolean(png.xmp), Boolean(png.icc)]).toEqual([6, true, true, true]);
  });

  /** Every stored copy of `url`, each checked to be clean and turned upright. */
  async function expectEveryCopyClean(url: string, format: 'jpeg' | 'png') {
    const original = await get(url, '*/*');
    const meta = await sharp(original.body as Buffer).metadata();
    expect({ url, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      url,
      format,
      width: STORED.height,
      height: STORED.width,
    });
    expect(await leftovers(original.body as Buffer)).toEqual(CLEAN);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      for (const accept of ['image/jpeg,image/png,*/*', 'image/webp,*/*']) {
        const copy = await get(`${url}?w=${width}`, accept);
        const m = await sharp(copy.body as Buffer).metadata();
        const shown = Math.min(width, STORED.height);
        expect({ url, width, accept, size: [m.width, m.height] }).toEqual({
          url,
          width,
          accept,
          size: [shown, Math.round((shown * STORED.width) / STORED.height)],
        });
        expect({ url, width, accept, ...(await leftovers(copy.body as Buffer)) }).toEqual({
          url,
          width,
          accept,
          ...CLEAN,
        });
      }
    }
  }

  /** Every content type's image field, from the definitions (staff photos, gallery images). */
  const FORMS = CONTENT_TYPES.flatMap((d) =>
    fileFields(d)
      .filter(([, f]) => f.kind === 'image')
      .map(([field]) => ({ path: `/api/admin/${d.path}`, field, body: sampleRecord(d) })),
  );
  const CASES = FORMS.flatMap((form) => (['jpeg', 'png'] as const).map((format) => [form.path, format, form] as const));

  it.each(CASES)('%s (%s): created and replaced, every copy without metadata, upright', async (path, format, form) => {
    const photo = await phonePhoto(format);
    const send = (req: Test, name: string) =>
      fields(req.set(auth()), form.body).attach(form.field, photo, `${name}.${format === 'jpeg' ? 'jpg' : 'png'}`);
    const created = await send(t.http().post(path), 'phone').expect(201);
    await expectEveryCopyClean(created.body.data[form.field], format);
    const replaced = await send(t.http().put(`${path}/${created.body.data.id}`), 'again').expect(200);
    expect(replaced.body.data[form.field]).not.toBe(created.body.data[form.field]);
    await expectEveryCopyClean(replaced.body.data[form.field], format);
    // The next case's record may take the same unique value (the emblem's position).
    await t.http().delete(`${path}/${created.body.data.id}`).set(auth()).expect(200);
  });

  /**
   * Issue 35 finding 13: every other field that takes a JPEG or PNG (a result sheet, a research
   * paper, a visitor's proposal, ...), from the definitions: the stored file keeps no metadata either.
   */
  const DOCUMENT_FORMS = contentFileForms(CONTENT_TYPES).filter((form) => {
    const definition = CONTENT_TYPES.find(
      (d) => form.path.endsWith(`/${d.path}`) || form.path.includes(`/${d.path}/`),
    )!;
    const [, field] = fileFields(definition)[0];
    return field.kind === 'file' && field.kinds.includes('jpeg');
  });

  it('walks document fields that take a JPEG, a visitor form among them', () => {
    expect(DOCUMENT_FORMS.length).toBeGreaterThan(1);
    expect(DOCUMENT_FORMS.some((form) => !form.admin)).toBe(true);
  });

  it.each(DOCUMENT_FORMS.map((form) => [form.path, form] as const))(
    '%s: a JPEG sent as a document is stored without its metadata',
    async (_path, form) => {
      await withReferencedRecords(
        [form],
        async (path, body) => (await fields(t.http().post(path).set(auth()), body).expect(201)).body.data.id,
      );
      const stored = t.dataSource.getRepository(StoredFileEntity);
      const before = new Set((await stored.find()).map((f) => f.name));
      const req = form.admin ? t.http().post(form.path).set(auth()) : t.http().post(form.path);
      await fields(req, form.valid)
        .attach(form.field, await phonePhoto('jpeg'), 'scan.jpg')
        .expect(201);
      const added = (await stored.find()).filter((f) => !before.has(f.name));
      expect(added.map((f) => f.type)).toEqual(['image/jpeg']);
      const served = await get(`/uploads/${added[0].name}`, '*/*');
      expect({ path: form.path, ...(await leftovers(served.body as Buffer)) }).toEqual({ path: form.path, ...CLEAN });
    },
  );

  it('refuses a photo that cannot be decoded (its metadata could not be removed), storing nothing', async () => {
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x20]),
      Buffer.from('Exif\0\0'),
      Buffer.alloc(64, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    const res = await fields(t.http().post('/api/admin/staff').set(auth()), {
      name: 'Broken',
      designation: 'Lecturer',
      subject: 'Maths',
    }).attach('photo', broken, 'broken.jpg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UPLOAD.invalid);
    const list = await t.http().get('/api/admin/staff?q=Broken').set(auth()).expect(200);
    expect(list.body.meta.total).toBe(0);
  });
});
