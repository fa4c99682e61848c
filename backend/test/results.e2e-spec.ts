/** Results: year rules (2020 .. next year), file required on create and kept on edit, filters, years. */
import { currentYear } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, fileOnDisk, MP4, PDF, PNG } from './utils/content-fixtures';

describeApi('results API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = { course: 'B.Ed', semester: '1st Semester', year: 2024, publishDate: '2024-06-01' };
  const unknown = '00000000-0000-4000-8000-000000000000';

  const post = (body: Record<string, string | number | undefined>, file: Buffer | null = PDF, name = 'result.pdf') => {
    const req = fields(t.http().post('/api/admin/results').set(auth()), body);
    return file ? req.attach('file', file, name) : req;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('refuses admin routes without a token', async () => {
    await t.http().get('/api/admin/results').expect(401);
    await t.http().post('/api/admin/results').expect(401);
    await t.http().put(`/api/admin/results/${unknown}`).expect(401);
    await t.http().delete(`/api/admin/results/${unknown}`).expect(401);
  });

  it.each([
    ['course', { ...valid, course: undefined }, VALIDATION.courseRequired],
    ['semester', { ...valid, semester: '' }, VALIDATION.semesterRequired],
    ['year', { ...valid, year: undefined }, VALIDATION.yearRequired],
    ['year', { ...valid, year: 2019 }, VALIDATION.resultYearMin],
    ['year', { ...valid, year: currentYear() + 2 }, VALIDATION.resultYearFuture],
    ['publishDate', { ...valid, publishDate: undefined }, VALIDATION.publishDateRequired],
  ] as [string, Record<string, string | number | undefined>, string][])('%s: %s', async (field, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('accepts 2020 and next year; needs a PDF or image file', async () => {
    await post({ ...valid, year: 2020 }).expect(201);
    await post({ ...valid, year: currentYear() + 1 }).expect(201);
    expect((await post(valid, null)).body).toEqual(badRequest('file', VALIDATION.fileRequired));
    expect((await post(valid, MP4, 'a.mp4')).body.message).toBe(UPLOAD.invalidType);
  });

  it('publishes, edits keeping the file, replaces it, deletes it; 404 for unknown ids', async () => {
    const created = await post(valid, PDF, 'B.Ed Sem 1.pdf').expect(201);
    expect(created.body.message).toBe(entityToast.published(ENTITY_LABELS.result));
    const result = created.body.data;
    expect(result).toMatchObject({
      course: 'B.Ed',
      year: 2024,
      fileName: 'B.Ed Sem 1.pdf',
      fileType: 'application/pdf',
    });
    const download = await t.http().get(`${result.file}?download=1`).expect(200);
    expect(download.headers['content-disposition']).toContain('filename="B.Ed Sem 1.pdf"');
    const edited = await fields(t.http().put(`/api/admin/results/${result.id}`).set(auth()), {
      ...valid,
      semester: '2nd Semester',
    }).expect(200);
    expect(edited.body.message).toBe(entityToast.updated(ENTITY_LABELS.result));
    expect(edited.body.data).toMatchObject({ semester: '2nd Semester', file: result.file });
    const replaced = await fields(t.http().put(`/api/admin/results/${result.id}`).set(auth()), valid)
      .attach('file', PNG, 'scan.png')
      .expect(200);
    // The replaced file stays for the revision that names it.
    expect(fileOnDisk(t, result.file)).toBe(true);
    const del = await t.http().delete(`/api/admin/results/${result.id}`).set(auth()).expect(200);
    expect(del.body.message).toBe(entityToast.deleted(ENTITY_LABELS.result));
    expect(fileOnDisk(t, replaced.body.data.file)).toBe(true);
    // Kept in the trash; purging it removes every file it had.
    await t.http().delete(`/api/admin/trash/result/${result.id}`).set(auth()).expect(200);
    expect([fileOnDisk(t, result.file), fileOnDisk(t, replaced.body.data.file)]).toEqual([false, false]);
    await fields(t.http().put(`/api/admin/results/${unknown}`).set(auth()), valid).expect(404);
    await t.http().delete(`/api/admin/results/${unknown}`).set(auth()).expect(404);
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
