/** Research: public visibility, the public proposal (honeypot), approval, year rules; the generic rest is content-types.e2e-spec.ts's. */
import { currentYear } from '@diet/contracts/limits';
import { UPLOAD, VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { research } from '@diet/contracts/content-types/research';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, fileOnDisk, HTML, PDF, PNG } from './utils/content-fixtures';

describeApi('research API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    title: 'Play-based learning',
    author: 'R. Kaur',
    year: 2022,
    description: 'A study in five schools.',
    status: 'Completed',
  };
  const unknown = '00000000-0000-4000-8000-000000000000';

  const adminPost = (
    body: Record<string, string | number | undefined>,
    file: Buffer | null = PDF,
    name = 'paper.pdf',
  ) => {
    const req = fields(t.http().post('/api/admin/research').set(auth()), body);
    return file ? req.attach('file', file, name) : req;
  };
  const propose = (
    body: Record<string, string | number | undefined>,
    file: Buffer | null = PDF,
    name = 'proposal.pdf',
  ) => {
    const req = fields(t.http().post('/api/research/proposal'), body);
    return file ? req.attach('file', file, name) : req;
  };
  const publicTitles = async (query = '') =>
    (await t.http().get(`/api/research${query}`).expect(200)).body.data.map((r: { title: string }) => r.title);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401, title/description/year/status/file left out, a file of another kind, the toasts, the file kept
  // on edit, delete and purge, unknown ids: the rows 'research: ...' of content-types.e2e-spec.ts.
  describe('admin validation', () => {
    const year = currentYear();
    it.each([
      ['author missing', { ...valid, author: '' }, 'author', VALIDATION.authorRequired],
      ['year not a number', { ...valid, year: 'abc' }, 'year', VALIDATION.yearNumeric],
      ['year before 2000', { ...valid, year: 1999 }, 'year', VALIDATION.researchYearMin],
      ['year in the future', { ...valid, year: year + 1 }, 'year', VALIDATION.researchYearFuture],
      ['status not allowed', { ...valid, status: 'Draft' }, 'status', VALIDATION.notAllowed('Status')],
    ] as [string, Record<string, string | number | undefined>, string, string][])(
      '%s -> 400',
      async (_n, body, field, message) => {
        const res = await adminPost(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(badRequest(field, message));
      },
    );

    it('accepts the year 2000 and the current year', async () => {
      await adminPost({ ...valid, year: 2000 }).expect(201);
      await adminPost({ ...valid, year }).expect(201);
    });
  });

  it('creates admin-published, names the file by the form, refuses a bad year on edit, names a replaced file by its upload', async () => {
    const created = await adminPost({ ...valid, fileName: 'My Paper.pdf' }).expect(201);
    const paper = created.body.data;
    expect(paper).toMatchObject({
      title: valid.title,
      year: 2022,
      isAdminPublished: true,
      isApproved: false,
      fileName: 'My Paper.pdf',
    });
    expect(fileOnDisk(t, paper.file)).toBe(true);

    const edited = await fields(t.http().put(`/api/admin/research/${paper.id}`).set(auth()), {
      ...valid,
      title: 'Play-based learning II',
    }).expect(200);
    expect(edited.body.data).toMatchObject({ title: 'Play-based learning II', file: paper.file });

    const invalid = await fields(t.http().put(`/api/admin/research/${paper.id}`).set(auth()), { ...valid, year: 1990 });
    expect(invalid.body).toEqual(badRequest('year', VALIDATION.researchYearMin));

    const replaced = await fields(t.http().put(`/api/admin/research/${paper.id}`).set(auth()), valid)
      .attach('file', PNG, 'scan.png')
      .expect(200);
    // The replaced file stays for the revision that names it.
    expect(fileOnDisk(t, paper.file)).toBe(true);
    expect(replaced.body.data.fileName).toBe('scan.png');

    // Approving an unknown paper (the flag's own body).
    await t.http().put(`/api/admin/research/${unknown}`).set(auth()).send({ isApproved: true }).expect(404);
  });

  describe('public proposal and visibility', () => {
    it.each([
      ['title', { ...valid, title: undefined }, VALIDATION.titleRequired],
      ['author', { ...valid, author: undefined }, VALIDATION.authorNameRequired],
      ['year', { ...valid, year: undefined }, VALIDATION.yearRequired],
      ['year', { ...valid, year: 'twenty' }, VALIDATION.yearNumeric],
      ['description', { ...valid, description: ' ' }, VALIDATION.descriptionRequired],
      ['status', { ...valid, status: undefined }, VALIDATION.statusRequired],
    ] as [string, Record<string, string | number | undefined>, string][])(
      'proposal without a valid %s -> %s',
      async (field, body, message) => {
        const res = await propose(body);
        expect(res.body).toEqual(badRequest(field, message));
      },
    );

    it('needs a research file of an allowed type', async () => {
      expect((await propose(valid, null)).body).toEqual(badRequest('file', VALIDATION.researchFileRequired));
      expect((await propose(valid, HTML, 'a.html')).body.message).toBe(UPLOAD.invalidType);
    });

    it('takes a year typed with Gurmukhi or Devanagari digits as that year (issue 39 item 9)', async () => {
      await propose({ ...valid, title: 'Punjabi digits', year: '੨੦੨੪' }).expect(201);
      await propose({ ...valid, title: 'Hindi digits', year: '२०२३' }).expect(201);
      const stored = (await t.http().get('/api/admin/research?q=digits').set(auth()).expect(200)).body.data as {
        title: string;
        year: number;
      }[];
      expect(Object.fromEntries(stored.map((r) => [r.title, r.year]))).toEqual({
        'Punjabi digits': 2024,
        'Hindi digits': 2023,
      });
    });

    it('stores a proposal unapproved and shows it publicly only once approved', async () => {
      const res = await propose({ ...valid, title: 'Visitor proposal' }).expect(201);
      expect(res.body).toMatchObject({ success: true, message: TOASTS.proposalSuccess });
      expect(await publicTitles()).not.toContain('Visitor proposal');

      const all = (await t.http().get('/api/admin/research?q=Visitor').set(auth()).expect(200)).body.data;
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({ isApproved: false, isAdminPublished: false });

      const approved = await t
        .http()
        .put(`/api/admin/research/${all[0].id}`)
        .set(auth())
        .send({ isApproved: true })
        .expect(200);
      expect(approved.body.data.isApproved).toBe(true);
      expect(await publicTitles()).toContain('Visitor proposal');
      expect(await publicTitles('?q=visitor')).toEqual(['Visitor proposal']);

      await t.http().put(`/api/admin/research/${all[0].id}`).set(auth()).send({ isApproved: false }).expect(200);
      expect(await publicTitles()).not.toContain('Visitor proposal');
      expect(
        (await t.http().put(`/api/admin/research/${all[0].id}`).set(auth()).send({ isApproved: 'maybe' })).status,
      ).toBe(400);
    });

    it('answers a filled honeypot as a success but stores nothing', async () => {
      const before = await t.dataSource.getRepository(research.name).count();
      const res = await propose({ ...valid, title: 'Spam', website: 'http://spam.example' }).expect(201);
      expect(res.body.message).toBe(TOASTS.proposalSuccess);
      expect(await t.dataSource.getRepository(research.name).count()).toBe(before);
    });

    it('filters the public list by status and author', async () => {
      await adminPost({ ...valid, title: 'Ongoing one', status: 'Ongoing', author: 'Meena Gill' }).expect(201);
      expect(await publicTitles('?status=Ongoing')).toEqual(['Ongoing one']);
      expect(await publicTitles('?q=meena')).toEqual(['Ongoing one']);
    });
  });
});
