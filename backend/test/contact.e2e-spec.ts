/** Contact form and message centre: validation, honeypot, admin list (search, sort, paging), read, delete. */
import { CONTACT_TRACKING_MESSAGES } from '@diet/contracts/contact-tracking';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

// Booting the app (migrations on MariaDB) can take longer than jest's 5 s default on a busy machine.
jest.setTimeout(60_000);

describeApi('contact API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const valid = {
    name: 'Meena Kumari',
    email: 'meena@example.org',
    subject: 'admission',
    message: 'When does admission open?',
  };
  const missing = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it.each([
    ['GET', '/api/contact'],
    ['PATCH', `/api/admin/messages/${missing}`],
    ['DELETE', `/api/admin/messages/${missing}`],
  ])('%s %s without a token -> 401', async (method, url) => {
    const res = await t.http()[method.toLowerCase() as 'get'](url);
    expect(res.status).toBe(401);
  });

  it.each([
    ['name missing', { ...valid, name: '' }, 'name', VALIDATION.nameRequired],
    ['email missing', { ...valid, email: ' ' }, 'email', VALIDATION.emailRequired],
    ['email invalid', { ...valid, email: 'meena@example' }, 'email', VALIDATION.emailInvalid],
    ['subject missing', { ...valid, subject: undefined }, 'subject', VALIDATION.subjectRequired],
    ['subject not allowed', { ...valid, subject: 'spam' }, 'subject', VALIDATION.notAllowed('Subject')],
    ['message missing', { ...valid, message: '' }, 'message', VALIDATION.messageRequired],
    [
      'message too long',
      { ...valid, message: 'x'.repeat(MAX_LENGTH.message + 1) },
      'message',
      VALIDATION.tooLong('Message', MAX_LENGTH.message),
    ],
  ])('%s -> 400', async (_n, body, field, message) => {
    const res = await t.http().post('/api/contact').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.details[field]).toBe(message);
  });

  it('stores a message, drops a honeypot one, and lists, searches, sorts and pages for the admin', async () => {
    const ok = await t.http().post('/api/contact').send(valid);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, data: { success: true }, message: 'Message sent successfully!' });
    expect(ok.body.data.reference).toMatch(/^DIET-\d{4}-\d{6}$/);
    const bot = await t
      .http()
      .post('/api/contact')
      .send({ ...valid, name: 'Bot', website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    // The bot is answered like anyone, and its reference is no number taken: the next sender gets it.
    const number = (reference: string) => Number(reference.split('-')[2]);
    expect(number(bot.body.data.reference)).toBe(number(ok.body.data.reference) + 1);
    const next = await t
      .http()
      .post('/api/contact')
      .send({ ...valid, name: 'Arjun', subject: 'general', message: 'Urgent: library hours?' })
      .expect(201);
    expect(next.body.data.reference).toBe(bot.body.data.reference);
    await t
      .http()
      .post('/api/contact')
      .send({ ...valid, name: 'Zoya', subject: 'research', message: 'Research guidance' })
      .expect(201);
    // Distinct creation times so newest/oldest are decided by data, not insertion luck.
    const repo = t.dataSource.getRepository(ContactMessageEntity);
    const stamps: Record<string, string> = {
      'Meena Kumari': '2025-01-01T10:00:00Z',
      Arjun: '2025-01-02T10:00:00Z',
      Zoya: '2025-01-03T10:00:00Z',
    };
    for (const m of await repo.find()) await repo.update({ id: m.id }, { createdAt: new Date(stamps[m.name]) });

    const all = await t.http().get('/api/contact').set(auth());
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data.map((m: { name: string }) => m.name)).toEqual(['Zoya', 'Arjun', 'Meena Kumari']);
    expect(all.body.data[0].read).toBe(false);
    const oldest = await t.http().get('/api/contact?sort=oldest').set(auth());
    expect(oldest.body.data.map((m: { name: string }) => m.name)).toEqual(['Meena Kumari', 'Arjun', 'Zoya']);
    const byName = await t.http().get('/api/contact?sort=name').set(auth());
    expect(byName.body.data.map((m: { name: string }) => m.name)).toEqual(['Arjun', 'Meena Kumari', 'Zoya']);
    const search = await t.http().get('/api/contact?q=urgent').set(auth());
    expect(search.body.data.map((m: { name: string }) => m.name)).toEqual(['Arjun']);
    const paged = await t.http().get('/api/contact?pageSize=2&page=2').set(auth());
    expect(paged.body.meta).toEqual({ total: 3, page: 2, pageSize: 2 });
    const bad = await t.http().get('/api/contact?sort=random').set(auth());
    expect(bad.status).toBe(400);

    const id = all.body.data[0].id as string;
    const read = await t.http().patch(`/api/admin/messages/${id}`).set(auth()).send({ read: true });
    expect(read.status).toBe(200);
    expect(read.body.data.read).toBe(true);
    const noRead = await t.http().patch(`/api/admin/messages/${id}`).set(auth()).send({});
    expect(noRead.status).toBe(400);
    expect(noRead.body.message).toBe(CONTACT_TRACKING_MESSAGES.statusRequired);
    expect((await t.http().patch(`/api/admin/messages/${missing}`).set(auth()).send({ read: true })).status).toBe(404);

    const del = await t.http().delete(`/api/admin/messages/${id}`).set(auth());
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Message deleted successfully!');
    const gone = await t.http().delete(`/api/admin/messages/${id}`).set(auth());
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(HTTP_ERRORS.notFound);
    expect((await t.http().get('/api/contact').set(auth())).body.meta.total).toBe(2);
  });
});
