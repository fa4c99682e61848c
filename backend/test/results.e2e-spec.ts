/**
 * Results: year rules (2020 .. next year), the download's name, filters, years. What every type
 * does (required fields, file kinds, create to purge, 401 and 404) is content-types.e2e-spec.ts's.
 */
import { currentYear } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, PDF } from './utils/content-fixtures';

describeApi('results API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = { course: 'B.Ed', semester: '1st Semester', year: 2024, publishDate: '2024-06-01' };

  const post = (body: Record<string, string | number | undefined>, file: Buffer | null = PDF, name = 'result.pdf') => {
    const req = fields(t.http().post('/api/admin/results').set(auth()), body);
    return file ? req.attach('file', file, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // Required fields, file kinds, the toasts, create/edit/replace/delete/purge and unknown ids: the
  // rows 'result: ...' of content-types.e2e-spec.ts. Here: the year's range and the download's name.
  it.each([
    ['year', { ...valid, year: 2019 }, VALIDATION.resultYearMin],
    ['year', { ...valid, year: currentYear() + 2 }, VALIDATION.resultYearFuture],
  ] as [string, Record<string, string | number | undefined>, string][])('%s: %s', async (field, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('accepts 2020 and next year', async () => {
    await post({ ...valid, year: 2020 }).expect(201);
    await post({ ...valid, year: currentYear() + 1 }).expect(201);
  });

  it('downloads under the name it was sent with', async () => {
    const result = (await post(valid, PDF, 'B.Ed Sem 1.pdf').expect(201)).body.data;
    expect(result).toMatchObject({ course: 'B.Ed', year: 2024, fileName: 'B.Ed Sem 1.pdf' });
    const download = await t.http().get(`${result.file}?download=1`).expect(200);
    expect(download.headers['content-disposition']).toContain('filename="B.Ed Sem 1.pdf"');
  });

  it('filters by course, year and search, newest first, and lists the years present', async () => {
    await post({ course: 'M.Ed', semester: 'Final', year: 2022, publishDate: '2022-05-01' }).expect(201);
    await post({ course: 'M.Ed', semester: '1st Year', year: 2023, publishDate: '2023-05-01' }).expect(201);
    const list = async (q: string) =>
      (await t.http().get(`/api/results${q}`).expect(200)).body.data.map(
        (r: { semester: string; year: number }) => `${r.semester} ${r.year}`,
      );
    expect(await list('?course=M.Ed')).toEqual(['1st Year 2023', 'Final 2022']);
    expect(await list('?course=M.Ed&year=2022')).toEqual(['Final 2022']);
    expect(await list('?q=final')).toEqual(['Final 2022']);
    const years = (await t.http().get('/api/results/years').expect(200)).body.data as number[];
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toEqual(expect.arrayContaining([2022, 2023]));
  });
});
