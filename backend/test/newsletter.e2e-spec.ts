/** Newsletter API: subscribe rules, unsubscribe link, admin list/stats/export/status, send validation, public recent. */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { NewsletterDeliveryEntity } from '../src/newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { waitFor } from './utils/test-smtp-server';

const DAY = 24 * 60 * 60 * 1000;

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('newsletter API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const missing = '00000000-0000-4000-8000-000000000000';
  const subscribe = (body: Record<string, unknown>) => t.http().post('/api/newsletter/subscribe').send(body);
  const tokenOf = async (email: string) =>
    (
      await t.dataSource
        .getRepository(SubscriberEntity)
        .createQueryBuilder('s')
        .addSelect('s.unsubscribeToken')
        .where('s.email = :email', { email })
        .getOneOrFail()
    ).unsubscribeToken;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_POLL_MS: '50' } });
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/admin/newsletter'],
    ['GET', '/api/admin/newsletter/export'],
    ['PATCH', `/api/admin/newsletter/subscribers/${missing}`],
    ['DELETE', `/api/admin/newsletter/subscribers/${missing}`],
    ['POST', '/api/admin/newsletter/send'],
    ['GET', `/api/admin/newsletter/campaigns/${missing}`],
    ['GET', `/api/admin/newsletter/campaigns/${missing}/deliveries`],
    ['POST', `/api/admin/newsletter/campaigns/${missing}/retry`],
  ])('%s %s without a token -> 401', async (method, url) => {
    expect((await t.http()[method.toLowerCase() as 'get'](url)).status).toBe(401);
  });

  it.each([
    ['name missing', { email: 'a@b.org', type: 'Student' }, 'name', VALIDATION.nameRequired],
    ['email missing', { name: 'A', email: '', type: 'Student' }, 'email', VALIDATION.emailRequired],
    ['email invalid', { name: 'A', email: 'a@b', type: 'Student' }, 'email', VALIDATION.emailInvalid],
    ['type missing', { name: 'A', email: 'a@b.org' }, 'type', VALIDATION.typeRequired],
    ['type not allowed', { name: 'A', email: 'a@b.org', type: 'Alien' }, 'type', VALIDATION.notAllowed('Type')],
  ])('subscribe: %s -> 400', async (_n, body, field, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.details[field]).toBe(message);
  });

  it('subscribes, refuses an active duplicate, unsubscribes by link (GET only tells) and reactivates', async () => {
    const ok = await subscribe({ name: 'Ravi', email: 'Ravi@Example.org', type: 'Teacher' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, message: TOASTS.subscribeSuccess });
    const dup = await subscribe({ name: 'Ravi again', email: 'ravi@example.org', type: 'Teacher' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(HTTP_ERRORS.alreadySubscribed);
    expect((await subscribe({ name: 'Bot', email: 'bot@example.org', type: 'Public', website: 'x' })).status).toBe(201);
    expect(await t.dataSource.getRepository(SubscriberEntity).count({ where: { email: 'bot@example.org' } })).toBe(0);

    const tok = await tokenOf('ravi@example.org');
    const look = await t.http().get(`/api/newsletter/unsubscribe?token=${tok}`);
    expect(look.body.data).toEqual({ email: 'ravi@example.org', active: true });
    expect((await t.http().get(`/api/newsletter/unsubscribe?token=${tok}`)).body.data.active).toBe(true);
    const off = await t.http().post(`/api/newsletter/unsubscribe?token=${tok}`);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(TOASTS.unsubscribed);
    expect((await t.http().post(`/api/newsletter/unsubscribe?token=${tok}`)).body.message).toBe(
      TOASTS.alreadyUnsubscribed,
    );
    expect((await t.http().get('/api/newsletter/unsubscribe?token=nope')).status).toBe(404);
    expect((await t.http().post('/api/newsletter/unsubscribe')).status).toBe(404);

    const again = await subscribe({ name: 'Ravi Kumar', email: 'ravi@example.org', type: 'Parent' });
    expect(again.status).toBe(201);
    const row = await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email: 'ravi@example.org' });
    expect(row).toMatchObject({ status: true, name: 'Ravi Kumar', type: 'Parent' });
    await t.dataSource.getRepository(SubscriberEntity).delete({ email: 'ravi@example.org' });
  });

  describe('admin subscribers', () => {
    beforeAll(async () => {
      const repo = t.dataSource.getRepository(SubscriberEntity);
      const now = Date.now();
      const rows: [string, string, string, boolean, number][] = [
        ['Asha', 'asha@example.org', 'Student', true, 2],
        ['Bina', 'bina@example.org', 'Student', true, 20],
        ['Chetan', 'chetan@example.org', 'Teacher', true, 3],
        ['=cmd|calc', 'dev@example.org', 'Public', true, 40],
        ['Esha', 'esha@example.org', 'Public', false, 45],
      ];
      for (const [name, email, type, status, daysAgo] of rows) {
        await repo.insert({
          name,
          email,
          type: type as never,
          status,
          subscribedAt: new Date(now - daysAgo * DAY),
          unsubscribeToken: `tok-${email}`,
        });
      }
    });

    it('lists with paging, type filter and search, and computes the stats from data', async () => {
      const res = await t.http().get('/api/admin/newsletter?pageSize=2').set(auth());
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.meta).toEqual({ total: 5, page: 1, pageSize: 2 });
      expect(d.subscribers.map((s: { name: string }) => s.name)).toEqual(['Asha', 'Chetan']);
      expect(d.subscribers[0]).not.toHaveProperty('unsubscribeToken');
      expect(d.stats).toMatchObject({
        total: 4,
        inactive: 1,
        byType: { Student: 2, Teacher: 1, Public: 1, Parent: 0, Administrator: 0 },
        thisWeek: { total: 2, byType: { Student: 1, Teacher: 1, Public: 0 } },
        newLast30Days: 3,
        newPrevious30Days: 2,
        growthRate: 50,
        openRate: null,
      });
      const students = await t.http().get('/api/admin/newsletter?type=Student').set(auth());
      expect(students.body.data.subscribers.map((s: { name: string }) => s.name)).toEqual(['Asha', 'Bina']);
      const q = await t.http().get('/api/admin/newsletter?q=chetan@').set(auth());
      expect(q.body.data.meta.total).toBe(1);
      expect((await t.http().get('/api/admin/newsletter?type=Martian').set(auth())).status).toBe(400);
    });

    it('exports every subscriber as CSV with formulas neutralised', async () => {
      const res = await t.http().get('/api/admin/newsletter/export').set(auth());
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('newsletter-subscribers.csv');
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe('Name,Email,Type,Subscribe Date,Status');
      expect(lines).toHaveLength(6);
      expect(res.text).toContain("'=cmd|calc,dev@example.org,Public,");
      expect(res.text).toMatch(/Esha,esha@example.org,Public,[^,]+,Inactive/);
    });

    it('deactivates and deletes a subscriber, with what was kept of the newsletters sent to them', async () => {
      const list = await t.http().get('/api/admin/newsletter?q=bina').set(auth());
      const { id, email } = list.body.data.subscribers[0] as { id: string; email: string };
      // A newsletter sent to them earlier, and one still waiting to go.
      const deliveries = t.dataSource.getRepository(NewsletterDeliveryEntity);
      await deliveries.insert([
        { campaignId: randomUUID(), email, state: 'sent', sentAt: new Date() },
        { campaignId: randomUUID(), email, state: 'pending' },
      ]);
      const off = await t.http().patch(`/api/admin/newsletter/subscribers/${id}`).set(auth()).send({ status: false });
      expect(off.status).toBe(200);
      expect(off.body.data.status).toBe(false);
      expect((await t.http().patch(`/api/admin/newsletter/subscribers/${id}`).set(auth()).send({})).body.message).toBe(
        VALIDATION.subscriberStatusRequired,
      );
      expect(
        (await t.http().patch(`/api/admin/newsletter/subscribers/${missing}`).set(auth()).send({ status: true }))
          .status,
      ).toBe(404);
      expect((await t.http().delete(`/api/admin/newsletter/subscribers/${id}`).set(auth())).body.message).toBe(
        'Subscriber deleted successfully!',
      );
      expect((await t.http().delete(`/api/admin/newsletter/subscribers/${id}`).set(auth())).status).toBe(404);
      expect(await deliveries.countBy({ email })).toBe(0);
    });
  });

  describe('sending (default transport: files in DATA_DIR/outbox)', () => {
    it.each([
      ['subject missing', { content: 'Hello' }],
      ['content missing', { subject: 'Hi', content: '  ' }],
    ])('%s -> 400 with the SPEC text', async (_n, body) => {
      const res = await t.http().post('/api/admin/newsletter/send').set(auth()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION.newsletterRequired);
    });

    it('stores sanitised HTML, answers at once, writes one outbox file per active subscriber and shows it publicly', async () => {
      const res = await t.http().post('/api/admin/newsletter/send').set(auth()).send({
        subject: 'March news',
        content: '<h2>Admissions</h2><p onclick="steal()">Open &amp; free</p><script>alert(1)</script>',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(TOASTS.newsletterSent);
      const campaign = res.body.data;
      expect(campaign.content).toBe('<h2>Admissions</h2><p>Open &amp; free</p>');
      expect(campaign.recipientCount).toBe(3);

      await waitFor(
        async () =>
          (await t.http().get(`/api/admin/newsletter/campaigns/${campaign.id}`).set(auth())).body.data.sentCount === 3,
        15000,
        'outbox',
      );
      const outbox = join(t.config.dataDir, 'outbox');
      expect(existsSync(outbox)).toBe(true);
      const files = readdirSync(outbox);
      expect(files).toHaveLength(3);
      const mail = JSON.parse(readFileSync(join(outbox, files[0]), 'utf8'));
      expect(mail.subject).toBe('March news');
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\?token=tok-/,
      );
      expect(mail.text).toContain('/newsletter/unsubscribe?token=tok-');

      const recent = await t.http().get('/api/newsletter/recent');
      expect(recent.body.data[0]).toEqual({
        id: campaign.id,
        createdAt: expect.any(String),
        subject: 'March news',
        content: 'Admissions\nOpen & free',
        recipientCount: 3,
      });
      expect(JSON.stringify(recent.body)).not.toContain('@example.org');
      const full = await t.http().get(`/api/newsletter/campaigns/${campaign.id}`);
      expect(full.body.data).toMatchObject({
        subject: 'March news',
        html: '<h2>Admissions</h2><p>Open &amp; free</p>',
        isHtml: true,
      });
      expect((await t.http().get(`/api/newsletter/campaigns/${missing}`)).status).toBe(404);

      const deliveries = await t.http().get(`/api/admin/newsletter/campaigns/${campaign.id}/deliveries`).set(auth());
      expect(deliveries.body.meta.total).toBe(3);
      expect(deliveries.body.data.every((d: { state: string }) => d.state === 'sent')).toBe(true);
      expect(deliveries.body.data[0]).not.toHaveProperty('claimToken');
      const overview = await t.http().get('/api/admin/newsletter').set(auth());
      expect(overview.body.data.stats.emailsSentThisMonth).toBe(3);
      expect(overview.body.data.logs[0]).toMatchObject({
        id: campaign.id,
        sentCount: 3,
        failedCount: 0,
        pendingCount: 0,
      });
      expect((await t.http().get(`/api/admin/newsletter/campaigns/${missing}/deliveries`).set(auth())).status).toBe(
        404,
      );
      expect((await t.http().post(`/api/admin/newsletter/campaigns/${missing}/retry`).set(auth())).status).toBe(404);
    });
  });
});
