/**
 * Newsletter sending against a REAL SMTP server (smtp-server): one mail per active subscriber with
 * the unsubscribe headers, none for inactive ones; a worker stopped mid campaign and started again
 * still delivers exactly one per recipient; a refusing server gives 'failed' rows that 'Retry
 * failed' sends; a claim left by a crash goes back to pending at boot. Automatic retries: a
 * transient refusal (4xx, server unreachable) is tried again after each wait of MAIL_RETRY_DELAYS_MS,
 * a permanent one (5xx) fails at once, and the schedule is kept on the row across a restart.
 */
import { NewsletterDeliveryEntity } from '../src/newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../src/newsletter/subscriber.entity';
import {
  createTestApp,
  createTestDatabase,
  describeApi,
  loginToken,
  type TestApp,
  type TestDatabase,
} from './utils/create-test-app';
import { SITE_CONTENT } from '../src/site/site-content';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

async function addSubscribers(t: TestApp, count: number, inactive: string[] = []): Promise<string[]> {
  const repo = t.dataSource.getRepository(SubscriberEntity);
  const emails: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `reader${i}@example.org`;
    emails.push(email);
    await repo.insert({
      name: `Reader ${i}`,
      email,
      type: 'Teacher',
      status: true,
      subscribedAt: new Date(),
      unsubscribeToken: `token-${i}-${email}`,
    });
  }
  for (const email of inactive) {
    await repo.insert({
      name: 'Gone',
      email,
      type: 'Public',
      status: false,
      subscribedAt: new Date(),
      unsubscribeToken: `token-${email}`,
    });
  }
  return emails;
}

const states = async (t: TestApp) => {
  const rows = await t.dataSource.getRepository(NewsletterDeliveryEntity).find();
  return rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.state]: (acc[r.state] ?? 0) + 1 }), {});
};

interface DeliveryView {
  email: string;
  state: string;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
}

