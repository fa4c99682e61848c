/**
 * The archive (ARCHITECTURE.md 12.3, issue 34 item 1): notices past their expiry, closed tenders
 * and past trainings leave their current lists for GET /api/archive, which finds them across the
 * types, newest first, by type, words and year, in the visitor's language, with the counts of each
 * type and year for the filters; what is not public (a draft) is never there.
 */
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

jest.setTimeout(120_000);

describeApi('the archive', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const stamp = Date.now().toString(36);
  const ids: Record<string, string> = {};

  const create = async (path: string, body: Record<string, unknown>) =>
    (await t.http().post(`/api/admin/${path}`).set(admin).send(body).expect(201)).body.data.id as string;
  const archive = (query = '') => t.http().get(`/api/archive${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await loginToken(t)}` };
    ids.expired2024 = await create('notices', {
      title: `Merit list of 2024 ${stamp}`,
      category: 'Admission',
      publishDate: '2024-03-01',
      expiryDate: '2024-06-30',
      translations: { pa: { title: `2024 ਦੀ ਮੈਰਿਟ ਸੂਚੀ ${stamp}` } },
    });
    ids.expired2025 = await create('notices', {
      title: `Workshop schedule ${stamp}`,
      category: 'Circular',
      publishDate: '2025-02-10',
      expiryDate: '2025-05-01',
    });
    ids.current = await create('notices', {
      title: `Current notice ${stamp}`,
      category: 'Notice',
      publishDate: '2025-02-11',
    });
    ids.tender = await create('tenders', {
      referenceNumber: `DIET/FDK/${stamp}`,
      title: `Supply of library furniture ${stamp}`,
      publishDate: '2024-08-01',
      closingAt: '2024-08-20T10:00:00+05:30',
    });
    ids.training = await create('trainings', {
      title: `FLN refresher ${stamp}`,
      description: 'Two days on early reading.',
      mode: 'In person',
      venue: 'Conference Hall',
      startsAt: '2025-01-10T04:30:00Z',
      endsAt: '2025-01-11T11:30:00Z',
      hours: 12,
      seats: 30,
      enrolmentClosesAt: '2025-01-08T12:00:00Z',
    });
  });
  afterAll(() => t?.close());

  it('lists what left the current lists, across types, newest first, each with its page; nothing current', async () => {
    const res = await archive(`?q=${stamp}`).expect(200);
    expect(res.body.data).toEqual([
      {
        type: 'notices',
        id: ids.expired2025,
        title: `Workshop schedule ${stamp}`,
        date: '2025-02-10',
        url: `/notices/${ids.expired2025}`,
      },
      expect.objectContaining({
        type: 'trainings',
        id: ids.training,
        title: `FLN refresher ${stamp}`,
        url: `/trainings/${ids.training}`,
      }),
      expect.objectContaining({ type: 'tenders', id: ids.tender, date: '2024-08-01' }),
      expect.objectContaining({ type: 'notices', id: ids.expired2024, date: '2024-03-01' }),
    ]);
    expect(new Date(res.body.data[1].date).toISOString()).toBe('2025-01-10T04:30:00.000Z');
    expect(res.body.meta).toMatchObject({
      total: 4,
      page: 1,
      facets: {
        type: expect.arrayContaining([
          { value: 'notices', count: 2 },
          { value: 'tenders', count: 1 },
          { value: 'trainings', count: 1 },
        ]),
        year: [
          { value: 2025, count: 2 },
          { value: 2024, count: 2 },
        ],
      },
    });
    // The current notice is on /notices, not here.
    expect(
      (await t.http().get(`/api/notices?q=${stamp}`).expect(200)).body.data.map((n: { id: string }) => n.id),
    ).toEqual([ids.current]);
  });

  it("filters by type and year, finds by words, and answers in the visitor's language", async () => {
    const titles = async (query: string) =>
      ((await archive(query).expect(200)).body.data as { title: string }[]).map((item) => item.title);
    expect(await titles(`?q=${stamp}&type=notices`)).toEqual([
      `Workshop schedule ${stamp}`,
      `Merit list of 2024 ${stamp}`,
    ]);
    expect(await titles(`?q=${stamp}&year=2024`)).toEqual([
      `Supply of library furniture ${stamp}`,
      `Merit list of 2024 ${stamp}`,
    ]);
    expect(await titles(`?q=furniture ${stamp}`)).toEqual([`Supply of library furniture ${stamp}`]);
    expect(await titles(`?q=${stamp}&type=notices&year=2024&lang=pa`)).toEqual([`2024 ਦੀ ਮੈਰਿਟ ਸੂਚੀ ${stamp}`]);
    // Words in Punjabi find the Punjabi title, and the year filter counts what they found.
    const punjabi = await archive(`?q=${encodeURIComponent(`ਮੈਰਿਟ ਸੂਚੀ ${stamp}`)}&lang=pa`).expect(200);
    expect(punjabi.body.data.map((item: { id: string }) => item.id)).toEqual([ids.expired2024]);
    expect(punjabi.body.meta.facets.year).toEqual([{ value: 2024, count: 1 }]);
  });

  it('never shows a draft, and answers 400 naming the parameter for a type without an archive or a year out of range', async () => {
    await t.http().post(`/api/admin/notices/${ids.expired2024}/unpublish`).set(admin).expect(200);
    expect(
      ((await archive(`?q=${stamp}&type=notices`).expect(200)).body.data as { id: string }[]).map((n) => n.id),
    ).toEqual([ids.expired2025]);
    const staff = await archive('?type=staff').expect(400);
    expect(staff.body.details).toEqual(withRequestId({ type: expect.stringContaining('Type') }));
    const year = await archive('?year=1800').expect(400);
    expect(year.body.details).toEqual(withRequestId({ year: expect.stringContaining('Year') }));
  });

  // Last: its notice's title holds the others' words.
  it('files an item under the year its validity ended, not the year it was published', async () => {
    const other = `${stamp}y`;
    const id = await create('notices', {
      title: `Winter timetable ${other}`,
      category: 'Notice',
      publishDate: '2023-12-01',
      expiryDate: '2024-01-15',
    });
    const res = await archive(`?q=${other}`).expect(200);
    expect(res.body.meta.facets.year).toEqual([{ value: 2024, count: 1 }]);
    const found = async (year: number) =>
      ((await archive(`?q=${other}&year=${year}`).expect(200)).body.data as { id: string }[]).map((i) => i.id);
    expect(await found(2024)).toEqual([id]);
    expect(await found(2023)).toEqual([]);
  });
});
