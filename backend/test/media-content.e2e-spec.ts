/**
 * Staff and gallery on the content-type machinery: both admin lists page past 200 records on the
 * server; the staff order survives paging (two neighbours across a page boundary swap places, a new
 * member goes last, an edit keeps the place); an image's stored copies go with its record.
 */
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { FILE_STORAGE, type FileStorage } from '../src/files/file-storage';
import { fields, fileOnDisk, PNG } from './utils/content-fixtures';

jest.setTimeout(120_000);

const COUNT = MAX_PAGE_SIZE + 7;
const pad = (n: number) => String(n).padStart(3, '0');

describeApi('staff and gallery past one page', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const page = async (path: string, n: number, pageSize = MAX_PAGE_SIZE) =>
    (await t.http().get(`${path}?page=${n}&pageSize=${pageSize}`).set(auth()).expect(200)).body;
  const names = (body: { data: { name: string }[] }) => body.data.map((m) => m.name);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    // Rows straight into the tables: the paging is under test here, not the upload (staff.e2e-spec.ts).
    await t.dataSource.getRepository('staff').save(
      Array.from({ length: COUNT }, (_, i) => ({
        name: `Member ${pad(i)}`,
        designation: 'Lecturer',
        subject: 'Maths',
        photo: `/uploads/staff-${pad(i)}.png`,
        displayOrder: i,
      })),
    );
    await t.dataSource.getRepository('gallery').save(
      Array.from({ length: COUNT }, (_, i) => ({
        title: `Picture ${pad(i)}`,
        category: 'Events',
        image: `/uploads/gallery-${pad(i)}.png`,
        imageName: `${i}.png`,
        date: `2020-01-01`,
      })),
    );
  });
  afterAll(() => t?.close());

  it('pages the admin staff list past 200, in display order', async () => {
    const first = await page('/api/admin/staff', 1);
    expect(first.meta).toEqual({ total: COUNT, page: 1, pageSize: MAX_PAGE_SIZE });
    expect(names(first)[MAX_PAGE_SIZE - 1]).toBe(`Member ${pad(MAX_PAGE_SIZE - 1)}`);
    const second = await page('/api/admin/staff', 2);
    expect(names(second)).toEqual(
      Array.from({ length: COUNT - MAX_PAGE_SIZE }, (_, i) => `Member ${pad(MAX_PAGE_SIZE + i)}`),
    );
  });

  it('pages the admin gallery list past 200', async () => {
    const second = await page('/api/admin/gallery', 2);
    expect(second.meta).toEqual({ total: COUNT, page: 2, pageSize: MAX_PAGE_SIZE });
    expect(second.data).toHaveLength(COUNT - MAX_PAGE_SIZE);
    const titles = new Set(
      [...(await page('/api/admin/gallery', 1)).data, ...second.data].map((g: { title: string }) => g.title),
    );
    expect(titles.size).toBe(COUNT);
  });

  it('swaps two neighbours across the page boundary; everyone else keeps their place', async () => {
    const last = (await page('/api/admin/staff', 1)).data[MAX_PAGE_SIZE - 1];
    const next = (await page('/api/admin/staff', 2)).data[0];
    // The office moves the first member of page 2 up: it sends the two, in their new order.
    const res = await t
      .http()
      .put('/api/admin/staff/order')
      .set(auth())
      .send({ ids: [next.id, last.id] })
      .expect(200);
    expect(res.body.data).toHaveLength(COUNT);
    expect(names(await page('/api/admin/staff', 1)).slice(-2)).toEqual([`Member ${pad(MAX_PAGE_SIZE - 2)}`, next.name]);
    expect(names(await page('/api/admin/staff', 2)).slice(0, 2)).toEqual([
      last.name,
      `Member ${pad(MAX_PAGE_SIZE + 1)}`,
    ]);
    const publicOrder = names((await t.http().get(`/api/staff?page=2&pageSize=${MAX_PAGE_SIZE}`).expect(200)).body);
    expect(publicOrder[0]).toBe(last.name);
    // The places are numbered again without gaps or ties.
    const orders = (await t.dataSource.getRepository('staff').find({ order: { displayOrder: 'ASC' } })).map(
      (m) => m.displayOrder,
    );
    expect(orders).toEqual(Array.from({ length: COUNT }, (_, i) => i));
  });

  it('puts a new member last and keeps the place on an edit without one', async () => {
    const created = await fields(t.http().post('/api/admin/staff').set(auth()), {
      name: 'Newest Member',
      designation: 'Lecturer',
      subject: 'Science',
    })
      .attach('photo', PNG, 'p.png')
      .expect(201);
    expect(created.body.data.displayOrder).toBe(COUNT);
    const lastPage = await page('/api/admin/staff', 3, 100);
    expect(names(lastPage).at(-1)).toBe('Newest Member');
    const edited = await fields(t.http().put(`/api/admin/staff/${created.body.data.id}`).set(auth()), {
      name: 'Newest Member',
      designation: 'Senior Lecturer',
      subject: 'Science',
    }).expect(200);
    expect(edited.body.data.displayOrder).toBe(COUNT);
  });

  it("removes an image's stored copies with its record once it is purged", async () => {
    const created = await fields(t.http().post('/api/admin/staff').set(auth()), {
      name: 'With Copies',
      designation: 'Lecturer',
      subject: 'Art',
    })
      .attach('photo', PNG, 'p.png')
      .expect(201);
    expect(created.body.data.photoThumb).toBeNull();
    // A smaller copy as the demo content stores one (no upload route sends a copy on its own).
    const thumb = (await t.app.get<FileStorage>(FILE_STORAGE).save(PNG, 'thumb.png', 'staff')).url;
    await t.dataSource.getRepository('staff').update({ id: created.body.data.id }, { photoThumb: thumb });
    await t.http().delete(`/api/admin/staff/${created.body.data.id}`).set(auth()).expect(200);
    // Kept in the trash; purged, the record takes them with it.
    expect([fileOnDisk(t, created.body.data.photo), fileOnDisk(t, thumb)]).toEqual([true, true]);
    await t.http().delete(`/api/admin/trash/staff/${created.body.data.id}`).set(auth()).expect(200);
    expect([fileOnDisk(t, created.body.data.photo), fileOnDisk(t, thumb)]).toEqual([false, false]);
  });
});