/** One recipient's delivery as the back office sees it (GET .../campaigns/:id/deliveries). */
async function deliveryOf(t: TestApp, token: string, campaignId: string, email: string): Promise<DeliveryView> {
  const res = await t
    .http()
    .get(`/api/admin/newsletter/campaigns/${campaignId}/deliveries?pageSize=200`)
    .set({ Authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  const found = (res.body.data as DeliveryView[]).find((d) => d.email === email);
  if (!found) throw new Error(`no delivery for ${email}`);
  return found;
}

/** Gaps between consecutive times, in ms. */
const gaps = (times: number[]) => times.slice(1).map((at, i) => at - times[i]);

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('newsletter sending over SMTP', () => {
  let smtp: TestSmtpServer;
  let db: TestDatabase;
  let t: TestApp | undefined;

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await smtp.close();
    await db.drop();
  });

  const boot = (extra: Record<string, string> = {}) =>
    createTestApp({
      database: db,
      env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '50', PUBLIC_URL: 'https://diet.example.in', ...extra },
    });

  it('sends exactly one mail per active subscriber, with List-Unsubscribe one-click, and none to inactive ones', async () => {
    t = await boot();
    const token = await loginToken(t);
    const active = await addSubscribers(t, 3, ['gone@example.org']);
    const res = await t
      .http()
      .post('/api/admin/newsletter/send')
      .set({ Authorization: `Bearer ${token}` })
      .send({ subject: 'April news', content: 'Plain text & news' });
    expect(res.status).toBe(201);
    expect(res.body.data.recipientCount).toBe(3);
    await waitFor(async () => (await states(t!)).sent === 3, 15000, 'three sent');

    expect(smtp.mails).toHaveLength(3);
    expect(smtp.received('gone@example.org')).toHaveLength(0);
    const deliveries = await t.dataSource.getRepository(NewsletterDeliveryEntity).find();
    for (const email of active) {
      const [mail] = smtp.received(email);
      expect(smtp.received(email)).toHaveLength(1);
      const delivery = deliveries.find((d) => d.email === email)!;
      expect(mail.headers['message-id']).toBe(`<${delivery.id}@diet.example.in>`);
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/diet\.example\.in\/api\/newsletter\/unsubscribe\?token=token-/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers.subject).toBe('April news');
      // From the institute, at its own address when MAIL_FROM names none (issue 39 item 9).
      expect(mail.headers.from).toBe(`${SITE_CONTENT.instituteName} <${SITE_CONTENT.email}>`);
      // The body is quoted-printable: undo soft line breaks and =3D before looking for the link.
      expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
        `https://diet.example.in/newsletter/unsubscribe?token=token-`,
      );
    }

    // RFC 8058 one-click: POST to the header's URL with the form body unsubscribes.
    const link = new URL(smtp.received(active[0])[0].headers['list-unsubscribe'].slice(1, -1));
    const click = await t.http().post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click');
    expect(click.status).toBe(200);
    expect((await t.dataSource.getRepository(SubscriberEntity).findOneByOrFail({ email: active[0] })).status).toBe(
      false,
    );
  });

  it('a worker stopped mid campaign and started again delivers exactly one mail per recipient', async () => {
    t = await boot();
    const token = await loginToken(t);
    const emails = await addSubscribers(t, 6);
    smtp.acceptDelayMs = 150;
    await t
      .http()
      .post('/api/admin/newsletter/send')
      .set({ Authorization: `Bearer ${token}` })
      .send({ subject: 'May news', content: 'Hello' })
      .expect(201);
    await waitFor(() => smtp.mails.length >= 2, 15000, 'two mails');
    await t.close(); // graceful stop: the mail in flight finishes, the rest of the batch is handed back
    t = undefined;
    const before = smtp.mails.length;
    expect(before).toBeLessThan(6);

    smtp.acceptDelayMs = 0;
    t = await boot();
    await waitFor(async () => (await states(t!)).sent === 6, 15000, 'all six sent');
    for (const email of emails) expect(smtp.received(email)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(6);
  });

  it("a refusing server gives 'failed' deliveries with the reason, and 'Retry failed' then sends them", async () => {
    t = await boot();
    const token = await loginToken(t);
    const auth = { Authorization: `Bearer ${token}` };
    const emails = await addSubscribers(t, 2);
    smtp.rejectRecipients = true;
    const sent = await t
      .http()
      .post('/api/admin/newsletter/send')
      .set(auth)
      .send({ subject: 'June news', content: 'Hello' })
      .expect(201);
    const id = sent.body.data.id as string;
    await waitFor(async () => (await states(t!)).failed === 2, 15000, 'two failed');
    const failed = await t.http().get(`/api/admin/newsletter/campaigns/${id}/deliveries?state=failed`).set(auth);
    expect(failed.body.meta.total).toBe(2);
    expect(failed.body.data[0].error).toMatch(/550|Mailbox unavailable|recipients were rejected/i);
    expect(failed.body.data[0].attempts).toBe(1);
    expect(smtp.mails).toHaveLength(0);

    smtp.rejectRecipients = false;
    const retry = await t.http().post(`/api/admin/newsletter/campaigns/${id}/retry`).set(auth);
    expect(retry.status).toBe(200);
    expect(retry.body.data.retried).toBe(2);
    await waitFor(async () => (await states(t!)).sent === 2, 15000, 'two sent after retry');
    for (const email of emails) expect(smtp.received(email)).toHaveLength(1);
    const campaign = await t.http().get(`/api/admin/newsletter/campaigns/${id}`).set(auth);
    expect(campaign.body.data).toMatchObject({ sentCount: 2, failedCount: 0, pendingCount: 0 });
  });

  it('two replicas working the same database never send one delivery twice', async () => {
    t = await boot();
    const second = await boot();
    try {
      const token = await loginToken(t);
      const emails = await addSubscribers(t, 12);
      smtp.acceptDelayMs = 20;
      await t
        .http()
        .post('/api/admin/newsletter/send')
        .set({ Authorization: `Bearer ${token}` })
        .send({ subject: 'Twins', content: 'Hi' })
        .expect(201);
      await waitFor(async () => (await states(t!)).sent === 12, 20000, 'twelve sent');
      for (const email of emails) expect(smtp.received(email)).toHaveLength(1);
      expect(smtp.mails).toHaveLength(12);
    } finally {
      await second.close();
    }
  });

  it('keeps to MAIL_RATE_PER_MINUTE', async () => {
    t = await boot({ MAIL_RATE_PER_MINUTE: '2' });
    const token = await loginToken(t);
    await addSubscribers(t, 4);
    await t
      .http()
      .post('/api/admin/newsletter/send')
      .set({ Authorization: `Bearer ${token}` })
      .send({ subject: 'Slow', content: 'Hi' })
      .expect(201);
    await waitFor(async () => (await states(t!)).sent === 2, 15000, 'two sent');
    await new Promise((r) => setTimeout(r, 800));
    expect(await states(t)).toEqual({ sent: 2, pending: 2 });
    expect(smtp.mails).toHaveLength(2);
  });

  it('at boot, a delivery left in `sending` by a crash goes back to pending and is sent once', async () => {
    t = await boot({ MAIL_WORKER: 'false' });
    const token = await loginToken(t);
    const [email] = await addSubscribers(t, 1);
    const sent = await t
      .http()
      .post('/api/admin/newsletter/send')
      .set({ Authorization: `Bearer ${token}` })
      .send({ subject: 'Crash', content: 'Hi' })
      .expect(201);
    // What a crash between claim and send leaves behind:
    await t.dataSource
      .getRepository(NewsletterDeliveryEntity)
      .update(
        { campaignId: sent.body.data.id },
        { state: 'sending', claimToken: 'dead-worker', claimedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 },
      );
    await t.close();
    t = undefined;
    expect(smtp.mails).toHaveLength(0);

    t = await boot({ MAIL_CLAIM_LEASE_MS: '60000' });
    await waitFor(async () => (await states(t!)).sent === 1, 15000, 'recovered and sent');
    expect(smtp.received(email)).toHaveLength(1);
  });

  describe('automatic retries', () => {
    const send = async (token: string, subject: string): Promise<string> => {
      const res = await t!
        .http()
        .post('/api/admin/newsletter/send')
        .set({ Authorization: `Bearer ${token}` })
        .send({ subject, content: 'Hello' })
        .expect(201);
      return res.body.data.id as string;
    };

    it('retries a transient refusal (451) after each configured wait and ends sent on the third attempt', async () => {
      t = await boot({ MAIL_RETRY_DELAYS_MS: '600,1200,60000' });
      const token = await loginToken(t);
      const [busy, fine] = await addSubscribers(t, 2);
      smtp.refuseRecipient(busy, 451, 2);
      const id = await send(token, 'Busy box');

      // After the first refusal the row waits, with the reason and the time of the next try.
      await waitFor(
        async () =>
          (await deliveryOf(t!, token, id, busy)).attempts === 1 &&
          typeof (await deliveryOf(t!, token, id, busy)).nextAttemptAt === 'string',
        15000,
        'first retry scheduled',
      );
      const waiting = await deliveryOf(t, token, id, busy);
      expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
      expect(waiting.error).toMatch(/451/);
      expect(Date.parse(waiting.nextAttemptAt!)).toBeGreaterThan(smtp.attemptsOf(busy)[0] + 400);

      await waitFor(async () => (await deliveryOf(t!, token, id, busy)).state === 'sent', 15000, 'sent after retries');
      const done = await deliveryOf(t, token, id, busy);
      expect(done).toMatchObject({ state: 'sent', attempts: 3, error: null, nextAttemptAt: null });
      const [first, second] = gaps(smtp.attemptsOf(busy));
      expect(smtp.attemptsOf(busy)).toHaveLength(3);
      expect(first).toBeGreaterThanOrEqual(600);
      expect(second).toBeGreaterThanOrEqual(1200);
      expect(smtp.received(busy)).toHaveLength(1);
      expect(smtp.received(fine)).toHaveLength(1);
      expect(await deliveryOf(t, token, id, fine)).toMatchObject({ state: 'sent', attempts: 1 });
    });

    it('fails a permanent refusal (550) at once with one attempt, and a transient one only when the retries are used up', async () => {
      t = await boot({ MAIL_RETRY_DELAYS_MS: '300,300,300' });
      const token = await loginToken(t);
      const [gone, busy] = await addSubscribers(t, 2);
      smtp.refuseRecipient(gone, 550);
      smtp.refuseRecipient(busy, 451);
      const id = await send(token, 'Two refusals');

      await waitFor(
        async () => (await deliveryOf(t!, token, id, gone)).state === 'failed',
        15000,
        'permanent refusal failed',
      );
      const failedAtOnce = await deliveryOf(t, token, id, gone);
      expect(failedAtOnce).toMatchObject({ attempts: 1, nextAttemptAt: null });
      expect(failedAtOnce.error).toMatch(/550/);
      // The transient one is still waiting for its retry at that moment.
      expect((await deliveryOf(t, token, id, busy)).state).not.toBe('failed');

      await waitFor(
        async () => (await deliveryOf(t!, token, id, busy)).state === 'failed',
        15000,
        'transient refusal failed after the retries',
      );
      const exhausted = await deliveryOf(t, token, id, busy);
      expect(exhausted).toMatchObject({ attempts: 4, nextAttemptAt: null });
      expect(exhausted.error).toMatch(/451/);
      expect(smtp.attemptsOf(busy)).toHaveLength(4);
      for (const gap of gaps(smtp.attemptsOf(busy))) expect(gap).toBeGreaterThanOrEqual(300);
      expect(smtp.attemptsOf(gone)).toHaveLength(1);
      expect(smtp.mails).toHaveLength(0);
      const campaign = await t
        .http()
        .get(`/api/admin/newsletter/campaigns/${id}`)
        .set({ Authorization: `Bearer ${token}` });
      expect(campaign.body.data).toMatchObject({ sentCount: 0, failedCount: 2, pendingCount: 0 });
    });

    it('keeps the retry schedule across a restart of the worker', async () => {
      const env = { MAIL_RETRY_DELAYS_MS: '3000' };
      t = await boot(env);
      const token = await loginToken(t);
      const [busy] = await addSubscribers(t, 1);
      smtp.refuseRecipient(busy, 421, 1);
      const id = await send(token, 'Restart');
      await waitFor(
        async () => typeof (await deliveryOf(t!, token, id, busy)).nextAttemptAt === 'string',
        15000,
        'retry scheduled',
      );
      const scheduled = await deliveryOf(t, token, id, busy);
      await t.close();
      t = undefined;

      t = await boot(env);
      const token2 = await loginToken(t);
      const afterRestart = await deliveryOf(t, token2, id, busy);
      expect(afterRestart).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: scheduled.nextAttemptAt });
      await waitFor(
        async () => (await deliveryOf(t!, token2, id, busy)).state === 'sent',
        15000,
        'sent after the restart',
      );
      expect(await deliveryOf(t, token2, id, busy)).toMatchObject({ attempts: 2, nextAttemptAt: null });
      expect(smtp.attemptsOf(busy)).toHaveLength(2);
      expect(gaps(smtp.attemptsOf(busy))[0]).toBeGreaterThanOrEqual(3000);
      expect(smtp.received(busy)).toHaveLength(1);
    });

    it('retries when the SMTP server cannot be reached and delivers once it is back', async () => {
      const port = Number(new URL(smtp.url).port);
      await smtp.close();
      t = await boot({ MAIL_RETRY_DELAYS_MS: '500,500,500' });
      const token = await loginToken(t);
      const [reader] = await addSubscribers(t, 1);
      const id = await send(token, 'Server down');
      await waitFor(
        async () =>
          (await deliveryOf(t!, token, id, reader)).attempts >= 1 &&
          typeof (await deliveryOf(t!, token, id, reader)).nextAttemptAt === 'string',
        15000,
        'retry scheduled',
      );
      const waiting = await deliveryOf(t, token, id, reader);
      expect(waiting.state).toBe('pending');
      expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startTestSmtpServer(port);
      await waitFor(
        async () => (await deliveryOf(t!, token, id, reader)).state === 'sent',
        15000,
        'sent once the server is back',
      );
      expect(smtp.received(reader)).toHaveLength(1);
    });
  });
});
