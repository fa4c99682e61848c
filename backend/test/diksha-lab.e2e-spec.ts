/** Diksha Lab API: courses and trainee records, validation texts, unique employee ID, CSV, summary. */
import { MAX_LENGTH } from '@diet/contracts/limits';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('diksha lab API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const course = { title: 'ICT in Classrooms', description: 'Using tablets in class.', duration: 12, status: 'Active' };
  const trainee = {
    teacherName: 'Asha Rani',
    employeeId: 'EMP-001',
    totalHours: 40,
    completedCourses: 3,
    progress: 100,
    certificates: ['ICT', 'FLN'],
  };
  const missing = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/admin/diksha-lab'],
    ['GET', '/api/admin/diksha-lab/summary'],
    ['GET', '/api/admin/diksha-lab/trainee'],
    ['GET', '/api/admin/diksha-lab/trainee/export'],
    ['POST', '/api/admin/diksha-lab/course'],
    ['PUT', `/api/admin/diksha-lab/course/${missing}`],
    ['DELETE', `/api/admin/diksha-lab/course/${missing}`],
    ['POST', '/api/admin/diksha-lab/trainee'],
    ['PUT', `/api/admin/diksha-lab/trainee/${missing}`],
    ['DELETE', `/api/admin/diksha-lab/trainee/${missing}`],
  ])('%s %s without a token -> 401', async (method, url) => {
    const res = await t.http()[method.toLowerCase() as 'get'](url);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  describe('course validation', () => {
    it.each([
      ['title missing', { ...course, title: '' }, 'title', VALIDATION.titleRequired],
      [
        'title too long',
        { ...course, title: 'x'.repeat(MAX_LENGTH.title + 1) },
        'title',
        VALIDATION.tooLong('Title', MAX_LENGTH.title),
      ],
      ['description missing', { ...course, description: undefined }, 'description', VALIDATION.descriptionRequired],
      ['duration missing', { ...course, duration: '' }, 'duration', VALIDATION.durationRequired],
      ['duration zero', { ...course, duration: 0 }, 'duration', VALIDATION.durationMin],
      ['duration fraction', { ...course, duration: 1.5 }, 'duration', VALIDATION.mustBeWholeNumber],
      ['status missing', { ...course, status: null }, 'status', VALIDATION.statusRequired],
      ['status not allowed', { ...course, status: 'Paused' }, 'status', VALIDATION.notAllowed('Status')],
    ])('%s -> 400', async (_n, body, field, message) => {
      const res = await t.http().post('/api/admin/diksha-lab/course').set(auth()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details[field]).toBe(message);
    });
  });

  describe('trainee validation', () => {
    it.each([
      ['name missing', { ...trainee, teacherName: ' ' }, 'teacherName', VALIDATION.nameRequired],
      ['employee ID missing', { ...trainee, employeeId: '' }, 'employeeId', VALIDATION.employeeIdRequired],
      ['hours missing', { ...trainee, totalHours: null }, 'totalHours', VALIDATION.totalHoursRequired],
      ['hours negative', { ...trainee, totalHours: -1 }, 'totalHours', VALIDATION.hoursNegative],
      [
        'courses missing',
        { ...trainee, completedCourses: undefined },
        'completedCourses',
        VALIDATION.completedCoursesRequired,
      ],
      ['courses negative', { ...trainee, completedCourses: -2 }, 'completedCourses', VALIDATION.coursesNegative],
      ['progress missing', { ...trainee, progress: '' }, 'progress', VALIDATION.progressRequired],
      ['progress negative', { ...trainee, progress: -1 }, 'progress', VALIDATION.progressNegative],
      ['progress over 100', { ...trainee, progress: 101 }, 'progress', VALIDATION.progressMax],
      [
        'certificates missing',
        { ...trainee, certificates: undefined },
        'certificates',
        VALIDATION.certificatesRequired,
      ],
      ['certificates empty', { ...trainee, certificates: [] }, 'certificates', VALIDATION.certificatesRequired],
      [
        'certificates blank entries',
        { ...trainee, certificates: [' ', ''] },
        'certificates',
        VALIDATION.certificatesRequired,
      ],
      [
        'certificates not text',
        { ...trainee, certificates: [1] },
        'certificates',
        VALIDATION.invalidValue('Certificates'),
      ],
    ])('%s -> 400', async (_n, body, field, message) => {
      const res = await t.http().post('/api/admin/diksha-lab/trainee').set(auth()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details[field]).toBe(message);
    });
  });

  it('creates, lists publicly, edits and deletes a course', async () => {
    const created = await t.http().post('/api/admin/diksha-lab/course').set(auth()).send(course);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Course added successfully!');
    const id = created.body.data.id as string;
    const pub = await t.http().get('/api/diksha-lab');
    expect(pub.body.data.map((c: { id: string }) => c.id)).toContain(id);

    const edited = await t
      .http()
      .put(`/api/admin/diksha-lab/course/${id}`)
      .set(auth())
      .send({ ...course, status: 'Inactive', duration: '20' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'Inactive', duration: 20 });

    expect((await t.http().delete(`/api/admin/diksha-lab/course/${id}`).set(auth())).body.message).toBe(
      'Course deleted successfully!',
    );
    expect((await t.http().delete(`/api/admin/diksha-lab/course/${id}`).set(auth())).status).toBe(404);
    const again = await t.http().put(`/api/admin/diksha-lab/course/${id}`).set(auth()).send(course);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(HTTP_ERRORS.notFound);
  });

  it('keeps employee IDs unique, hides them publicly, searches, pages and deletes trainees', async () => {
    const a = await t.http().post('/api/admin/diksha-lab/trainee').set(auth()).send(trainee);
    expect(a.status).toBe(201);
    expect(a.body.data.certificates).toEqual(['ICT', 'FLN']);
    const dup = await t
      .http()
      .post('/api/admin/diksha-lab/trainee')
      .set(auth())
      .send({ ...trainee, teacherName: 'Other' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(VALIDATION.employeeIdTaken);

    const b = await t
      .http()
      .post('/api/admin/diksha-lab/trainee')
      .set(auth())
      .send({ ...trainee, teacherName: 'Baldev Singh', employeeId: 'EMP-002', progress: 40, certificates: 'A, B' });
    expect(b.status).toBe(201);
    expect(b.body.data.certificates).toEqual(['A', 'B']);
    const clash = await t
      .http()
      .put(`/api/admin/diksha-lab/trainee/${b.body.data.id}`)
      .set(auth())
      .send({ ...trainee, employeeId: 'EMP-001' });
    expect(clash.status).toBe(409);
    const same = await t
      .http()
      .put(`/api/admin/diksha-lab/trainee/${a.body.data.id}`)
      .set(auth())
      .send({ ...trainee, progress: 100, totalHours: 41 });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('Trainee record updated successfully!');

    const pub = await t.http().get('/api/diksha-lab/trainee');
    expect(pub.body.data).toHaveLength(2);
    for (const row of pub.body.data) expect(row).not.toHaveProperty('employeeId');

    const byId = await t.http().get('/api/admin/diksha-lab/trainee?q=EMP-002').set(auth());
    expect(byId.body.data.map((r: { teacherName: string }) => r.teacherName)).toEqual(['Baldev Singh']);
    const byName = await t.http().get('/api/admin/diksha-lab/trainee?q=asha').set(auth());
    expect(byName.body.data).toHaveLength(1);
    const paged = await t.http().get('/api/admin/diksha-lab/trainee?pageSize=1&page=2').set(auth());
    expect(paged.body.meta).toEqual({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data[0].teacherName).toBe('Baldev Singh');

    const summary = await t.http().get('/api/admin/diksha-lab/summary').set(auth());
    expect(summary.body.data).toEqual({
      activeCourses: 0,
      coursesWithActiveStatus: 0,
      trainees: 2,
      trainingHours: 100,
      completionRate: 50,
    });

    expect((await t.http().delete(`/api/admin/diksha-lab/trainee/${b.body.data.id}`).set(auth())).status).toBe(200);
    expect((await t.http().delete(`/api/admin/diksha-lab/trainee/${b.body.data.id}`).set(auth())).status).toBe(404);
    const after = await t.http().get('/api/admin/diksha-lab/summary').set(auth());
    expect(after.body.data.completionRate).toBe(100);
  });

  it('exports trainee records as CSV with formulas neutralised', async () => {
    await t
      .http()
      .post('/api/admin/diksha-lab/trainee')
      .set(auth())
      .send({
        ...trainee,
        teacherName: '=HYPERLINK("http://x")',
        employeeId: '+EMP-9',
        certificates: ['@SUM(A1)', 'Safe, cert'],
      });
    const res = await t.http().get('/api/admin/diksha-lab/trainee/export').set(auth());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Teacher Name,Employee ID,Total Hours,Completed Courses,Progress (%),Certificates');
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")",'+EMP-9,40,3,100,"'@SUM(A1); Safe, cert"`);
    expect(res.text).toContain('Asha Rani,EMP-001');
    expect(lines).toHaveLength(3);
  });
});
