/**
 * The privacy policy's deletions (RETENTION_MONTHS): what the contact, newsletter and proposal forms
 * keep is deleted by the server once its period has passed, counted from the right moment, with
 * what belongs to it (delivery records, files, revisions), audited once per run that deleted
 * something, and once only when two replicas on one database run together. Rows are made through
 * the real routes and then aged by writing old times into the database.
 */
import { research } from '@diet/contracts/content-types/research';
import { ACTIVITY_ADDRESS_REMOVED, RETENTION_MONTHS } from '@diet/contracts/retention';
import { In } from 'typeorm';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { ContentRevisionEntity } from '../src/content/content-governance.entities';
import { SubscriberUnsubscribedAt1764600000001 } from '../src/database/migrations/1764600000001-subscriber-unsubscribed-at';
import { NewsletterDeliveryEntity } from '../src/newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import { FormRetentionService, monthsBefore } from '../src/retention/form-retention';
import { fields, fileOnDisk, PDF } from './utils/content-fixtures';
import {
  createTestApp,
  createTestReplicas,
  describeApi,
  loginToken,
  usingMysql,
  type TestApp,
} from './utils/create-test-app';

jest.setTimeout(120_000);

const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(new Date(), months).getTime() - days * 24 * 60 * 60 * 1000);
const proposal = { author: 'R. Kaur', year: 2022, description: 'A study in five schools.', status: 'Completed' };

/** Sends the three forms through their public routes; each answers 201. */
async function contact(t: TestApp, name: string): Promise<string> {
  await t
    .http()
    .post('/api/contact')
    .send({ name, email: `${name.toLowerCase()}@example.org`, subject: 'general', message: `Message from ${name}` })
    .expect(201);
  return (await t.dataSource.getRepository(ContactMessageEntity).findOneByOrFail({ name })).id;
}
async function subscribe(t: TestApp, name: string): Promise<string> {
  const email = `${name.toLowerCase()}@example.org`;
  await t.http().post('/api/newsletter/subscribe').send({ name, email, type: 'Parent' }).expect(201);
  return email;
}
async function unsubscribe(t: TestApp, email: string): Promise<void> {
  const row = await t.dataSource
    .getRepository(SubscriberEntity)
    .createQueryBuilder('s')
    .addSelect('s.unsubscribeToken')
    .where('s.email = :email', { email })
    .getOneOrFail();
  await t.http().post(`/api/newsletter/unsubscribe?token=${row.unsubscribeToken}`).expect(200);
}
async function propose(t: TestApp, title: string): Promise<{ id: string; file: string }> {
  await fields(t.http().post('/api/research/proposal'), { ...proposal, title })
    .attach('file', PDF, 'proposal.pdf')
    .expect(201);
  const row = await t.dataSource
    .getRepository<{ id: string; file: string; title: string }>(research.name)
    .findOneByOrFail({ title });
  return { id: row.id, file: row.file };
}
/** Writes `createdAt` of a proposal, and of its decisions in the activity log when `decidedAt` is given. */
async function age(t: TestApp, id: string, submittedAt: Date, decidedAt?: Date): Promise<void> {
  await t.dataSource.getRepository(research.name).update({ id }, { createdAt: submittedAt });
  if (decidedAt)
    await t.dataSource
      .getRepository(ActivityLogEntity)
      .update({ entityId: id, verb: In(['Approved', 'Disapproved']) }, { createdAt: decidedAt });
}

