/**
 * Research on the content-type machinery: the office pages through any number of papers and of
 * visitors' proposals on the server, and an error names every failing field, a missing file too.
 */
import { fieldEntries, fileFields } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { research } from '@diet/contracts/content-types/research';
import { VALIDATION } from '@diet/contracts/messages';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { CONTENT_SCHEMAS } from '../src/content/content-schemas';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

jest.setTimeout(60_000);

describeApi('research on the machinery', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('names the missing research file with the five other fields of an empty proposal', async () => {
    const res = await t.http().post('/api/research/proposal').field('website', '').expect(400);
    expect(res.body.message).toBe(VALIDATION.titleRequired);
    expect(res.body.details).toEqual(
      withRequestId({
        title: VALIDATION.titleRequired,
        author: VALIDATION.authorNameRequired,
        year: VALIDATION.yearRequired,
        description: VALIDATION.descriptionRequired,
        status: VALIDATION.statusRequired,
        file: VALIDATION.researchFileRequired,
      }),
    );
  });

  it.each(CONTENT_TYPES.filter((d) => fileFields(d).some(([, f]) => f.required)).map((d) => [d.path, d] as const))(
    'an empty admin create of %s names every required field, its file among them',
    async (path, definition) => {
      const res = await t.http().post(`/api/admin/${path}`).set(auth()).field('fileName', '').expect(400);
      const required = Object.fromEntries(
        fieldEntries(definition).flatMap(([name, f]) => (f.required && !f.managed ? [[name, f.required]] : [])),
      );
      expect(res.body.details).toEqual(withRequestId(required));
      expect(res.body.message).toBe(Object.values(required)[0]);
    },
  );

  it('pages past 200 papers and proposals in the office, each section on its own', async () => {
    const repo = t.dataSource.getRepository(CONTENT_SCHEMAS.get(research)!);
    const paper = (i: number, isAdminPublished: boolean) => ({
      title: `${isAdminPublished ? 'Paper' : 'Proposal'} ${String(i).padStart(3, '0')}`,
      author: 'Paging test',
      year: 2020,
      description: 'Made to page through.',
      status: 'Ongoing',
      file: '/uploads/research/x.pdf',
      fileName: 'x.pdf',
      fileSize: 10,
      fileType: 'application/pdf',
      isApproved: false,
      isAdminPublished,
    });
    for (let i = 0; i < 230; i += 50)
      await repo.insert(Array.from({ length: Math.min(50, 230 - i) }, (_, k) => paper(i + k, true)));
    await repo.insert(Array.from({ length: 3 }, (_, k) => paper(k, false)));

    const page = async (query: string) =>
      (await t.http().get(`/api/admin/research?${query}`).set(auth()).expect(200)).body;
    const first = await page(`isAdminPublished=true&pageSize=${MAX_PAGE_SIZE}`);
    const second = await page(`isAdminPublished=true&pageSize=${MAX_PAGE_SIZE}&page=2`);
    expect(first.meta).toEqual({ total: 230, page: 1, pageSize: MAX_PAGE_SIZE });
    expect(first.data).toHaveLength(200);
    expect(second.data).toHaveLength(30);
    const ids = new Set([...first.data, ...second.data].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(230);
    expect([...first.data, ...second.data].every((p: { isAdminPublished: boolean }) => p.isAdminPublished)).toBe(true);

    const proposals = await page('isAdminPublished=false');
    expect(proposals.meta.total).toBe(3);
    expect(proposals.data.map((p: { title: string }) => p.title).sort()).toEqual([
      'Proposal 000',
      'Proposal 001',
      'Proposal 002',
    ]);

    // Visitors see the office's papers, never an unapproved proposal.
    const visitors = (await t.http().get('/api/research?q=Proposal').expect(200)).body;
    expect(visitors.meta.total).toBe(0);
  });
});
