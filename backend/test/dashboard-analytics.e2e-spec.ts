/** Dashboard figures from real data, and the visit counter (one per visitor per day, no raw IPs). */
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { VisitEntity } from '../src/analytics/visit.entity';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { signInWithRole } from './utils/role-accounts';
import { instituteDayOffset } from '../src/common/institute-date';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { library } from '@diet/contracts/content-types/library';
import { dashboardCards } from '@diet/contracts/dashboard';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

describeApi('dashboard and analytics API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const book = {
    title: 'Pedagogy',
    author: 'A. Author',
    subject: 'Education' as const,
    isbn: '9780000000002',
    copies: 2,
    available: 2,
  };
  const stats = async () => (await t.http().get('/api/admin/dashboard/stats').set(auth()).expect(200)).body.data;

  /** A visit from `address` (the app trusts one proxy hop, as behind the gateway). */
  const visit = (address: string, userAgent = 'Browser') =>
    t.http().get('/api/analytics/track-visit').set('X-Forwarded-For', address).set('User-Agent', userAgent);

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true', THROTTLE_PUBLIC_LIMIT: '10' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('needs a token', async () => {
    await t.http().get('/api/admin/dashboard/stats').expect(401);
    await t.http().get('/api/admin/visitors/today').expect(401);
  });

  it('counts records and their month change, and lists recent activities', async () => {
    const before = await stats();
    // SPEC.md's eight, and every card the dashboard draws from the definitions.
    const spec = ['staff', 'gallery', 'research', 'library', 'results', 'studyMaterial', 'trainee', 'subscriber'];
    for (const key of new Set([...spec, ...dashboardCards(CONTENT_TYPES).map((card) => card.key)])) {
      expect(typeof before[`${key}Count`]).toBe('number');
      expect(typeof before[`${key}Change`]).toBe('number');
    }
    await t.http().post('/api/admin/library').set(auth()).send(book).expect(201);
    const after = await stats();
    expect(after.libraryCount).toBe(before.libraryCount + 1);
    expect(after.libraryChange).toBe(before.libraryChange + 1);
    expect(after.recentActivities[0]).toMatchObject({
      action: 'Created book: Pedagogy',
      user: expect.any(String),
      time: expect.any(String),
    });

    // A book created 40 days ago counts against the change (previous window), not for it.
    const repo = t.dataSource.getRepository(library.name);
    const old = await repo.save(repo.create({ ...book, title: 'Old book' }));
    await repo.update({ id: old.id }, { createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
    const later = await stats();
    expect(later.libraryCount).toBe(after.libraryCount + 1);
    expect(later.libraryChange).toBe(after.libraryChange - 1);
    expect(await t.dataSource.getRepository(ActivityLogEntity).count()).toBeGreaterThan(0);
  });

  it("names no subscriber or sender in a contributor's recent activity; an editor reads them (issue 35 finding 1)", async () => {
    await t
      .http()
      .post('/api/newsletter/subscribe')
      .send({ name: 'Reader', email: 'reader.private@example.org', type: 'Parent' })
      .expect(201);
    const subscriberId = (
      await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email: 'reader.private@example.org' })
    ).id;
    await t
      .http()
      .patch(`/api/admin/newsletter/subscribers/${subscriberId}`)
      .set(auth())
      .send({ status: false })
      .expect(200);
    await t
      .http()
      .post('/api/contact')
      .send({
        name: 'Private Sender',
        email: 'sender.private@example.org',
        subject: 'general',
        message: 'A private question.',
      })
      .expect(201);
    const message = await t.dataSource
      .getRepository(ContactMessageEntity)
      .findOneByOrFail({ email: 'sender.private@example.org' });
    await t.http().delete(`/api/admin/messages/${message.id}`).set(auth()).expect(200);
    await t
      .http()
      .post('/api/admin/library')
      .set(auth())
      .send({ ...book, title: 'After the private ones' })
      .expect(201);

    const recent = async (who: string) =>
      (
        (
          await t
            .http()
            .get('/api/admin/dashboard/stats')
            .set({ Authorization: `Bearer ${who}` })
            .expect(200)
        ).body.data.recentActivities as { action: string }[]
      ).map((a) => a.action);
    const contributor = await signInWithRole(t, 'contributor');
    const seen = await recent(contributor.token);
    expect(seen).toEqual(expect.arrayContaining([expect.stringContaining('After the private ones')]));
    expect(JSON.stringify(seen)).not.toMatch(/private@example\.org|Private Sender|subscriber|message/);
    const editor = await signInWithRole(t, 'editor');
    expect(await recent(editor.token)).toEqual(
      expect.arrayContaining([
        'Updated subscriber: reader.private@example.org',
        'Deleted message: Private Sender <sender.private@example.org>',
      ]),
    );
    expect(await recent(token)).toEqual(await recent(editor.token));
  });

  it('counts a visitor once a day and never stores the address', async () => {
    const count = async () =>
      (await t.http().get('/api/admin/visitors/today').set(auth()).expect(200)).body.data.count as number;
    const start = await count();
    const first = await visit('203.0.113.1', 'Browser A').expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    await visit('203.0.113.1', 'Browser A').expect(200);
    expect(await count()).toBe(start + 1);
    await visit('203.0.113.2', 'Browser A').expect(200);
    expect(await count()).toBe(start + 2);
    expect((await stats()).visitorsToday).toBe(start + 2);
    const rows = await t.dataSource.getRepository(VisitEntity).find();
    for (const row of rows) expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|::1|203\.0\.113|Browser/);
  });

  it('counts a visitor once a day whatever User-Agent it sends (issue 35 finding 9)', async () => {
    const count = async () =>
      (await t.http().get('/api/admin/visitors/today').set(auth()).expect(200)).body.data.count as number;
    const start = await count();
    for (const agent of ['Browser A', 'Browser B', 'curl/8.0', '']) await visit('203.0.113.3', agent).expect(200);
    expect(await count()).toBe(start + 1);
  });

  it('limits the tracking route per address like the public forms: 429 past the limit, other addresses unaffected', async () => {
    for (let i = 0; i < t.config.throttle.publicLimit; i++) await visit('203.0.113.4').expect(200);
    const refused = await visit('203.0.113.4');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(HTTP_ERRORS.tooManyRequests);
    await visit('203.0.113.5').expect(200);
  });

  it("gives visitors the site's count of visitors, days added up, never cached, as the site content chooses", async () => {
    const site = (await t.http().get('/api/site').expect(200)).body.data;
    expect(site.visitorCounter).toBe(true);
    const total = async () => {
      const res = await t.http().get('/api/site/visitors').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.body.data.visitors as number;
    };
    // Visitors of earlier days count as well: the figure is since counting began, not today's.
    const visits = t.dataSource.getRepository(VisitEntity);
    await visits.insert({ day: '2020-01-01', visitorHash: 'f'.repeat(64) });
    const start = await total();
    expect(start).toBe(await visits.count());
    await visit('203.0.113.6').expect(200);
    expect(await total()).toBe(start + 1);
    // A visit of 23:59 yesterday committed after midnight still counts (older days are counted once a day).
    await visits.insert({ day: instituteDayOffset(-1), visitorHash: 'e'.repeat(64) });
    expect(await total()).toBe(start + 2);
    // No write by a visitor moves the content version: the count is answered fresh each time.
    await visit('203.0.113.7').expect(200);
    expect(await total()).toBe(start + 3);
  });
});
