/**
 * Tracked messages (issue 34 item 5, ARCHITECTURE.md 12.3 and 12.7): references unique across two
 * replicas under simultaneous posts, the acknowledgement and the reply mailed to a real SMTP peer,
 * tracking only with the sender's e-mail (404 alike otherwise), throttled; the office's status and
 * reply with their validation, permission and audit entry; the dashboard's overdue grievances.
 */
import { CONTACT_TRACKING_MESSAGES, GRIEVANCE_OVERDUE_DAYS } from '@diet/contracts/contact-tracking';
import { DAY_MS, MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import {
  createTestApp,
  createTestReplicas,
  describeApi,
  loginToken,
  type TestApp,
  type TestReplicas,
} from './utils/create-test-app';
import { withInstituteName } from './utils/institute-name';
import { readMail } from './utils/mail-reading';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(120_000);

const PUBLIC_URL = 'https://diet.example.in';
const LIMIT = 5;
const REFERENCE = /^DIET-(\d{4})-(\d{6})$/;

describeApi('tracked messages', () => {
  let smtp: TestSmtpServer;
  let replicas: TestReplicas;
  let one: TestApp;
  let two: TestApp;
  let token: string;
  const auth = (tk = token) => ({ Authorization: `Bearer ${tk}` });
  let client = 0;
  // Each request from its own address, so only the throttle test meets the limit.
  const fresh = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;
  const post = (t: TestApp, body: Record<string, unknown>) =>
    t.http().post('/api/contact').set('X-Forwarded-For', fresh()).send(body);
  const track = (t: TestApp, reference: string, email?: string) =>
    t
      .http()
      .get(`/api/contact/${reference}`)
      .query(email === undefined ? {} : { email })
      .set('X-Forwarded-For', fresh());
  const valid = {
    name: 'Gurpreet Singh',
    email: 'gurpreet@example.org',
    subject: 'grievance',
    message: 'My certificate has not arrived.',
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    replicas = await createTestReplicas({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      THROTTLE_PUBLIC_LIMIT: String(LIMIT),
      TRUST_PROXY: '1',
    });
    [one, two] = replicas.apps;
    token = await loginToken(one);
  });
  afterAll(async () => {
    await replicas?.close();
    await smtp?.close();
  });

  it('numbers simultaneous messages on two replicas without a gap or a repeat', async () => {
    const count = 24;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        post(i % 2 ? two : one, { ...valid, email: `many${i}@example.org`, subject: 'feedback' }),
      ),
    );
    const references = answers.map((res) => {
      expect(res.status).toBe(201);
      return res.body.data.reference as string;
    });
    expect(new Set(references).size).toBe(count);
    const numbers = references.map((r) => Number(REFERENCE.exec(r)?.[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const year = REFERENCE.exec(references[0])?.[1];
    expect(references.every((r) => r.startsWith(`DIET-${year}-`))).toBe(true);
    const stored = await one.dataSource.getRepository(ContactMessageEntity).find();
    expect(stored.map((m) => m.reference).sort()).toEqual([...references].sort());
  });

  it('mails the sender in the language of the page the message was sent from: the acknowledgement, its link, and the reply later', async () => {
    const sender = { ...valid, email: 'harpreet@example.org', name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ', subject: 'admission' };
    // The institute's name as the office published it in Punjabi signs and sends the mail.
    const punjabiName = 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ, ਫ਼ਰੀਦਕੋਟ';
    let reference = '';
    await withInstituteName(
      one,
      token,
      punjabiName,
      async () => {
        // Sent from /pa/contact: the page sends its language with the write.
        const sent = await one.http().post('/api/contact?lang=pa').set('X-Forwarded-For', fresh()).send(sender);
        expect(sent.status).toBe(201);
        reference = sent.body.data.reference as string;
        await waitFor(() => smtp.received(sender.email).length === 1, 15000, 'Punjabi acknowledgement');
      },
      'pa',
    );
    const ack = await readMail(smtp.received(sender.email)[0]);
    expect(ack.subject).toBe(`ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਸਾਨੂੰ ਮਿਲ ਗਿਆ ਹੈ: ${reference}`);
    expect(ack.text.trim().endsWith(punjabiName)).toBe(true);
    expect(ack.fromName).toBe(punjabiName);
    expect(ack.text).toContain('ਸਤਿਕਾਰਯੋਗ ਹਰਪ੍ਰੀਤ ਕੌਰ ਜੀ,');
    // The subject named as the Punjabi form names it, and the tracker on the Punjabi page.
    expect(ack.text).toContain('"ਦਾਖ਼ਲੇ ਬਾਰੇ ਪੁੱਛਗਿੱਛ"');
    expect(ack.text).toContain(`${PUBLIC_URL}/pa/contact?reference=${reference}#track`);

    // The office answers later, in English: the reply mail still speaks Punjabi around it.
    const [stored] = await one.dataSource.getRepository(ContactMessageEntity).findBy({ reference });
    const reply = 'Admissions open on 1 June.';
    await two
      .http()
      .patch(`/api/admin/messages/${stored.id}`)
      .set(auth())
      .send({ status: 'resolved', reply })
      .expect(200);
    await waitFor(() => smtp.received(sender.email).length === 2, 15000, 'Punjabi reply');
    const answered = await readMail(smtp.received(sender.email)[1]);
    expect(answered.subject).toBe(`ਤੁਹਾਡੇ ਸੁਨੇਹੇ ${reference} ਦਾ ਜਵਾਬ`);
    expect(answered.text).toContain('ਇਸ ਦੀ ਸਥਿਤੀ ਹੁਣ ਹੈ: ਹੱਲ ਹੋ ਗਿਆ।');
    expect(answered.text).toContain(reply);
  });

  it('mails the reference, tracks only with the sender e-mail, and answers 404 alike otherwise', async () => {
    const sent = await post(one, valid).expect(201);
    const reference = sent.body.data.reference as string;
    expect(sent.body).toMatchObject({ data: { success: true, reference }, message: 'Message sent successfully!' });

    await waitFor(() => smtp.received(valid.email).length === 1, 15000, 'acknowledgement');
    const [ack] = smtp.received(valid.email);
    expect(ack.headers.subject).toBe(`We have received your message: ${reference}`);
    const body = ack.raw.replace(/=\r?\n/g, '');
    expect(body).toContain(`its reference is ${reference}`);
    expect(body).toContain(`${PUBLIC_URL}/contact?reference=3D${reference}#track`);

    const found = await track(two, reference, 'GURPREET@Example.org').expect(200);
    expect(found.body.data).toEqual({ reference, status: 'received', updatedAt: expect.any(String) });
    // A Punjabi or Hindi page sends its language with every read.
    await track(one, reference, valid.email).query({ lang: 'pa' }).expect(200);
    // A reference typed in lower case with spaces is the same reference.
    await track(one, ` ${reference.toLowerCase()} `.trim(), valid.email).expect(200);

    const wrongEmail = await track(one, reference, 'someone@example.org');
    const unknown = await track(one, 'DIET-2001-999999', valid.email);
    for (const res of [wrongEmail, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CONTACT_TRACKING_MESSAGES.notFound);
    }
    const withoutRequest = (b: { details: object }) => ({ ...b, details: { ...b.details, requestId: null } });
    expect(withoutRequest(wrongEmail.body)).toEqual(withoutRequest(unknown.body));
  });

  it.each([
    ['a malformed reference', 'DIET-26-12', 'x@example.org', 'reference', CONTACT_TRACKING_MESSAGES.referenceInvalid],
    ['no e-mail', 'DIET-2026-000001', undefined, 'email', VALIDATION.emailRequired],
    ['a bad e-mail', 'DIET-2026-000001', 'x@example', 'email', VALIDATION.emailInvalid],
  ])('tracking with %s -> 400 under the field', async (_n, reference, email, field, message) => {
    const res = await track(one, reference, email);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.details[field]).toBe(message);
  });

  it('throttles tracking per address, across replicas', async () => {
    const from = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const t = i % 2 ? two : one;
      const res = await t
        .http()
        .get('/api/contact/DIET-2026-000001')
        .query({ email: 'guess@example.org' })
        .set('X-Forwarded-For', from);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429]);
  });

  it('lets the office set the status and a reply, mailed, audited and shown to the sender', async () => {
    const sent = await post(one, { ...valid, email: 'replied@example.org' }).expect(201);
    const reference = sent.body.data.reference as string;
    const list = await one.http().get('/api/contact').query({ q: reference }).set(auth()).expect(200);
    expect(list.body.data).toHaveLength(1);
    const message = list.body.data[0];
    expect(message).toMatchObject({ reference, status: 'received', reply: null });
    const url = `/api/admin/messages/${message.id}`;

    const contributor = await signInWithRole(one, 'contributor');
    await one.http().patch(url).set(auth(contributor.token)).send({ status: 'resolved' }).expect(403);

    const editor = await signInWithRole(one, 'editor');
    for (const [body, field, text] of [
      [{ status: 'answered' }, 'status', VALIDATION.notAllowed('Status')],
      [{ reply: 'Done.' }, 'status', CONTACT_TRACKING_MESSAGES.statusRequired],
      [
        { status: 'resolved', reply: 'x'.repeat(MAX_LENGTH.message + 1) },
        'reply',
        VALIDATION.tooLong('Reply', MAX_LENGTH.message),
      ],
    ] as const) {
      const bad = await one.http().patch(url).set(auth(editor.token)).send(body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(text);
      expect(bad.body.details[field]).toBe(text);
    }

    const before = await track(one, reference, 'replied@example.org').expect(200);
    await new Promise((r) => setTimeout(r, 20));
    const reply = 'Your certificate was posted today by speed post.';
    const done = await two.http().patch(url).set(auth(editor.token)).send({ status: 'resolved', reply }).expect(200);
    expect(done.body.data).toMatchObject({ reference, status: 'resolved', reply });

    await waitFor(() => smtp.received('replied@example.org').length === 2, 15000, 'reply mail');
    const mailed = smtp.received('replied@example.org')[1];
    expect(mailed.headers.subject).toBe(`Reply to your message ${reference}`);
    const text = mailed.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(reply);
    expect(text).toContain('Its status is now: Resolved.');

    const after = await track(two, reference, 'replied@example.org').expect(200);
    expect(after.body.data).toMatchObject({ reference, status: 'resolved', reply });
    expect(Date.parse(after.body.data.updatedAt)).toBeGreaterThan(Date.parse(before.body.data.updatedAt));

    // Only a changed reply is mailed again; the status alone is not.
    await one.http().patch(url).set(auth(editor.token)).send({ status: 'closed', reply }).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received('replied@example.org')).toHaveLength(2);

    const audit = await one.http().get('/api/admin/audit').query({ action: 'Updated' }).set(auth()).expect(200);
    const descriptions = (audit.body.data as { description: string; entityId: string }[])
      .filter((e) => e.entityId === message.id)
      .map((e) => e.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        `Updated message: ${reference}: Resolved, reply sent`,
        `Updated message: ${reference}: Closed`,
      ]),
    );
  });

  it('answers the visitor at once when the mail server does not: the acknowledgement goes after', async () => {
    // A mail server that takes the connection and never greets: nodemailer waits 30 s for it.
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const port = (silent.address() as AddressInfo).port;
    const slow = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL } });
    try {
      const started = Date.now();
      const sent = await post(slow, { ...valid, email: 'waiting@example.org' }).expect(201);
      expect(sent.body.data.reference).toMatch(/^DIET-\d{4}-\d{6}$/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await slow.close();
    }
  });

  it("mails in the institute's name as the office published it, from any replica", async () => {
    const renamed = 'DIET Faridkot (renamed in the back office)';
    await withInstituteName(one, token, renamed, async () => {
      await post(two, { ...valid, email: 'renamed@example.org' }).expect(201);
      await waitFor(() => smtp.received('renamed@example.org').length === 1, 15000, 'acknowledgement');
      const [mail] = smtp.received('renamed@example.org');
      expect(mail.headers.from).toContain(renamed);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(renamed);
    });
  });

  it('flags grievances older than 21 days that are still open on the dashboard, with their list', async () => {
    const repo = one.dataSource.getRepository(ContactMessageEntity);
    const old = new Date(Date.now() - (GRIEVANCE_OVERDUE_DAYS + 1) * DAY_MS);
    const made: string[] = [];
    for (const [subject, email] of [
      ['grievance', 'old-open@example.org'],
      ['grievance', 'old-resolved@example.org'],
      ['feedback', 'old-feedback@example.org'],
    ]) {
      const res = await post(one, { ...valid, subject, email }).expect(201);
      made.push(res.body.data.reference as string);
    }
    await repo.update({ reference: made[1] }, { status: 'resolved' });
    for (const reference of made) await repo.update({ reference }, { createdAt: old });

    const stats = await one.http().get('/api/admin/dashboard/stats').set(auth()).expect(200);
    expect(stats.body.data.overdueGrievances).toBe(1);
    const list = await one.http().get('/api/contact').query({ overdue: true }).set(auth()).expect(200);
    expect(list.body.data.map((m: { reference: string }) => m.reference)).toEqual([made[0]]);

    const contributor = await signInWithRole(one, 'contributor', 'contributor2@example.org');
    const theirs = await one.http().get('/api/admin/dashboard/stats').set(auth(contributor.token)).expect(200);
    expect(theirs.body.data.overdueGrievances).toBeUndefined();
  });
});
