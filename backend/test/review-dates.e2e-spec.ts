/**
 * Archive and review dates (ARCHITECTURE.md 12.3, issue 34 item 1): a notice or a download whose
 * validity passes leaves its current list for /api/archive at its time, with no restart (the clock
 * is moved by the test); every published item of the reviewed types has `reviewBy` (its validity
 * end, else six months after publishing; the office may set its own); its author and the editors
 * are mailed 14 and 7 days before, each reminder once however many replicas run the job; the
 * dashboard lists what is past review, to editors and administrators.
 */
import { DAY_MS } from '@diet/contracts/limits';
import { REVIEW_FIELD } from '@diet/contracts/review';
import { instituteDayOffset } from '../src/common/institute-date';
import { pastReview, ReviewRemindersWorker } from '../src/content/review-dates';
import { MailSender } from '../src/mail/mail-sender';
import { createTestApp, createTestReplicas, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(120_000);

/** Only Date is faked: the app's timers, sockets and the database run as ever. */
const TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
/** Sets the clock `days` ahead of the real one, running from there. */
const daysAhead = (days: number) =>
  jest.useFakeTimers({ now: Date.now() + days * DAY_MS, advanceTimers: true, doNotFake: [...TIMERS] });

const stamp = Date.now().toString(36);
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
type Listed = { id: string }[];

describeApi('archive and review dates', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let editor: string;
  let contributor: string;

  const create = async (token: string, path: string, body: Record<string, unknown>) =>
    (await t.http().post(`/api/admin/${path}`).set(as(token)).send(body).expect(201)).body.data as Record<
      string,
      unknown
    > & { id: string };
  const ids = async (url: string) => ((await t.http().get(url).expect(200)).body.data as Listed).map((i) => i.id);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://diet.example.in' } });
    admin = await loginToken(t);
    editor = (await signInWithRole(t, 'editor', `editor-${stamp}@example.org`)).token;
    contributor = (await signInWithRole(t, 'contributor', `author-${stamp}@example.org`)).token;
  });
  afterEach(() => jest.useRealTimers());
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('moves a notice and a download from their current lists to the archive when their day passes, with no restart', async () => {
    const notice = await create(admin, 'notices', {
      title: `Counselling notice ${stamp}`,
      category: 'Admission',
      publishDate: instituteDayOffset(-3),
      expiryDate: instituteDayOffset(0),
    });
    const download = await t
      .http()
      .post('/api/admin/downloads')
      .set(as(admin))
      .field('title', `Application form ${stamp}`)
      .field('category', 'Forms')
      .field('language', 'pa')
      .field('validUntil', instituteDayOffset(0))
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'form.pdf', contentType: 'application/pdf' })
      .expect(201);
    const downloadId = download.body.data.id as string;
    // Today both are current.
    expect(await ids(`/api/notices?q=${stamp}`)).toEqual([notice.id]);
    expect(await ids(`/api/downloads?q=${stamp}`)).toEqual([downloadId]);
    expect(await ids(`/api/archive?q=${stamp}`)).toEqual([]);
    const searched = async () => JSON.stringify((await t.http().get(`/api/search?q=${stamp}`).expect(200)).body.data);
    const feed = async () => (await t.http().get('/rss/notices.xml').expect(200)).text;
    expect(await searched()).toContain(downloadId);
    expect(await searched()).toContain(notice.id);
    expect(await feed()).toContain(`Counselling notice ${stamp}`);
    // Tomorrow, on the same running app, both are in the archive and neither is current.
    daysAhead(1);
    expect(await ids(`/api/notices?q=${stamp}`)).toEqual([]);
    expect(await ids(`/api/downloads?q=${stamp}`)).toEqual([]);
    // Nor in the site search or the feed.
    expect(await searched()).not.toContain(downloadId);
    expect(await searched()).not.toContain(notice.id);
    expect(await feed()).not.toContain(`Counselling notice ${stamp}`);
    const archived = await t.http().get(`/api/archive?q=${stamp}`).expect(200);
    expect(archived.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'notices', id: notice.id, url: `/notices/${notice.id}` }),
        expect.objectContaining({ type: 'downloads', id: downloadId, date: instituteDayOffset(-1) }),
      ]),
    );
    expect(archived.body.meta.facets.type).toEqual(expect.arrayContaining([{ value: 'downloads', count: 1 }]));
    // The downloads' own archive tab is the same view.
    expect(await ids(`/api/downloads?q=${stamp}&archived=true`)).toEqual([downloadId]);
  });

  it('gives reviewBy its default from the validity end, else six months after publishing, and keeps the office’s own', async () => {
    // Each type's validity end, else six months after publishing (kept within the month).
    const defaults: [string, Record<string, unknown>, string][] = [
      [
        'notices',
        { title: `Expiring ${stamp}`, category: 'Notice', publishDate: '2026-08-01', expiryDate: '2026-09-15' },
        '2026-09-15',
      ],
      ['notices', { title: `Open ${stamp}`, category: 'Notice', publishDate: '2026-08-31' }, '2027-02-28'],
      // 20:00 UTC is the next day at the institute.
      [
        'tenders',
        {
          referenceNumber: `DIET/REV/${stamp}`,
          title: `Printing ${stamp}`,
          publishDate: '2026-05-01',
          closingAt: '2026-05-20T20:00:00Z',
        },
        '2026-05-21',
      ],
      [
        'trainings',
        {
          title: `Review training ${stamp}`,
          description: 'One day.',
          mode: 'In person',
          venue: 'Hall',
          startsAt: '2026-07-10T04:30:00Z',
          endsAt: '2026-07-10T11:30:00Z',
          hours: 6,
          seats: 20,
          enrolmentClosesAt: '2026-07-08T12:00:00Z',
        },
        '2026-07-10',
      ],
    ];
    for (const [path, body, reviewBy] of defaults) expect((await create(admin, path, body)).reviewBy).toBe(reviewBy);
    const own = await create(admin, 'notices', {
      title: `Own review ${stamp}`,
      category: 'Notice',
      publishDate: '2026-08-01',
      expiryDate: '2026-09-15',
      reviewBy: '2026-08-20',
    });
    expect(own.reviewBy).toBe('2026-08-20');
    // Emptied in an edit, it is the default again; the office's form shows it; visitors never see it.
    const edited = await t
      .http()
      .put(`/api/admin/notices/${own.id}`)
      .set(as(admin))
      .send({
        title: `Own review ${stamp}`,
        category: 'Notice',
        publishDate: '2026-08-01',
        expiryDate: '2026-09-30',
        reviewBy: '',
      })
      .expect(200);
    expect(edited.body.data.reviewBy).toBe('2026-09-30');
    const pub = await t.http().get(`/api/notices/${own.id}`).expect(200);
    expect(pub.body.data).not.toHaveProperty('reviewBy');
    // A day that is not one answers 400 under the field, in the words the form uses.
    const bad = await t
      .http()
      .post('/api/admin/notices')
      .set(as(admin))
      .send({ title: `Bad ${stamp}`, category: 'Notice', publishDate: '2026-08-01', reviewBy: '2026-02-30' })
      .expect(400);
    expect(bad.body.details).toEqual(withRequestId({ reviewBy: REVIEW_FIELD.invalid ?? '' }));
  });

  it('mails the author and the editors 14 and 7 days before, each reminder once', async () => {
    const reviewBy = instituteDayOffset(14);
    // Expired, its review day the same 14 days ahead: in the archive, kept as it was, so no
    // reminder (the runs below count one, the seat matrix's).
    await create(admin, 'notices', {
      title: `Expired seat list ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-200),
      expiryDate: instituteDayOffset(-3),
      reviewBy,
    });
    const draft = await create(contributor, 'notices', {
      title: `Seat matrix ${stamp}`,
      category: 'Admission',
      publishDate: instituteDayOffset(-1),
      reviewBy,
    });
    const worker = t.app.get(ReviewRemindersWorker);
    // The mails about this notice (the first test's, due today, have their own).
    const about = (email: string) => smtp.received(email).filter((m) => m.headers.subject?.includes('Seat matrix'));
    // A draft is not reviewed: nothing goes.
    await worker.runNow();
    expect(about(`author-${stamp}@example.org`)).toHaveLength(0);
    await t.http().post(`/api/admin/notices/${draft.id}/publish`).set(as(editor)).expect(200);
    expect(await worker.runNow()).toBe(1);
    expect(await worker.runNow()).toBe(0);
    const recipients = [`author-${stamp}@example.org`, `editor-${stamp}@example.org`, 'admin@example.org'];
    await waitFor(() => recipients.every((r) => about(r).length === 1), 15000, 'the 14-day reminders');
    const mail = about(`author-${stamp}@example.org`)[0];
    expect(mail.headers.subject).toBe(`Review due in 14 days: Seat matrix ${stamp}`);
    // Quoted-printable's soft line breaks joined.
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`is due for review by ${reviewBy}, in 14 days.`);
    expect(text).toContain(`https://diet.example.in/admin/notices?edit=3D${draft.id}`);
    // A week later the 7-day one, once; the 14-day one is not sent again.
    daysAhead(7);
    expect(await worker.runNow()).toBe(1);
    expect(await worker.runNow()).toBe(0);
    await waitFor(() => about(`author-${stamp}@example.org`).length === 2, 15000, 'the 7-day reminder');
    expect(about(`author-${stamp}@example.org`)[1].headers.subject).toBe(`Review due in 7 days: Seat matrix ${stamp}`);
    jest.useRealTimers();
    await new Promise((r) => setTimeout(r, 500));
    for (const r of recipients) expect(about(r)).toHaveLength(2);
  });

  it('tries a reminder again on the next run when none of its mails could go', async () => {
    await create(admin, 'notices', {
      title: `Bus timetable ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-1),
      reviewBy: instituteDayOffset(10),
    });
    const worker = t.app.get(ReviewRemindersWorker);
    const about = (email: string) => smtp.received(email).filter((m) => m.headers.subject?.includes('Bus timetable'));
    // The mail server is down for this run: nothing goes, and the reminder is not spent.
    const down = jest.spyOn(t.app.get(MailSender), 'sendComposed').mockRejectedValue(new Error('connection refused'));
    try {
      expect(await worker.runNow()).toBe(0);
      expect(down).toHaveBeenCalled();
    } finally {
      down.mockRestore();
    }
    // Back up: the next run sends it, once.
    expect(await worker.runNow()).toBe(1);
    expect(await worker.runNow()).toBe(0);
    await waitFor(() => about('admin@example.org').length === 1, 15000, 'the retried reminder');
    expect(about('admin@example.org')[0].headers.subject).toBe(`Review due in 10 days: Bus timetable ${stamp}`);
  });

  it('lists what is past review on the dashboard, to editors and administrators, not to contributors', async () => {
    const past = await create(admin, 'notices', {
      title: `Stale timetable ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-200),
      reviewBy: instituteDayOffset(-2),
    });
    await create(admin, 'notices', {
      title: `Fresh timetable ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-1),
      reviewBy: instituteDayOffset(0),
    });
    // Expired: in the archive, not on any current page, so nothing to review.
    await create(admin, 'notices', {
      title: `Expired timetable ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-200),
      expiryDate: instituteDayOffset(-3),
      reviewBy: instituteDayOffset(-2),
    });
    const draft = await create(contributor, 'notices', {
      title: `Draft timetable ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-200),
      reviewBy: instituteDayOffset(-2),
    });
    for (const token of [editor, admin]) {
      const res = await t.http().get('/api/admin/dashboard/past-review').set(as(token)).expect(200);
      const mine = (res.body.data as { title: string }[]).filter((i) => i.title.includes(`timetable ${stamp}`));
      expect(mine).toEqual([
        {
          type: 'notices',
          typeLabel: 'Notice',
          id: past.id,
          title: `Stale timetable ${stamp}`,
          reviewBy: instituteDayOffset(-2),
          editUrl: `/admin/notices?edit=${past.id}`,
        },
      ]);
      expect(mine.map((i) => (i as { id?: string }).id)).not.toContain(draft.id);
    }
    await t.http().get('/api/admin/dashboard/past-review').set(as(contributor)).expect(403);
  });

  it('asked for another moment, tells current from archived by that moment, not by the clock', async () => {
    const notice = await create(admin, 'notices', {
      title: `Exam schedule ${stamp}`,
      category: 'Notice',
      publishDate: instituteDayOffset(-1),
      expiryDate: instituteDayOffset(5),
      reviewBy: instituteDayOffset(3),
    });
    const listedAt = async (days: number) =>
      (await pastReview(t.dataSource.manager, new Date(Date.now() + days * DAY_MS))).some((i) => i.id === notice.id);
    // In four days its review day has passed and it is still current; in ten it has expired into the archive.
    expect(await listedAt(4)).toBe(true);
    expect(await listedAt(10)).toBe(false);
  });
});

describeApi('review reminders on two replicas', () => {
  it('sends each reminder once when both replicas run the job at the same time', async () => {
    const smtp = await startTestSmtpServer();
    const replicas = await createTestReplicas({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://diet.example.in' });
    try {
      const [a, b] = replicas.apps;
      const token = await loginToken(a);
      await a
        .http()
        .post('/api/admin/notices')
        .set(as(token))
        .send({
          title: 'Hostel rules',
          category: 'Notice',
          publishDate: instituteDayOffset(-1),
          reviewBy: instituteDayOffset(7),
        })
        .expect(201);
      const runs = await Promise.all([a, b, a, b].map((app) => app.app.get(ReviewRemindersWorker).runNow()));
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
      await waitFor(() => smtp.received('admin@example.org').length === 1, 15000, 'the reminder');
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received('admin@example.org')).toHaveLength(1);
    } finally {
      await replicas.close();
      await smtp.close();
    }
  });
});