describeApi('privacy policy deletions', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const run = () => t.app.get(FormRetentionService).deleteExpired();
  const retentionLog = async () =>
    (await t.dataSource.getRepository(ActivityLogEntity).findBy({ entity: 'privacy policy' })).map((a) => [
      a.verb,
      a.action,
      a.user,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it('keeps twelve months in one place for all three forms', () => {
    expect(RETENTION_MONTHS).toEqual({
      contactMessages: 12,
      unsubscribedSubscribers: 12,
      proposalsNotApproved: 12,
      activityAddresses: 12,
    });
  });

  it('deletes contact messages 12 months after they came, and no younger one', async () => {
    const [old, older, recent] = [await contact(t, 'Old'), await contact(t, 'Older'), await contact(t, 'Recent')];
    const messages = t.dataSource.getRepository(ContactMessageEntity);
    await messages.update({ id: old }, { createdAt: monthsAgo(12, 1) });
    await messages.update({ id: older }, { createdAt: monthsAgo(30) });
    await messages.update({ id: recent }, { createdAt: monthsAgo(11, 27) });

    expect(await run()).toEqual({ contactMessages: 2, subscribers: 0, proposals: 0 });
    const listed = (await t.http().get('/api/contact?pageSize=100').set(auth()).expect(200)).body.data.map(
      (m: { id: string }) => m.id,
    );
    expect(listed).toEqual([recent]);
    expect(await retentionLog()).toEqual([
      ['Deleted', 'Deleted as the privacy policy states: 2 contact messages', 'system'],
    ]);
    // A run with nothing to delete leaves no entry.
    expect(await run()).toEqual({ contactMessages: 0, subscribers: 0, proposals: 0 });
    expect(await retentionLog()).toHaveLength(1);
  });

  it('deletes an address 12 months after it unsubscribed, with its delivery records; subscribed ones stay, however old', async () => {
    const [gone, lately, staying, back] = [
      await subscribe(t, 'Gone'),
      await subscribe(t, 'Lately'),
      await subscribe(t, 'Staying'),
      await subscribe(t, 'Back'),
    ];
    const campaign = (
      await t
        .http()
        .post('/api/admin/newsletter/send')
        .set(auth())
        .send({ subject: 'Retention news', content: 'Hello' })
        .expect(201)
    ).body.data as { id: string };
    for (const email of [gone, lately, back]) await unsubscribe(t, email);
    const subscribers = t.dataSource.getRepository(SubscriberEntity);
    // The unsubscribe time is kept; the office's reactivation (a new subscription) clears it.
    expect((await subscribers.findOneByOrFail({ email: gone })).unsubscribedAt?.getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
    await subscribe(t, 'Back');
    expect((await subscribers.findOneByOrFail({ email: back })).unsubscribedAt).toBeNull();
    await subscribers.update({ email: gone }, { unsubscribedAt: monthsAgo(12, 2) });
    await subscribers.update({ email: lately }, { unsubscribedAt: monthsAgo(11) });
    await subscribers.update({ email: In([staying, back]) }, { subscribedAt: monthsAgo(40) });

    expect(await run()).toEqual({ contactMessages: 0, subscribers: 1, proposals: 0 });
    const overview = (await t.http().get('/api/admin/newsletter?pageSize=100').set(auth()).expect(200)).body.data;
    const emails = overview.subscribers.map((s: { email: string }) => s.email);
    expect(emails).toEqual(expect.arrayContaining([lately, staying, back]));
    expect(emails).not.toContain(gone);
    const delivered = (
      await t
        .http()
        .get(`/api/admin/newsletter/campaigns/${campaign.id}/deliveries?pageSize=100`)
        .set(auth())
        .expect(200)
    ).body.data.map((d: { email: string }) => d.email);
    expect(delivered.sort()).toEqual([back, lately, staying].sort());
    expect(await t.dataSource.getRepository(NewsletterDeliveryEntity).countBy({ email: gone })).toBe(0);
    expect((await retentionLog()).at(-1)?.[1]).toBe(
      'Deleted as the privacy policy states: 1 unsubscribed newsletter address',
    );
  });

  it('counts an address switched off by the office from that moment', async () => {
    const email = await subscribe(t, 'Office');
    const row = await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email });
    await t.http().patch(`/api/admin/newsletter/subscribers/${row.id}`).set(auth()).send({ status: false }).expect(200);
    expect(
      (await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email })).unsubscribedAt,
    ).not.toBeNull();
    await t.http().patch(`/api/admin/newsletter/subscribers/${row.id}`).set(auth()).send({ status: true }).expect(200);
    expect((await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email })).unsubscribedAt).toBeNull();
  });

  it('deletes a proposal not approved, with its file and revisions, 12 months after the decision (or the submission when undecided)', async () => {
    const decide = (id: string, isApproved: boolean) =>
      t.http().put(`/api/admin/research/${id}`).set(auth()).send({ isApproved }).expect(200);
    const undecided = await propose(t, 'Undecided long ago');
    const rejected = await propose(t, 'Rejected long ago');
    const rejectedLately = await propose(t, 'Rejected lately');
    const approved = await propose(t, 'Approved long ago');
    const young = await propose(t, 'Submitted lately');
    await decide(rejected.id, true);
    await decide(rejected.id, false);
    await decide(rejectedLately.id, false);
    await decide(approved.id, true);
    await age(t, undecided.id, monthsAgo(12, 3));
    await age(t, rejected.id, monthsAgo(20), monthsAgo(12, 1));
    // Submitted long ago, but decided within the period: kept until 12 months after the decision.
    await age(t, rejectedLately.id, monthsAgo(20), monthsAgo(2));
    await age(t, approved.id, monthsAgo(20), monthsAgo(19));
    await age(t, young.id, monthsAgo(11));
    // The office's own papers are not proposals: an old one stays.
    const officePaper = (
      await t.http().get('/api/admin/research?pageSize=100&isAdminPublished=true').set(auth()).expect(200)
    ).body.data[0] as { id: string } | undefined;
    if (officePaper) await age(t, officePaper.id, monthsAgo(40));

    const files = [undecided, rejected].map((p) => p.file);
    expect(files.map((f) => fileOnDisk(t, f))).toEqual([true, true]);
    expect(await run()).toEqual({ contactMessages: 0, subscribers: 0, proposals: 2 });

    const left = (await t.http().get('/api/admin/research?pageSize=100').set(auth()).expect(200)).body.data.map(
      (r: { id: string }) => r.id,
    );
    expect(left).toEqual(
      expect.arrayContaining([rejectedLately.id, approved.id, young.id, ...(officePaper ? [officePaper.id] : [])]),
    );
    expect(left).not.toContain(undecided.id);
    expect(left).not.toContain(rejected.id);
    expect(files.map((f) => fileOnDisk(t, f))).toEqual([false, false]);
    for (const f of files) await t.http().get(f).expect(404);
    expect(
      await t.dataSource.getRepository(ContentRevisionEntity).countBy({ itemId: In([undecided.id, rejected.id]) }),
    ).toBe(0);
    expect((await retentionLog()).at(-1)?.[1]).toBe(
      'Deleted as the privacy policy states: 2 research proposals not approved',
    );
  });

  it('counts addresses that unsubscribed before the migration from the migration', async () => {
    const email = await subscribe(t, 'Before');
    const migration = new SubscriberUnsubscribedAt1764600000001();
    const qr = t.dataSource.createQueryRunner();
    try {
      await migration.down(qr);
      // An address unsubscribed under the old schema: no time was kept.
      await qr.query(`UPDATE subscribers SET status = 0, subscribed_at = ? WHERE email = ?`, [
        usingMysql ? monthsAgo(30) : monthsAgo(30).toISOString().replace('T', ' ').replace('Z', ''),
        email,
      ]);
      await migration.up(qr);
    } finally {
      await qr.release();
    }
    const row = await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email });
    expect(row.unsubscribedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await run()).subscribers).toBe(0);
    expect(await t.dataSource.getRepository(SubscriberEntity).countBy({ email })).toBe(1);
  });

  it("removes subscribers' and senders' addresses from the activity log with their record, and 12 months after the entry at the latest (issue 35 finding 14)", async () => {
    const log = t.dataSource.getRepository(ActivityLogEntity);
    const entries = async (entityId: string) => (await log.findBy({ entityId })).map((a) => a.action).sort();
    // A subscriber the office switched off 13 months ago (deleted by this run), one still subscribed
    // whose entry is 13 months old, and a message the office deleted 13 months ago.
    const subscribers = t.dataSource.getRepository(SubscriberEntity);
    const [goneEmail, keptEmail] = [await subscribe(t, 'Goneaddress'), await subscribe(t, 'Keptaddress')];
    const gone = await subscribers.findOneByOrFail({ email: goneEmail });
    const kept = await subscribers.findOneByOrFail({ email: keptEmail });
    await t
      .http()
      .patch(`/api/admin/newsletter/subscribers/${gone.id}`)
      .set(auth())
      .send({ status: false })
      .expect(200);
    await t.http().patch(`/api/admin/newsletter/subscribers/${kept.id}`).set(auth()).send({ status: true }).expect(200);
    const sender = await contact(t, 'Sendername');
    await t.http().delete(`/api/admin/messages/${sender}`).set(auth()).expect(200);
    const fresh = await contact(t, 'Freshsender');
    await t.http().delete(`/api/admin/messages/${fresh}`).set(auth()).expect(200);
    expect(await entries(gone.id)).toEqual([`Updated subscriber: ${goneEmail}`]);
    expect(await entries(sender)).toEqual(['Deleted message: Sendername <sendername@example.org>']);

    await subscribers.update({ id: gone.id }, { unsubscribedAt: monthsAgo(13) });
    await log.update({ entityId: In([kept.id, sender]) }, { createdAt: monthsAgo(12, 1) });
    await run();
    expect(await subscribers.findOneBy({ id: gone.id })).toBeNull();
    expect(await entries(gone.id)).toEqual([`Updated subscriber: ${ACTIVITY_ADDRESS_REMOVED}`]);
    expect(await entries(kept.id)).toEqual([`Updated subscriber: ${ACTIVITY_ADDRESS_REMOVED}`]);
    expect(await entries(sender)).toEqual([`Deleted message: ${ACTIVITY_ADDRESS_REMOVED}`]);
    // Younger than 12 months, of a record that is gone by the office's hand: kept as it was until then.
    expect(await entries(fresh)).toEqual(['Deleted message: Freshsender <freshsender@example.org>']);
    // Who did it and when stay.
    expect((await log.findOneByOrFail({ entityId: sender })).user).toBe('Administrator');
    const everything = JSON.stringify(await log.find());
    for (const address of [goneEmail, keptEmail, 'sendername@example.org']) expect(everything).not.toContain(address);
  });
});

