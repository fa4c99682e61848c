/**
 * Diksha courses and trainee records as content types: both lists page on the server past the
 * largest page (200), the course records live at /api/admin/diksha-lab/course, visitors cannot
 * find a trainee by employee ID, and the public page's completion rate is the office's figure.
 */
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

jest.setTimeout(120_000);

const COUNT = MAX_PAGE_SIZE + 5;
const pad = (i: number) => String(i).padStart(3, '0');

describeApi('diksha lab courses and trainee records on the content-type machinery', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    // Written straight to the tables: the lists, not the 410 creates, are under test.
    await t.dataSource.getRepository('course').save(
      Array.from({ length: COUNT }, (_, i) => ({
        title: `Course ${pad(i)}`,
        description: 'Paged.',
        duration: 1 + (i % 20),
        status: i % 2 ? 'Inactive' : 'Active',
      })),
      { chunk: 50 },
    );
    await t.dataSource.getRepository('trainee').save(
      Array.from({ length: COUNT }, (_, i) => ({
        teacherName: `Teacher ${pad(i)}`,
        employeeId: `PG-${pad(i)}`,
        totalHours: i % 101,
        completedCourses: i % 7,
        progress: i < 41 ? 100 : i % 100,
        certificates: [`Cert ${i}`],
      })),
      { chunk: 50 },
    );
  });
  afterAll(() => t?.close());

  it.each([
    ['the admin course list', '/api/admin/diksha-lab'],
    ['the public course list', '/api/diksha-lab'],
    ['the admin trainee list', '/api/admin/diksha-lab/trainee'],
    ['the public trainee list', '/api/diksha-lab/trainee'],
  ])('%s (%s) pages past 200 records', async (_name, path) => {
    const first = await t.http().get(path).query({ pageSize: MAX_PAGE_SIZE, page: 1 }).set(auth()).expect(200);
    const second = await t.http().get(path).query({ pageSize: MAX_PAGE_SIZE, page: 2 }).set(auth()).expect(200);
    expect(first.body.meta).toEqual({ total: COUNT, page: 1, pageSize: MAX_PAGE_SIZE });
    expect(first.body.data).toHaveLength(MAX_PAGE_SIZE);
    expect(second.body.meta).toEqual({ total: COUNT, page: 2, pageSize: MAX_PAGE_SIZE });
    expect(second.body.data).toHaveLength(5);
    const ids = [...first.body.data, ...second.body.data].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(COUNT);
  });

  it('orders courses Active first, then by title; filters them by status', async () => {
    const all = await t.http().get('/api/diksha-lab').query({ pageSize: MAX_PAGE_SIZE }).expect(200);
    const rows = all.body.data as { title: string; status: string }[];
    expect(rows.slice(0, 3).map((r) => r.title)).toEqual(['Course 000', 'Course 002', 'Course 004']);
    expect(rows.findIndex((r) => r.status === 'Inactive')).toBe(103);
    const inactive = await t
      .http()
      .get('/api/admin/diksha-lab')
      .query({ status: 'Inactive', pageSize: 1 })
      .set(auth())
      .expect(200);
    expect(inactive.body.meta.total).toBe(102);
  });

  it('reads one course at /api/admin/diksha-lab/course/{id}, with the token only', async () => {
    const [course] = (await t.http().get('/api/admin/diksha-lab').query({ q: 'Course 204' }).set(auth()).expect(200))
      .body.data;
    const one = await t.http().get(`/api/admin/diksha-lab/course/${course.id}`).set(auth()).expect(200);
    expect(one.body.data).toMatchObject({ title: 'Course 204', status: 'Active' });
    await t.http().get(`/api/admin/diksha-lab/course/${course.id}`).expect(401);
  });

  it('lets visitors search trainees by name, never by employee ID', async () => {
    const byName = await t.http().get('/api/diksha-lab/trainee').query({ q: 'Teacher 007' }).expect(200);
    expect(byName.body.data.map((r: { teacherName: string }) => r.teacherName)).toEqual(['Teacher 007']);
    expect(byName.body.data[0]).not.toHaveProperty('employeeId');
    const byEmployeeId = await t.http().get('/api/diksha-lab/trainee').query({ q: 'PG-007' }).expect(200);
    expect(byEmployeeId.body.meta.total).toBe(0);
    const office = await t.http().get('/api/admin/diksha-lab/trainee').query({ q: 'PG-007' }).set(auth()).expect(200);
    expect(office.body.meta.total).toBe(1);
  });

  it('exports every trainee record, not one page', async () => {
    const csv = await t.http().get('/api/admin/diksha-lab/trainee/export').set(auth()).expect(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(COUNT + 1);
  });

  it('gives visitors the completion rate the office sees, counted from the records', async () => {
    const office = await t.http().get('/api/admin/diksha-lab/summary').set(auth()).expect(200);
    const visitor = await t.http().get('/api/diksha-lab/summary').expect(200);
    // 41 of 205 trainees at 100% progress: 20%.
    expect(office.body.data).toEqual({
      activeCourses: COUNT,
      coursesWithActiveStatus: 103,
      trainees: COUNT,
      trainingHours: 100,
      completionRate: 20,
    });
    expect(visitor.body.data).toEqual(office.body.data);
  });
});
