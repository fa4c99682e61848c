/**
 * Tenders, their documents and corrigenda, and the RTI disclosures and officers (ARCHITECTURE.md
 * 11.4): the exact messages (a closing time among them), open and closed lists by the closing
 * moment, the records that belong to a tender carried on it and deleted with it, and the RTI lists.
 */
import { VALIDATION } from '@diet/contracts/messages';
import { instituteDayOffset } from '../src/common/institute-date';
import { badRequest, fields, fileOnDisk, PDF } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

describeApi('tenders and RTI API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const valid = {
    referenceNumber: 'DIET/FDK/2026/11',
    title: 'Supply of projectors',
    description: 'Two projectors for the classrooms.',
    publishDate: day(-1),
    closingAt: `${day(10)}T15:00`,
  };
  const unknown = '00000000-0000-4000-8000-000000000000';
  const add = async (body: Record<string, unknown>) =>
    (await t.http().post('/api/admin/tenders').set(auth()).send(body).expect(201)).body.data as {
      id: string;
      closingAt: string;
    };
  const refs = async (query: string) =>
    (await t.http().get(`/api/tenders${query}`).expect(200)).body.data.map(
      (n: { referenceNumber: string }) => n.referenceNumber,
    ) as string[];

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401 on every admin route of the four types, each required field left out, a file of another
  // kind, create to purge and unknown ids: the rows 'tender|tenderDocument|corrigendum|disclosure|
  // rtiOfficer: ...' of content-types.e2e-spec.ts.

  it.each([
    ['referenceNumber', 'Reference number is required', { ...valid, referenceNumber: ' ' }],
    ['title', VALIDATION.titleRequired, { ...valid, title: '' }],
    ['publishDate', VALIDATION.dateInvalid, { ...valid, publishDate: '2026-02-30' }],
    ['closingAt', 'Closing time is required', { ...valid, closingAt: '' }],
    ['closingAt', 'Closing time is not valid', { ...valid, closingAt: 'next Friday' }],
    ['closingAt', 'Closing time is not valid', { ...valid, closingAt: '2026-12-10' }],
    ['closingAt', 'Closing time is not valid', { ...valid, closingAt: '2026-12-10T25:00' }],
    [
      'closingAt',
      'Closing time must be after the publish date',
      { ...valid, publishDate: '2026-12-10', closingAt: '2026-12-09T17:00:00+05:30' },
    ],
  ] as [string, string, Record<string, unknown>][])('%s: %s', async (field, message, body) => {
    const res = await t.http().post('/api/admin/tenders').set(auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('keeps a closing time without an offset as the institute time, in UTC; a reference number twice is 409', async () => {
    const created = await t
      .http()
      .post('/api/admin/tenders')
      .set(auth())
      .send({ ...valid, closingAt: '2030-03-01T15:00' })
      .expect(201);
    expect(created.body.message).toBe('Tender added successfully!');
    expect(created.body.data.closingAt).toBe('2030-03-01T09:30:00.000Z');
    const twice = await t.http().post('/api/admin/tenders').set(auth()).send(valid);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A tender with this reference number already exists');
    await t.http().delete(`/api/admin/tenders/${created.body.data.id}`).set(auth()).expect(200);
  });

  it('lists open tenders soonest-closing first and the closed ones in the archive, by the closing moment; visitors do not see one before its publish date', async () => {
    await add({ ...valid, referenceNumber: 'OPEN-LATER', closingAt: inMinutes(60 * 24 * 5) });
    await add({ ...valid, referenceNumber: 'OPEN-SOON', closingAt: inMinutes(2) });
    await add({ ...valid, referenceNumber: 'CLOSED-A-MINUTE-AGO', closingAt: inMinutes(-1) });
    await add({ ...valid, referenceNumber: 'CLOSED-LONG-AGO', publishDate: day(-40), closingAt: `${day(-30)}T12:00` });
    await add({ ...valid, referenceNumber: 'NOT-YET-PUBLISHED', publishDate: day(2), closingAt: `${day(20)}T12:00` });
    expect(await refs('')).toEqual(['OPEN-SOON', 'OPEN-LATER']);
    expect(await refs('?archived=false')).toEqual(['OPEN-SOON', 'OPEN-LATER']);
    expect(await refs('?archived=true')).toEqual(['CLOSED-A-MINUTE-AGO', 'CLOSED-LONG-AGO']);
    expect(await refs('?q=long')).toEqual([]);
    expect(await refs('?q=long&archived=true')).toEqual(['CLOSED-LONG-AGO']);
    const admin = (await t.http().get('/api/admin/tenders?pageSize=200').set(auth()).expect(200)).body.data.map(
      (r: { referenceNumber: string }) => r.referenceNumber,
    );
    expect(admin).toContain('NOT-YET-PUBLISHED');
    const hidden = (await t.http().get('/api/admin/tenders?q=NOT-YET').set(auth()).expect(200)).body.data[0];
    await t.http().get(`/api/tenders/${hidden.id}`).expect(404);
    const bad = await t.http().get('/api/tenders?archived=maybe');
    expect(bad.status).toBe(400);
  });

  it('keeps documents and dated corrigenda on their tender, refuses an unknown tender, and moves them to the trash with the tender; purged with it, their files go', async () => {
    const tender = await add({ ...valid, referenceNumber: 'WITH-CORRIGENDA', closingAt: inMinutes(60 * 24 * 3) });
    const noTender = await fields(t.http().post('/api/admin/tender-corrigenda').set(auth()), {
      tender: unknown,
      title: 'Date extended',
      date: day(0),
    }).attach('file', PDF, 'c.pdf');
    expect(noTender.status).toBe(400);
    expect(noTender.body).toEqual(badRequest('tender', 'Tender is not valid'));
    const noFile = await t
      .http()
      .post('/api/admin/tender-corrigenda')
      .set(auth())
      .send({ tender: tender.id, title: 'Date extended', date: day(0) });
    expect(noFile.status).toBe(400);
    expect(noFile.body).toEqual(badRequest('file', VALIDATION.fileRequired));
    const missingTender = await t
      .http()
      .post('/api/admin/tender-corrigenda')
      .set(auth())
      .send({ title: 'Date extended', date: day(0) });
    expect(missingTender.body.details).toMatchObject({ tender: 'Tender is required' });

    const first = await fields(t.http().post('/api/admin/tender-corrigenda').set(auth()), {
      tender: tender.id,
      title: 'Corrigendum 1',
      date: day(-1),
      fileName: 'corrigendum-1.pdf',
    })
      .attach('file', PDF, 'upload.pdf')
      .expect(201);
    expect(first.body.message).toBe('Corrigendum added successfully!');
    await fields(t.http().post('/api/admin/tender-corrigenda').set(auth()), {
      tender: tender.id,
      title: 'Corrigendum 2',
      date: day(0),
    })
      .attach('file', PDF, 'c2.pdf')
      .expect(201);
    const document = await fields(t.http().post('/api/admin/tender-documents').set(auth()), {
      tender: tender.id,
      title: 'Notice Inviting Tender',
      fileName: 'nit.pdf',
    })
      .attach('file', PDF, 'nit.pdf')
      .expect(201);

    const shown = (await t.http().get(`/api/tenders/${tender.id}`).expect(200)).body.data;
    expect(shown.corrigenda.map((c: { title: string }) => c.title)).toEqual(['Corrigendum 2', 'Corrigendum 1']);
    // Each embedded file says its format beside its size (GIGW 3.0, ARCHITECTURE 12.1).
    expect(shown.corrigenda[1]).toMatchObject({
      date: day(-1),
      fileName: 'corrigendum-1.pdf',
      fileSize: PDF.length,
      fileFormat: 'PDF',
    });
    expect(shown.documents).toEqual([
      expect.objectContaining({
        title: 'Notice Inviting Tender',
        fileName: 'nit.pdf',
        fileSize: PDF.length,
        fileFormat: 'PDF',
      }),
    ]);
    const listed = (await t.http().get('/api/tenders?q=WITH-CORRIGENDA').expect(200)).body.data[0];
    expect(listed.corrigenda).toHaveLength(2);
    const other = (await t.http().get('/api/tenders?q=OPEN-LATER').expect(200)).body.data[0];
    expect(other).toMatchObject({ corrigenda: [], documents: [] });
    const adminRow = (await t.http().get('/api/admin/tender-corrigenda?q=Corrigendum 1').set(auth()).expect(200)).body
      .data[0];
    expect(adminRow.tender).toBe(tender.id);

    // The tender goes to the trash, its corrigenda and documents with it, files kept.
    await t.http().delete(`/api/admin/tenders/${tender.id}`).set(auth()).expect(200);
    expect(fileOnDisk(t, first.body.data.file)).toBe(true);
    expect(
      (await t.http().get('/api/admin/tender-corrigenda?q=Corrigendum').set(auth()).expect(200)).body.data,
    ).toEqual([]);
    await t.http().get(`/api/admin/tender-documents/${document.body.data.id}`).set(auth()).expect(404);
    // A document comes back with its tender, not before it.
    const early = await t
      .http()
      .post(`/api/admin/trash/tenderDocument/${document.body.data.id}/restore`)
      .set(auth())
      .expect(409);
    expect(early.body.message).toBe('Its tender is in the trash: restore the tender first.');
    // Purged, the tender takes what was deleted with it.
    await t.http().delete(`/api/admin/trash/tender/${tender.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/trash/corrigendum/${first.body.data.id}`).set(auth()).expect(404);
    await t.http().delete(`/api/admin/trash/tenderDocument/${document.body.data.id}`).set(auth()).expect(404);
    expect(fileOnDisk(t, first.body.data.file)).toBe(false);
    expect(fileOnDisk(t, document.body.data.file)).toBe(false);
  });

  it('lists RTI disclosures by clause with their documents, and the officers with the Public Information Officer first', async () => {
    const wrongClause = await t
      .http()
      .post('/api/admin/rti')
      .set(auth())
      .send({ clause: '(xviii) Gossip', title: 'Budget', updatedOn: day(0) });
    expect(wrongClause.body).toEqual(badRequest('clause', VALIDATION.notAllowed('Clause')));
    await fields(t.http().post('/api/admin/rti').set(auth()), {
      clause: '(xi) Budget allocated',
      title: 'Budget 2026-27',
      updatedOn: day(-3),
    })
      .attach('file', PDF, 'budget.pdf')
      .expect(201);
    await t
      .http()
      .post('/api/admin/rti')
      .set(auth())
      .send({
        clause: '(i) Organisation, functions and duties',
        title: 'Functions of the institute',
        updatedOn: day(-1),
      })
      .expect(201);
    const disclosures = (await t.http().get('/api/rti').expect(200)).body.data;
    expect(disclosures.map((d: { title: string }) => d.title)).toEqual([
      'Functions of the institute',
      'Budget 2026-27',
    ]);
    expect(disclosures[1]).toMatchObject({ fileSize: PDF.length, updatedOn: day(-3) });

    const badEmail = await t
      .http()
      .post('/api/admin/rti-officers')
      .set(auth())
      .send({ role: 'First Appellate Authority', name: 'Dr. A', designation: 'Principal', email: 'not-an-address' });
    expect(badEmail.body).toEqual(badRequest('email', VALIDATION.emailInvalid));
    await t
      .http()
      .post('/api/admin/rti-officers')
      .set(auth())
      .send({ role: 'First Appellate Authority', name: 'Dr. A', designation: 'Principal', phone: '+91 1639 250 101' })
      .expect(201);
    await t
      .http()
      .post('/api/admin/rti-officers')
      .set(auth())
      .send({
        role: 'Public Information Officer',
        name: 'Sh. B',
        designation: 'Senior Lecturer',
        email: 'pio@example.org',
      })
      .expect(201);
    const officers = (await t.http().get('/api/rti-officers').expect(200)).body.data;
    expect(officers.map((o: { role: string }) => o.role)).toEqual([
      'Public Information Officer',
      'First Appellate Authority',
    ]);
  });
});