describeApi('privacy policy deletions on two replicas', () => {
  it('deletes each expired row once and logs it once, whichever replica runs first; neither fails', async () => {
    const replicas = await createTestReplicas({});
    try {
      const [a, b] = replicas.apps;
      const token = await loginToken(a);
      const messages = [await contact(a, 'Ana'), await contact(a, 'Ben'), await contact(a, 'Cy')];
      await a.dataSource.getRepository(ContactMessageEntity).update({ id: In(messages) }, { createdAt: monthsAgo(13) });
      const email = await subscribe(a, 'Dee');
      await unsubscribe(a, email);
      await a.dataSource.getRepository(SubscriberEntity).update({ email }, { unsubscribedAt: monthsAgo(13) });
      const proposals = [await propose(a, 'Replica one'), await propose(a, 'Replica two')];
      await a
        .http()
        .put(`/api/admin/research/${proposals[0].id}`)
        .set({ Authorization: `Bearer ${token}` })
        .send({ isApproved: false })
        .expect(200);
      for (const p of proposals) await age(a, p.id, monthsAgo(14), monthsAgo(13));

      const deleteOn = (app: TestApp) => app.app.get(FormRetentionService).deleteExpired();
      // Both at once on MariaDB; SQLite's one connection per process runs them one after the other.
      const counts = usingMysql
        ? await Promise.all([deleteOn(a), deleteOn(b)])
        : [await deleteOn(a), await deleteOn(b)];
      const total = (key: 'contactMessages' | 'subscribers' | 'proposals') => counts.reduce((n, c) => n + c[key], 0);
      expect([total('contactMessages'), total('subscribers'), total('proposals')]).toEqual([3, 1, 2]);
      expect(await a.dataSource.getRepository(ContactMessageEntity).countBy({ id: In(messages) })).toBe(0);
      expect(proposals.map((p) => fileOnDisk(a, p.file))).toEqual([false, false]);
      // One entry per run that deleted something, together naming each deletion once.
      const entries = await a.dataSource.getRepository(ActivityLogEntity).findBy({ entity: 'privacy policy' });
      expect(entries.length).toBe(counts.filter((c) => c.contactMessages + c.subscribers + c.proposals > 0).length);
      expect(entries.length).toBeGreaterThan(0);
    } finally {
      await replicas.close();
    }
  });
});
