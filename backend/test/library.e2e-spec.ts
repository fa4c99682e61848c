/**
 * Library: its rules (ISBN check digits, copies on the shelf), search by title,
 * author, ISBN or subject, filters, facets, new arrivals, RIS export and the CSV import (issue 37
 * item 4, ARCHITECTURE.md 12.6 and 12.7). What every type does is content-types.e2e-spec.ts's.
 */
import { CSV_IMPORT, VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { instituteToday } from '../src/common/institute-date';
import { badRequest } from './utils/content-fixtures';

const HEADER = 'title,author,isbn,subject,year,copies,available,language,callNumber';

describeApi('library API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    title: 'Child Psychology',
    author: 'E. Hurlock',
    subject: 'Psychology',
    isbn: '978-0-306-40615-7',
    copies: 3,
    available: 3,
  };
  const add = (book: Record<string, unknown>) => t.http().post('/api/admin/library').set(auth()).send(book).expect(201);
  const importCsv = (csv: string | Buffer, query = '') =>
    t
      .http()
      .post(`/api/admin/library/import${query}`)
      .set(auth())
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'books.csv');
  const all = async () =>
    (await t.http().get('/api/admin/library?pageSize=100').set(auth()).expect(200)).body.data as Record<
      string,
      unknown
    >[];
  const removeAll = async () => {
    for (const b of await all())
      await t
        .http()
        .delete(`/api/admin/library/${String(b.id)}`)
        .set(auth())
        .expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401 on the record routes, author/subject/copies/available left out, the toasts, create to
  // delete and unknown ids: the rows 'book: ...' of content-types.e2e-spec.ts.
  it('refuses the import, its own route, without a token', async () => {
    await t.http().post('/api/admin/library/import?dryRun=true').expect(401);
  });

  it.each([
    ['title', { ...valid, title: '' }, VALIDATION.titleRequired],
    ['subject', { ...valid, subject: 'Cooking' }, VALIDATION.notAllowed('Subject')],
    ['isbn', { ...valid, isbn: '978-0-306-40615-8' }, VALIDATION.invalidValue('ISBN')],
    ['isbn', { ...valid, isbn: '0-306-40615-3' }, VALIDATION.invalidValue('ISBN')],
    ['isbn', { ...valid, isbn: '12345' }, VALIDATION.invalidValue('ISBN')],
    ['year', { ...valid, year: 'soon' }, VALIDATION.yearNumeric],
    ['year', { ...valid, year: 3000 }, VALIDATION.researchYearFuture],
    ['language', { ...valid, language: 'xx' }, VALIDATION.notAllowed('Language')],
    ['copies', { ...valid, copies: 0, available: 0 }, VALIDATION.copiesMin],
    ['copies', { ...valid, copies: 1.5 }, VALIDATION.mustBeWholeNumber],
    ['available', { ...valid, available: -1 }, VALIDATION.coursesNegative],
    ['available', { ...valid, available: 4 }, VALIDATION.availableAboveCopies],
  ] as [string, Record<string, unknown>, string][])('%s: %s', async (field, body, message) => {
    const res = await t.http().post('/api/admin/library').set(auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('keeps ISBN-10 and ISBN-13 without hyphens or spaces; a book may have none', async () => {
    const ten = await add({ ...valid, isbn: ' 0-306-40615-2 ' });
    expect(ten.body.data.isbn).toBe('0306406152');
    const x = await add({ ...valid, isbn: '0-8044-2957-x' });
    expect(x.body.data.isbn).toBe('080442957X');
    const none = await add({ ...valid, isbn: '' });
    expect(none.body.data.isbn).toBeNull();
    await removeAll();
  });

  it('a date of accession left empty is today on create, and on an edit the day the book was first entered', async () => {
    const created = (await add(valid)).body.data;
    expect(created.accessionDate).toBe(instituteToday());
    // Entered at 20:00 UTC on 10 June 2025: 01:30 on the 11th at the institute.
    await t.dataSource.query(`UPDATE library_books SET created_at = '2025-06-10 20:00:00.000' WHERE id = ?`, [
      created.id,
    ]);
    const edited = await t
      .http()
      .put(`/api/admin/library/${created.id}`)
      .set(auth())
      .send({ ...valid, accessionDate: '' })
      .expect(200);
    expect(edited.body.data.accessionDate).toBe('2025-06-11');
    // A book an import entered has none stored: an edit gives it its day too, never today.
    await importCsv([HEADER, 'Imported Book,An Author,978-0-00-000003-3,Science,2019,4,2,en,'].join('\n')).expect(200);
    const imported = (await all()).find((b) => b.title === 'Imported Book')!;
    await t.dataSource.query(`UPDATE library_books SET created_at = '2025-01-02 04:00:00.000' WHERE id = ?`, [
      imported.id,
    ]);
    const put = await t
      .http()
      .put(`/api/admin/library/${String(imported.id)}`)
      .set(auth())
      .send({ ...valid, isbn: '978-0-00-000003-3', title: 'Imported Book' })
      .expect(200);
    expect(put.body.data.accessionDate).toBe('2025-01-02');
    await removeAll();
  });

  it('keeps the call number, language and ISBN; an edit lends the copies out', async () => {
    const created = await add({ ...valid, copies: 1, available: 1, callNumber: '370.15 HUR', language: 'en' });
    const book = created.body.data;
    expect(book).toMatchObject({
      copies: 1,
      available: 1,
      callNumber: '370.15 HUR',
      language: 'en',
      isbn: '9780306406157',
    });
    const edited = await t
      .http()
      .put(`/api/admin/library/${book.id}`)
      .set(auth())
      .send({ ...valid, available: 0 })
      .expect(200);
    expect(edited.body.data.available).toBe(0);
    await t.http().delete(`/api/admin/library/${book.id}`).set(auth()).expect(200);
  });

  describe('the catalogue', () => {
    beforeAll(async () => {
      await removeAll();
      const books = [
        { ...valid, title: 'Zoology Basics', subject: 'Science', year: 2019, language: 'en', isbn: '9780000000002' },
        {
          ...valid,
          title: 'Algebra',
          subject: 'Mathematics',
          author: 'R. D. Sharma',
          available: 0,
          year: 2019,
          language: 'hi',
          isbn: '9780000000019',
        },
        { ...valid, title: 'Geometry', subject: 'Mathematics', year: 2021, language: 'pa', isbn: '0000000027' },
      ];
      // One at a time: new arrivals are the newest first.
      for (const b of books) {
        await add(b);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    const titles = async (q: string) =>
      (await t.http().get(`/api/library${q}`).expect(200)).body.data.map((b: { title: string }) => b.title);

    it('searches by title, author, ISBN or subject, filters and pages in title order', async () => {
      expect(await titles('')).toEqual(['Algebra', 'Geometry', 'Zoology Basics']);
      expect(await titles('?subject=Mathematics')).toEqual(['Algebra', 'Geometry']);
      expect(await titles('?subject=Mathematics&available=false')).toEqual(['Algebra']);
      expect(await titles('?available=true')).toEqual(['Geometry', 'Zoology Basics']);
      expect(await titles('?q=sharma')).toEqual(['Algebra']);
      expect(await titles('?q=0000000027')).toEqual(['Geometry']);
      expect(await titles(`?q=${encodeURIComponent('978-0-00-000001-9')}`)).toEqual(['Algebra']);
      expect(await titles('?q=science')).toEqual(['Zoology Basics']);
      expect(await titles('?year=2019&language=hi')).toEqual(['Algebra']);
      const page = await t.http().get('/api/library?page=2&pageSize=2').expect(200);
      expect(page.body.meta).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.body.data.map((b: { title: string }) => b.title)).toEqual(['Zoology Basics']);
    });

    it('counts each subject, year and language over the current search', async () => {
      const every = await t.http().get('/api/library').expect(200);
      expect(every.body.meta.facets).toEqual({
        subject: [
          { value: 'Mathematics', count: 2 },
          { value: 'Science', count: 1 },
        ],
        year: [
          { value: 2019, count: 2 },
          { value: 2021, count: 1 },
        ],
        language: [
          { value: 'en', count: 1 },
          { value: 'hi', count: 1 },
          { value: 'pa', count: 1 },
        ],
      });
      const maths = await t.http().get('/api/library?q=a&subject=Mathematics').expect(200);
      expect(maths.body.meta.facets.year).toEqual([
        { value: 2019, count: 1 },
        { value: 2021, count: 1 },
      ]);
      expect(maths.body.meta.facets.subject).toEqual([{ value: 'Mathematics', count: 2 }]);
      // The office's table shows none: its list is not counted.
      const office = await t.http().get('/api/admin/library').set(auth()).expect(200);
      expect(office.body.meta).not.toHaveProperty('facets');
    });

    it('lists new arrivals first with sort=new', async () => {
      expect(await titles('?sort=new')).toEqual(['Geometry', 'Algebra', 'Zoology Basics']);
      const bad = await t.http().get('/api/library?sort=old');
      expect(bad.status).toBe(400);
      expect(bad.body.details.sort).toBe(VALIDATION.notAllowed('Sort'));
    });

    it("exports a search as RIS citations, one record per book, the list's order", async () => {
      const res = await t.http().get('/api/library/export.ris?subject=Mathematics').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/x-research-info-systems/);
      expect(res.headers['content-disposition']).toContain('library.ris');
      expect(res.text).toBe(
        [
          'TY  - BOOK',
          'TI  - Algebra',
          'AU  - R. D. Sharma',
          'PY  - 2019',
          'SN  - 9780000000019',
          'LA  - hi',
          'KW  - Mathematics',
          'ER  - ',
          '',
          'TY  - BOOK',
          'TI  - Geometry',
          'AU  - E. Hurlock',
          'PY  - 2021',
          'SN  - 0000000027',
          'LA  - pa',
          'KW  - Mathematics',
          'ER  - ',
          '',
        ].join('\r\n'),
      );
    });
  });

  describe('CSV import', () => {
    beforeEach(removeAll);

    const rows = [
      HEADER,
      'Teaching of Science,Radha Mohan,978-0-00-000003-3,Science,2019,4,2,en,372.35 MOH',
      '"Punjabi, a reader",Surjit Singh,,Language,,2,2,pa,',
    ].join('\r\n');

    it('a dry run reports every row and writes nothing; the byte order mark is allowed', async () => {
      const res = await importCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rows)]), '?dryRun=true');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ rows: 2, valid: 2, errors: [] });
      expect(await all()).toEqual([]);
    });

    it("lists each row's errors by line and column with the definition's messages", async () => {
      const csv = [
        HEADER,
        'Good Book,An Author,,Education,2001,1,1,en,',
        'Bad Book,,978-0-00-000003-4,Cooking,2001,2,3,en,',
        'Short,row',
      ].join('\n');
      const res = await importCsv(csv, '?dryRun=true');
      expect(res.body.data).toEqual({
        rows: 3,
        valid: 1,
        errors: [
          { line: 3, column: 'author', message: VALIDATION.authorRequired },
          { line: 3, column: 'subject', message: VALIDATION.notAllowed('Subject') },
          { line: 3, column: 'isbn', message: VALIDATION.invalidValue('ISBN') },
          { line: 4, column: '', message: CSV_IMPORT.cellCount(9, 2) },
        ],
      });
      const refused = await importCsv(csv);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CSV_IMPORT.refused);
      expect(refused.body.data.errors).toEqual(res.body.data.errors);
      expect(await all()).toEqual([]);
      const skipped = await importCsv(csv, '?skipInvalid=true').expect(200);
      expect(skipped.body.data).toMatchObject({ rows: 3, valid: 1, added: 1, updated: 0 });
      expect((await all()).map((b) => b.title)).toEqual(['Good Book']);
    });

    it('refuses a file without the header row, or not UTF-8', async () => {
      const headless = await importCsv('Teaching of Science,Radha Mohan,,Science,2019,4,2,en,', '?dryRun=true');
      expect(headless.body.data.errors).toEqual([
        { line: 1, column: 'file', message: CSV_IMPORT.header(HEADER.split(',')) },
      ]);
      const latin1 = await importCsv(Buffer.from(`${HEADER}\nCaf\xe9,A,,Arts,,1,1,en,\n`, 'latin1'), '?dryRun=true');
      expect(latin1.body.data.errors).toEqual([{ line: 1, column: 'file', message: CSV_IMPORT.notUtf8 }]);
      const none = await t.http().post('/api/admin/library/import').set(auth()).field('x', '1');
      expect(none.status).toBe(400);
      expect(none.body.details.file).toBe(CSV_IMPORT.fileRequired);
    });

    it('imports, then the same ISBN updates the book instead of adding another; audited; visitors see it', async () => {
      const first = await importCsv(rows).expect(200);
      expect(first.body.data).toMatchObject({ rows: 2, valid: 2, added: 2, updated: 0 });
      expect(first.body.message).toBe(CSV_IMPORT.imported(2, 0));
      expect(await titles()).toEqual(['Punjabi, a reader', 'Teaching of Science']);
      const again = [HEADER, 'Teaching of Science (2nd ed.),Radha Mohan,9780000000033,Science,2020,5,1,en,372.35 MOH'];
      const second = await importCsv(again.join('\n')).expect(200);
      expect(second.body.data).toMatchObject({ added: 0, updated: 1 });
      // The public list read before the second import shows its change: the import renews the public cache.
      expect(await titles()).toEqual(['Punjabi, a reader', 'Teaching of Science (2nd ed.)']);
      const books = await all();
      expect(books).toHaveLength(2);
      expect(books.find((b) => b.isbn === '9780000000033')).toMatchObject({
        title: 'Teaching of Science (2nd ed.)',
        year: 2020,
        copies: 5,
        available: 1,
      });
      const audit = await t.http().get('/api/admin/audit?action=Imported').set(auth()).expect(200);
      expect(audit.body.data.map((e: { description: string }) => e.description)).toEqual(
        expect.arrayContaining([expect.stringContaining(CSV_IMPORT.logLabel(1, 0, 1))]),
      );
    });

    it("an update writes only the file's columns: the date of accession the office set is kept", async () => {
      const entered = await add({ ...valid, isbn: '978-0-00-000003-3', accessionDate: '2024-03-05' });
      const row = 'Teaching of Science,Radha Mohan,978-0-00-000003-3,Science,2019,4,2,en,372.35 MOH';
      const res = await importCsv([HEADER, row].join('\n')).expect(200);
      expect(res.body.data).toMatchObject({ added: 0, updated: 1 });
      const book = (await t.http().get(`/api/admin/library/${entered.body.data.id}`).set(auth()).expect(200)).body.data;
      expect(book).toMatchObject({
        title: 'Teaching of Science',
        copies: 4,
        available: 2,
        accessionDate: '2024-03-05',
      });
    });

    async function titles() {
      return (await t.http().get('/api/library').expect(200)).body.data.map((b: { title: string }) => b.title);
    }

    it('offers the template: the header row', async () => {
      const res = await t.http().get('/api/admin/library/import/template').set(auth()).expect(200);
      expect(res.text.replace(/^\ufeff/, '').trim()).toBe(HEADER);
    });
  });
});
