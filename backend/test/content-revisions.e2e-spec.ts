/**
 * Revisions of every content type (ARCHITECTURE.md 11.3): each save keeps who, when and the changed
 * fields; restoring an earlier revision writes its values back (its file too) and is itself a
 * revision; a clash with a unique value is a 409.
 */
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { VALIDATION } from '@diet/contracts/messages';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { fields, fileOnDisk, PDF } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';

describeApi('content revisions', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const notice = { title: 'Exam schedule', category: 'Examination', body: 'First draft.', publishDate: '2026-11-20' };
  const revisions = async (path: string, id: string) =>
    (await t.http().get(`/api/admin/${path}/${id}/revisions`).set(auth()).expect(200)).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('keeps who, when and the changed fields of each save, newest first; a save that changes nothing keeps none', async () => {
    const { id } = (await t.http().post('/api/admin/notices').set(auth()).send(notice).expect(201)).body.data;
    await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(auth())
      .send({ ...notice, title: 'Exam schedule (final)', body: 'Second draft.' })
      .expect(200);
    await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(auth())
      .send({ ...notice, title: 'Exam schedule (final)', body: 'Second draft.' })
      .expect(200);

    const list = await revisions('notices', id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      number: 2,
      action: 'updated',
      user: 'Administrator',
      changes: [
        { field: 'title', label: 'Title', before: 'Exam schedule', after: 'Exam schedule (final)' },
        { field: 'body', label: 'Body', before: 'First draft.', after: 'Second draft.' },
      ],
    });
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(list[1]).toMatchObject({
      number: 1,
      action: 'created',
      changes: expect.arrayContaining([{ field: 'title', label: 'Title', before: null, after: 'Exam schedule' }]),
    });
  });

  it('restores an earlier revision with its file; the restore is a revision and is logged', async () => {
    const created = await fields(t.http().post('/api/admin/notices').set(auth()), { ...notice, title: 'Timetable' })
      .attach('file', PDF, 'first.pdf')
      .expect(201);
    const { id, file: firstFile } = created.body.data;
    const second = await fields(t.http().put(`/api/admin/notices/${id}`).set(auth()), {
      ...notice,
      title: 'Timetable v2',
    })
      .attach('file', PDF, 'second.pdf')
      .expect(200);
    expect(second.body.data.file).not.toBe(firstFile);
    expect(fileOnDisk(t, firstFile)).toBe(true);

    const [latest, first] = await revisions('notices', id);
    expect(latest.changes).toEqual(
      expect.arrayContaining([{ field: 'file', label: 'File', before: 'first.pdf', after: 'second.pdf' }]),
    );
    const restored = await t
      .http()
      .post(`/api/admin/notices/${id}/revisions/${first.id}/restore`)
      .set(auth())
      .expect(200);
    expect(restored.body.message).toBe('Earlier version restored successfully!');
    expect(restored.body.data).toMatchObject({ title: 'Timetable', file: firstFile, fileName: 'first.pdf' });
    const download = await t.http().get(firstFile).expect(200);
    expect(Buffer.from(download.body).subarray(0, 4).toString()).toBe('%PDF');

    const after = await revisions('notices', id);
    expect(after[0]).toMatchObject({
      number: 3,
      action: 'restored',
      changes: expect.arrayContaining([{ field: 'title', label: 'Title', before: 'Timetable v2', after: 'Timetable' }]),
    });
    const log = await t.dataSource.getRepository(ActivityLogEntity).findBy({ entityId: id });
    expect(log.map((l) => l.action)).toContain('Restored notice: Timetable');
  });

  it('answers 404 for an unknown item or a revision of another item, 403 to a contributor', async () => {
    const a = (await t.http().post('/api/admin/notices').set(auth()).send(notice).expect(201)).body.data.id;
    const b = (await t.http().post('/api/admin/notices').set(auth()).send(notice).expect(201)).body.data.id;
    const [ofA] = await revisions('notices', a);
    await t.http().post(`/api/admin/notices/${b}/revisions/${ofA.id}/restore`).set(auth()).expect(404);
    await t.http().get('/api/admin/notices/00000000-0000-4000-8000-000000000000/revisions').set(auth()).expect(404);

    const contributor = (await signInWithRole(t, 'contributor')).token;
    const refused = await t
      .http()
      .post(`/api/admin/notices/${a}/revisions/${ofA.id}/restore`)
      .set({ Authorization: `Bearer ${contributor}` })
      .expect(403);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.forbidden);
  });

  it('refuses with 409 and the field message a revision whose unique value another record now holds', async () => {
    const trainee = {
      teacherName: 'Harpreet Kaur',
      employeeId: 'PB-100',
      totalHours: 10,
      completedCourses: 1,
      progress: 20,
      certificates: ['First aid'],
    };
    const { id } = (await t.http().post('/api/admin/diksha-lab/trainee').set(auth()).send(trainee).expect(201)).body
      .data;
    await t
      .http()
      .put(`/api/admin/diksha-lab/trainee/${id}`)
      .set(auth())
      .send({ ...trainee, employeeId: 'PB-101' })
      .expect(200);
    await t
      .http()
      .post('/api/admin/diksha-lab/trainee')
      .set(auth())
      .send({ ...trainee, teacherName: 'Someone else' })
      .expect(201);

    const [, first] = await revisions('diksha-lab/trainee', id);
    const clash = await t
      .http()
      .post(`/api/admin/diksha-lab/trainee/${id}/revisions/${first.id}/restore`)
      .set(auth())
      .expect(409);
    expect(clash.body).toMatchObject({
      message: VALIDATION.employeeIdTaken,
      details: { employeeId: VALIDATION.employeeIdTaken },
    });
  });
});
