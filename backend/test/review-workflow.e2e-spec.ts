/**
 * Review that people can follow (issue 39 item 6), through the real app and a real SMTP peer: a
 * send-back needs a reason, mails it to whoever submitted the item and keeps it in the item's
 * history; the review queue says who submitted and when; a save that leaves a draft says 'Draft
 * saved'; a translation-only save is a revision; an English change marks the kept translations
 * for review until they are changed. The send-back mail is in the institute's published name.
 */
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { PUBLISHING_MESSAGES, PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { instituteDayOffset } from '../src/common/institute-date';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(60_000);

describeApi('review workflow', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let editor: string;
  let contributor: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const notice = { title: 'Admission schedule', category: 'Admission', publishDate: instituteDayOffset(-1) };
  const act = (token: string, id: string, action: string, body?: object) =>
    t.http().post(`/api/admin/notices/${id}/${action}`).set(as(token)).send(body);
  const revisions = async (id: string) =>
    (await t.http().get(`/api/admin/notices/${id}/revisions`).set(as(editor)).expect(200)).body.data as {
      action: string;
      user: string;
      changes: { field: string; label: string; before: unknown; after: unknown }[];
    }[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://diet.example.in',
        MAIL_FROM: 'DIET Office <office@diet.example.in>',
      },
    });
    editor = (await signInWithRole(t, 'editor')).token;
    contributor = (await signInWithRole(t, 'contributor', 'gurpreet@example.org')).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("says 'Draft saved' for a save that leaves a draft, and what it did for others", async () => {
    const draft = await t.http().post('/api/admin/notices').set(as(contributor)).send(notice).expect(201);
    expect(draft.body).toMatchObject({ message: PUBLISHING_TOASTS.draftSaved, data: { publishState: 'draft' } });
    const again = await t
      .http()
      .put(`/api/admin/notices/${draft.body.data.id}`)
      .set(as(contributor))
      .send({ ...notice, title: 'Admission schedule 2027' })
      .expect(200);
    expect(again.body.message).toBe(PUBLISHING_TOASTS.draftSaved);
    // An editor's 'Save draft' and 'Publish'.
    expect(
      (
        await t
          .http()
          .post('/api/admin/notices')
          .set(as(editor))
          .send({ ...notice, publishState: 'draft' })
          .expect(201)
      ).body.message,
    ).toBe(PUBLISHING_TOASTS.draftSaved);
    expect((await t.http().post('/api/admin/notices').set(as(editor)).send(notice).expect(201)).body.message).toBe(
      'Notice added successfully!',
    );
  });

  it('the queue names the submitter; a send-back needs a reason, mails the author and shows in the history', async () => {
    const id = (
      await t
        .http()
        .post('/api/admin/notices')
        .set(as(contributor))
        .send({ ...notice, title: 'Counselling dates' })
        .expect(201)
    ).body.data.id as string;
    const before = Date.now();
    await act(contributor, id, 'submit').expect(200);
    const queue = (await t.http().get('/api/admin/review').set(as(editor)).expect(200)).body.data as {
      id: string;
      submittedBy: string;
      submittedAt: string;
    }[];
    const item = queue.find((entry) => entry.id === id)!;
    expect(item.submittedBy).toBe('A contributor');
    expect(new Date(item.submittedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    for (const body of [undefined, {}, { reason: '   ' }]) {
      const refused = await act(editor, id, 'send-back', body).expect(400);
      expect(refused.body).toMatchObject({
        message: PUBLISHING_MESSAGES.reasonRequired,
        details: { reason: PUBLISHING_MESSAGES.reasonRequired },
      });
    }
    expect((await act(editor, id, 'send-back', { reason: 'x'.repeat(1001) }).expect(400)).body.message).toBe(
      'Reason must be at most 1000 characters',
    );
    // Refused: still in review, nothing mailed.
    expect((await t.http().get(`/api/admin/notices/${id}`).set(as(editor)).expect(200)).body.data.publishState).toBe(
      'in_review',
    );

    // The mail is in the institute's name as the office published it, not the seed's.
    const institute = 'DIET Faridkot (renamed in the back office)';
    await t.http().put('/api/admin/site-settings').set(as(editor)).send({ instituteName: institute }).expect(200);

    const reason = 'Please add the venue and the documents to bring.';
    const sent = await act(editor, id, 'send-back', { reason }).expect(200);
    expect(sent.body).toMatchObject({ message: PUBLISHING_TOASTS.sentBack, data: { publishState: 'draft' } });

    await waitFor(() => smtp.received('gurpreet@example.org').length === 1, 15000, 'the send-back mail');
    const mail = smtp.received('gurpreet@example.org')[0];
    expect(mail.headers.subject).toBe('Sent back for changes: Counselling dates');
    expect(mail.headers.from).toContain('office@diet.example.in');
    expect(mail.headers.from).toContain(institute);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(reason);
    expect(text).toContain(`back to you as a draft at ${institute}.`);
    expect(text).toContain('https://diet.example.in/admin/notices');

    const [latest] = await revisions(id);
    expect(latest).toMatchObject({ action: 'sent_back', user: 'A editor' });
    expect(latest.changes).toEqual([
      { field: 'publishState', label: GOVERNANCE_TEXTS.state, before: 'In review', after: 'Draft' },
      { field: 'reason', label: GOVERNANCE_TEXTS.reason, before: null, after: reason },
    ]);
  });

  it('a translation-only save is a revision; an English change marks kept translations for review until they change', async () => {
    const pa = { title: 'ਦਾਖਲਾ ਸਮਾਂ-ਸਾਰਣੀ', body: 'ਸਾਰੇ ਉਮੀਦਵਾਰ ਸੋਮਵਾਰ ਨੂੰ ਆਉਣ।' };
    const hi = { title: 'प्रवेश समय-सारणी' };
    const created = await t
      .http()
      .post('/api/admin/notices')
      .set(as(editor))
      .send({ ...notice, body: 'All candidates come on Monday.', translations: { pa } })
      .expect(201);
    const id = created.body.data.id as string;
    expect(await revisions(id)).toHaveLength(1);

    // Only a translation changes: kept as a revision naming the translations.
    await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(as(editor))
      .send({ ...notice, body: 'All candidates come on Monday.', translations: { pa, hi } })
      .expect(200);
    const [translated] = await revisions(id);
    expect(translated.action).toBe('updated');
    expect(translated.changes.map((c) => c.field)).toEqual(['translations']);

    // The English body and title change; the translations sent are the same: both languages are to check.
    const changed = await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(as(editor))
      .send({
        ...notice,
        title: 'Admission schedule (revised)',
        body: 'All candidates come on Tuesday.',
        translations: { pa, hi },
      })
      .expect(200);
    expect(changed.body.data.translations).toEqual({ pa, hi, review: { pa: ['title', 'body'], hi: ['title'] } });
    // Public reads never show the marks.
    expect((await t.http().get(`/api/notices/${id}?lang=pa`).expect(200)).body.data).toMatchObject({
      title: pa.title,
      body: pa.body,
    });

    // A save without translations keeps them and their marks; changing the Punjabi body clears its mark only.
    await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(as(editor))
      .send({ ...notice, title: 'Admission schedule (revised)', body: 'All candidates come on Tuesday.', pinned: true })
      .expect(200);
    const newPa = { ...pa, body: 'ਸਾਰੇ ਉਮੀਦਵਾਰ ਮੰਗਲਵਾਰ ਨੂੰ ਆਉਣ।' };
    const fixed = await t
      .http()
      .put(`/api/admin/notices/${id}`)
      .set(as(editor))
      .send({
        ...notice,
        title: 'Admission schedule (revised)',
        body: 'All candidates come on Tuesday.',
        translations: { pa: newPa, hi, review: { pa: [] } },
      })
      .expect(200);
    expect(fixed.body.data.translations).toEqual({ pa: newPa, hi, review: { pa: ['title'], hi: ['title'] } });
  });
});
