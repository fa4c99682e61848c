/** The demo seed: fills every table on the first start of an empty database, and never again. */
import { ENTITIES } from '../src/database/entities';
import { instituteToday } from '../src/common/institute-date';
import {
  createTestApp,
  createTestDatabase,
  describeApi,
  loginToken,
  type TestApp,
  type TestDatabase,
} from './utils/create-test-app';

/** Tables the seed leaves empty on purpose: they fill through use. */
// site_emblems: the department's artwork, uploaded by the office; none ships with the demo.
const FILLED_BY_USE = new Set([
  'site_emblems',
  'revoked_tokens',
  'admin_sessions',
  'activity_log',
  'visits',
  'throttle_counters',
  'account_links',
  'recovery_codes',
  'content_trash',
  'content_revisions',
  'training_attendance',
  'training_certificates',
  'training_check_in_codes',
  // The compliance check's last report: written by its nightly run or 'Run now'.
  'compliance_reports',
  // The review reminders sent: only once an item's review day is 14 or 7 days away.
  'review_reminders',
]);

describeApi('demo seed', () => {
  let db: TestDatabase;
  let t: TestApp;
  const counts = async (app: TestApp) => {
    const out: Record<string, number> = {};
    for (const entity of ENTITIES) {
      const meta = app.dataSource.getMetadata(entity);
      out[meta.tableName] = await app.dataSource.getRepository(entity).count();
    }
    return out;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp({ database: db, env: { SEED_DEMO: '' } });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('fills every table on first start', async () => {
    const c = await counts(t);
    for (const [table, n] of Object.entries(c)) {
      if (FILLED_BY_USE.has(table)) continue;
      if (n < 1) throw new Error(`table ${table} is empty after seeding`);
    }
    expect(c.events).toBeGreaterThanOrEqual(8);
    expect(c.library_books).toBeGreaterThanOrEqual(30);
    expect(c.admin_users).toBe(1);
    // Every seeded message is tracked like a sent one: its own reference, 'received'.
    const messages = (await t.dataSource.query('SELECT reference, status FROM contact_messages')) as {
      reference: string;
      status: string;
    }[];
    expect(new Set(messages.map((m) => m.reference)).size).toBe(messages.length);
    expect(messages.every((m) => /^DIET-\d{4}-\d{6}$/.test(m.reference) && m.status === 'received')).toBe(true);
  });

  it('makes the seeded content reachable through the public lists', async () => {
    const upcoming = await t.http().get('/api/events?when=upcoming').expect(200);
    const past = await t.http().get('/api/events?when=past').expect(200);
    expect(upcoming.body.data.length).toBeGreaterThanOrEqual(3);
    expect(past.body.data.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.body.data[0].date).toBe(instituteToday());

    const staff = await t.http().get('/api/staff').expect(200);
    expect(staff.body.data[0].designation).toBe('Principal');
    await t.http().get(staff.body.data[0].photo).expect(200).expect('Content-Type', 'image/png');

    const gallery = await t.http().get('/api/gallery?category=Achievements').expect(200);
    expect(gallery.body.data.length).toBeGreaterThanOrEqual(2);
    expect(gallery.body.data.every((g: { category: string }) => g.category === 'Achievements')).toBe(true);

    const research = await t.http().get('/api/research').expect(200);
    // The unapproved user submission is not public.
    expect(
      research.body.data.every(
        (r: { isApproved: boolean; isAdminPublished: boolean }) => r.isApproved || r.isAdminPublished,
      ),
    ).toBe(true);
    expect(research.body.meta.total).toBe(5);
    const paper = research.body.data[0];
    const pdf = await t.http().get(`${paper.file}?download=1`).expect(200);
    expect(pdf.headers['content-disposition']).toContain(paper.fileName);

    const books = await t.http().get('/api/library?subject=Mathematics&available=true').expect(200);
    expect(
      books.body.data.every(
        (b: { subject: string; available: number }) => b.subject === 'Mathematics' && b.available > 0,
      ),
    ).toBe(true);
    const titles = books.body.data.map((b: { title: string }) => b.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    const results = await t.http().get('/api/results?course=B.Ed').expect(200);
    expect(results.body.data.length).toBe(2);
    const years = await t.http().get('/api/results/years').expect(200);
    expect(years.body.data.length).toBeGreaterThanOrEqual(3);

    const materials = await t.http().get('/api/study-material?type=Notes').expect(200);
    expect(materials.body.data.length).toBe(2);

    const courses = await t.http().get('/api/diksha-lab').expect(200);
    expect(courses.body.data.map((c: { status: string }) => c.status)).toContain('Inactive');
    const trainees = await t.http().get('/api/diksha-lab/trainee').expect(200);
    expect(trainees.body.data.length).toBe(6);
    expect(trainees.body.data[0].employeeId).toBeUndefined();

    const recent = await t.http().get('/api/newsletter/recent').expect(200);
    expect(recent.body.data[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      subject: expect.any(String),
      content: expect.any(String),
      recipientCount: expect.any(Number),
    });
    expect(JSON.stringify(recent.body)).not.toContain('@example.com');

    const token = await loginToken(t);
    const messages = await t.http().get('/api/contact').set('Authorization', `Bearer ${token}`).expect(200);
    expect(messages.body.data.length).toBe(4);
    expect(new Date(messages.body.data[0].createdAt).getTime()).toBeGreaterThan(
      new Date(messages.body.data[1].createdAt).getTime(),
    );

    await t.http().get('/api/analytics/track-visit').expect(200);
    await t.http().get('/api/analytics/track-visit').expect(200);
    const visitors = await t
      .http()
      .get('/api/admin/visitors/today')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(visitors.body.data.count).toBe(1);
  });

  it('never seeds twice, even after all events were deleted', async () => {
    const before = await counts(t);
    await t.dataSource.query('DELETE FROM events');
    await t.close();
    t = await createTestApp({ database: db, env: { SEED_DEMO: 'true' } });
    const after = await counts(t);
    expect(after.events).toBe(0);
    expect(after.staff).toBe(before.staff);
    expect(after.library_books).toBe(before.library_books);
    expect(after.admin_users).toBe(1);
  });
});
