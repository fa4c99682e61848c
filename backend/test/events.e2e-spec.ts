/** The events slice: public filters and paging, validation texts, admin CRUD and the activity log. */
import { MAX_LENGTH } from '@diet/contracts/limits';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { instituteDayOffset, instituteToday } from '../src/common/institute-date';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

describeApi('events API', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  const valid = { title: 'Science Fair', date: instituteDayOffset(3), description: 'Models by trainees.' };

  async function create(body: Record<string, unknown>) {
    const res = await t.http().post('/api/admin/events').set(auth()).send(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: string; title: string; date: string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  // 401, title/date/description left out, create to delete with the toasts, an unknown id's 404 on
  // GET, PUT and DELETE: the rows 'event: ...' of content-types.e2e-spec.ts.
  describe('validation of the event form', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['title blank', { ...valid, title: '   ' }, 'title', VALIDATION.titleRequired],
      [
        'title too long',
        { ...valid, title: 'x'.repeat(MAX_LENGTH.title + 1) },
        'title',
        VALIDATION.tooLong('Title', MAX_LENGTH.title),
      ],
      ['title not text', { ...valid, title: 42 }, 'title', VALIDATION.invalidValue('Title')],
      ['date missing', { ...valid, date: '' }, 'date', VALIDATION.dateRequired],
      ['date not a day', { ...valid, date: '2024-02-30' }, 'date', VALIDATION.dateInvalid],
      ['date other format', { ...valid, date: '12/03/2025' }, 'date', VALIDATION.dateInvalid],
      ['description missing', { ...valid, description: null }, 'description', VALIDATION.descriptionRequired],
      [
        'description too long',
        { ...valid, description: 'x'.repeat(MAX_LENGTH.description + 1) },
        'description',
        VALIDATION.tooLong('Description', MAX_LENGTH.description),
      ],
      ['link not a URL', { ...valid, link: 'not a url' }, 'link', VALIDATION.invalidValue('Link')],
      ['link not http', { ...valid, link: 'javascript:alert(1)' }, 'link', VALIDATION.invalidValue('Link')],
      [
        'excerpt too long',
        { ...valid, excerpt: 'x'.repeat(MAX_LENGTH.excerpt + 1) },
        'excerpt',
        VALIDATION.tooLong('Excerpt', MAX_LENGTH.excerpt),
      ],
      [
        'location too long',
        { ...valid, location: 'x'.repeat(MAX_LENGTH.shortText + 1) },
        'location',
        VALIDATION.tooLong('Location', MAX_LENGTH.shortText),
      ],
      ['category not allowed', { ...valid, category: 'Sports' }, 'category', VALIDATION.notAllowed('Category')],
      ['unknown field', { ...valid, colour: 'red' }, 'colour', VALIDATION.unknownField('colour')],
    ];

    it.each(cases)('%s -> 400 with its message', async (_name, body, field, message) => {
      const res = await t.http().post('/api/admin/events').set(auth()).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        statusCode: 400,
        error: message,
        message,
        details: expect.objectContaining({ [field]: message }),
      });
    });

    it('reports the first failing field first and every field in details', async () => {
      const res = await t.http().post('/api/admin/events').set(auth()).send({ colour: 'red' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION.titleRequired);
      expect(res.body.details).toEqual(
        withRequestId({
          title: VALIDATION.titleRequired,
          date: VALIDATION.dateRequired,
          description: VALIDATION.descriptionRequired,
          colour: VALIDATION.unknownField('colour'),
        }),
      );
    });

    it('validates PUT the same way', async () => {
      const event = await create(valid);
      const res = await t
        .http()
        .put(`/api/admin/events/${event.id}`)
        .set(auth())
        .send({ ...valid, date: 'tomorrow' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION.dateInvalid);
      await t.http().delete(`/api/admin/events/${event.id}`).set(auth()).expect(200);
    });
  });

  describe('ISO 8601 dates (ARCHITECTURE.md 11.5): a date-time is taken as its calendar day in Asia/Kolkata', () => {
    it.each([
      ['midnight UTC, 05:30 in Kolkata', '2026-12-23T00:00:00.000Z', '2026-12-23'],
      ['20:00 UTC the day before, 01:30 next day in Kolkata', '2026-12-22T20:00:00Z', '2026-12-23'],
      ['Kolkata offset', '2026-12-23T10:00:00+05:30', '2026-12-23'],
      ['the last second of the day in Kolkata', '2026-12-23T18:29:59Z', '2026-12-23'],
      ['the first second of the next day in Kolkata', '2026-12-23T18:30:00Z', '2026-12-24'],
      ['a western offset, already the next day in Kolkata', '2026-12-23T23:00-08:00', '2026-12-24'],
      ['no offset: Kolkata local time', '2026-12-23T23:30:00', '2026-12-23'],
      ['a plain calendar date, as before', '2026-12-23', '2026-12-23'],
    ])('%s: %s is stored and read back as %s', async (_name, sent, day) => {
      const created = await create({ ...valid, date: sent });
      expect(created.date).toBe(day);
      expect((await t.http().get(`/api/events/${created.id}`).expect(200)).body.data.date).toBe(day);
      const updated = await t
        .http()
        .put(`/api/admin/events/${created.id}`)
        .set(auth())
        .send({ ...valid, date: sent })
        .expect(200);
      expect(updated.body.data.date).toBe(day);
      expect((await t.http().get(`/api/admin/events/${created.id}`).set(auth()).expect(200)).body.data.date).toBe(day);
      await t.http().delete(`/api/admin/events/${created.id}`).set(auth()).expect(200);
    });

    it.each([
      '2026-02-30',
      '2026-02-30T10:00:00Z',
      '2026-12-23T24:00:00Z',
      '2026-12-23T10:60Z',
      '2026-12-23T10:00:00+25:00',
      '2026-12-23T',
      '2026-12-23 10:00Z',
      '23/12/2026T10:00Z',
    ])('%j -> 400 Date is not valid', async (date) => {
      const res = await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .send({ ...valid, date });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        statusCode: 400,
        error: VALIDATION.dateInvalid,
        message: VALIDATION.dateInvalid,
        details: withRequestId({ date: VALIDATION.dateInvalid }),
      });
    });
  });

  describe('start time (issue 21 item 4): optional, 24-hour HH:MM at the institute', () => {
    it('is stored, read back publicly, kept by a PUT that leaves it out and cleared by null', async () => {
      const created = await create({ ...valid, startTime: '10:30' });
      expect(created).toMatchObject({ startTime: '10:30' });
      expect((await t.http().get(`/api/events/${created.id}`).expect(200)).body.data.startTime).toBe('10:30');
      const kept = await t
        .http()
        .put(`/api/admin/events/${created.id}`)
        .set(auth())
        .send({ ...valid, title: 'Renamed' })
        .expect(200);
      expect(kept.body.data).toMatchObject({ title: 'Renamed', startTime: '10:30' });
      const moved = await t
        .http()
        .put(`/api/admin/events/${created.id}`)
        .set(auth())
        .send({ ...valid, startTime: '14:05:00' })
        .expect(200);
      expect(moved.body.data.startTime).toBe('14:05');
      const cleared = await t
        .http()
        .put(`/api/admin/events/${created.id}`)
        .set(auth())
        .send({ ...valid, startTime: null })
        .expect(200);
      expect(cleared.body.data.startTime).toBeNull();
      await t.http().delete(`/api/admin/events/${created.id}`).set(auth()).expect(200);
    });

    it('is null when not given', async () => {
      const created = await create(valid);
      expect(created).toMatchObject({ startTime: null });
      await t.http().delete(`/api/admin/events/${created.id}`).set(auth()).expect(200);
    });

    it.each([
      ['25:00'],
      ['24:00'],
      ['10:60'],
      ['7:30'],
      ['10.30'],
      ['10:30:15'],
      ['10:30 AM'],
      ['noon'],
      [1030],
      [['10:30']],
    ])('%j -> 400 Start time is not valid', async (startTime) => {
      const message = VALIDATION.invalidValue('Start time');
      expect(message).toBe('Start time is not valid');
      const res = await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .send({ ...valid, startTime });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        statusCode: 400,
        error: message,
        message,
        details: withRequestId({ startTime: message }),
      });
    });
  });

  it('the API description names the view, the sort, the start time and the counts (GET /api/docs.json)', async () => {
    const doc = (await t.http().get('/api/docs.json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; operationId?: string }>>;
    };
    expect(doc.paths['/api/events'].get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['when', 'sort', 'category', 'q']),
    );
    expect(doc.paths['/api/admin/events/counts'].get.operationId).toBe('countEvents');
    expect(JSON.stringify(doc)).toContain('24-hour HH:MM');
  });

  describe('admin CRUD', () => {
    it('creates, reads, updates and deletes an event, logging each change', async () => {
      const created = await t
        .http()
        .post('/api/admin/events')
        .set(auth())
        .send({
          ...valid,
          title: '  Poetry Recitation  ',
          link: 'https://example.org/poetry',
          excerpt: 'Verses',
          location: 'Hall 1',
          category: 'Design',
        })
        .expect(201);
      expect(created.body.success).toBe(true);
      expect(created.body.message).toBe('Event added successfully!');
      const event = created.body.data;
      expect(event).toMatchObject({
        title: 'Poetry Recitation',
        date: valid.date,
        description: valid.description,
        link: 'https://example.org/poetry',
        excerpt: 'Verses',
        location: 'Hall 1',
        category: 'Design',
      });
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);

      const read = await t.http().get(`/api/admin/events/${event.id}`).set(auth()).expect(200);
      expect(read.body.data.title).toBe('Poetry Recitation');
      const publicRead = await t.http().get(`/api/events/${event.id}`).expect(200);
      expect(publicRead.body.data.id).toBe(event.id);

      // The SPEC form sends only title, date and description: the other fields keep their values.
      const updated = await t
        .http()
        .put(`/api/admin/events/${event.id}`)
        .set(auth())
        .send({ title: 'Poetry Recitation (Punjabi)', date: instituteDayOffset(4), description: 'Updated' })
        .expect(200);
      expect(updated.body.message).toBe('Event updated successfully!');
      expect(updated.body.data).toMatchObject({
        title: 'Poetry Recitation (Punjabi)',
        date: instituteDayOffset(4),
        location: 'Hall 1',
        category: 'Design',
      });

      // null or '' clears an optional field.
      const cleared = await t
        .http()
        .put(`/api/admin/events/${event.id}`)
        .set(auth())
        .send({ ...valid, location: '', category: null })
        .expect(200);
      expect(cleared.body.data).toMatchObject({ location: null, category: null, link: 'https://example.org/poetry' });

      const deleted = await t.http().delete(`/api/admin/events/${event.id}`).set(auth()).expect(200);
      expect(deleted.body).toEqual({ success: true, data: null, message: 'Event deleted successfully!' });
      await t.http().get(`/api/events/${event.id}`).expect(404);

      const log = await t.dataSource
        .getRepository(ActivityLogEntity)
        .find({ where: { entityId: event.id }, order: { createdAt: 'ASC' } });
      expect(log.map((l) => l.action)).toEqual([
        'Created event: Poetry Recitation',
        'Updated event: Poetry Recitation (Punjabi)',
        'Updated event: Science Fair',
        'Deleted event: Science Fair',
      ]);
      expect(log.every((l) => l.user === 'Administrator' && l.entity === 'event')).toBe(true);
    });

    it('public GET of an unknown id answers 404, whatever the id looks like', async () => {
      for (const id of ['nope', 'x'.repeat(60), "1' OR '1'='1"]) {
        const res = await t.http().get(`/api/events/${encodeURIComponent(id)}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(HTTP_ERRORS.notFound);
      }
    });
  });

  describe('public list', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM events');
      const rows: [string, number, string | null, string][] = [
        ['Today Workshop', 0, 'Technology', 'Hands-on robots'],
        ['Tomorrow Seminar', 1, 'Leadership', 'School leaders'],
        ['Next Month Fair', 30, 'Design', 'Posters 100% handmade'],
        ['Yesterday Meet', -1, 'Technology', 'Sports and games'],
        ['Last Year Camp', -365, null, 'Scouts camp_fire'],
        ['Last Week Talk', -7, 'Business', 'Careers talk'],
      ];
      for (const [title, days, category, description] of rows) {
        ids[title] = (
          await create({ title, date: instituteDayOffset(days), description, ...(category ? { category } : {}) })
        ).id;
      }
    });

    const titles = (res: { body: { data: { title: string }[] } }) => res.body.data.map((e) => e.title);

    it('lists everything newest first with meta', async () => {
      const res = await t.http().get('/api/events').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.meta).toEqual({ total: 6, page: 1, pageSize: 50 });
      expect(titles(res)).toEqual([
        'Next Month Fair',
        'Tomorrow Seminar',
        'Today Workshop',
        'Yesterday Meet',
        'Last Week Talk',
        'Last Year Camp',
      ]);
    });

    it('upcoming includes an event dated today, soonest first', async () => {
      const res = await t.http().get('/api/events?when=upcoming').expect(200);
      expect(titles(res)).toEqual(['Today Workshop', 'Tomorrow Seminar', 'Next Month Fair']);
      expect(res.body.data[0].date).toBe(instituteToday());
    });

    it('past excludes today, newest first', async () => {
      const res = await t.http().get('/api/events?when=past').expect(200);
      expect(titles(res)).toEqual(['Yesterday Meet', 'Last Week Talk', 'Last Year Camp']);
    });

    it('filters by category and by search text in title or description', async () => {
      expect(titles(await t.http().get('/api/events?category=Technology').expect(200))).toEqual([
        'Today Workshop',
        'Yesterday Meet',
      ]);
      expect(titles(await t.http().get('/api/events?q=seminar').expect(200))).toEqual(['Tomorrow Seminar']);
      expect(titles(await t.http().get('/api/events?q=ROBOTS').expect(200))).toEqual(['Today Workshop']);
      expect(titles(await t.http().get('/api/events?when=past&category=Technology&q=games').expect(200))).toEqual([
        'Yesterday Meet',
      ]);
    });

    it('treats LIKE wildcards in the search as plain characters', async () => {
      expect(titles(await t.http().get('/api/events?q=100%25').expect(200))).toEqual(['Next Month Fair']);
      expect(titles(await t.http().get('/api/events?q=Car_ers').expect(200))).toEqual([]);
      expect(titles(await t.http().get('/api/events?q=camp_fire').expect(200))).toEqual(['Last Year Camp']);
    });

    it('pages in the database and sorts on request', async () => {
      const page2 = await t.http().get('/api/events?page=2&pageSize=2').expect(200);
      expect(page2.body.meta).toEqual({ total: 6, page: 2, pageSize: 2 });
      expect(titles(page2)).toEqual(['Today Workshop', 'Yesterday Meet']);
      const beyond = await t.http().get('/api/events?page=9&pageSize=2').expect(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta.total).toBe(6);
      const oldest = await t.http().get('/api/events?sort=oldest&pageSize=1').expect(200);
      expect(titles(oldest)).toEqual(['Last Year Camp']);
      const upcomingNewest = await t.http().get('/api/events?when=upcoming&sort=newest').expect(200);
      expect(titles(upcomingNewest)).toEqual(['Next Month Fair', 'Tomorrow Seminar', 'Today Workshop']);
    });

    it.each([
      ['when=later', 'When is not an allowed value'],
      ['category=Sports', 'Category is not an allowed value'],
      ['page=0', 'Page is not valid'],
      ['page=abc', 'Page is not valid'],
      ['pageSize=201', 'Page size is not valid'],
      ['sort=random', 'Sort is not an allowed value'],
      ['colour=red', 'Unknown field: colour'],
    ])('rejects %s with 400', async (query, message) => {
      const res = await t.http().get(`/api/events?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('admin list uses the same filters', async () => {
      const res = await t.http().get('/api/admin/events?when=upcoming').set(auth()).expect(200);
      expect(titles(res)).toEqual(['Today Workshop', 'Tomorrow Seminar', 'Next Month Fair']);
    });

    it('admin counts total, upcoming (today included) and past, and needs a token', async () => {
      const res = await t.http().get('/api/admin/events/counts').set(auth()).expect(200);
      expect(res.body.data).toEqual({ total: 6, upcoming: 3, past: 3 });
      expect((await t.http().get('/api/admin/events/counts')).status).toBe(401);
    });
  });
});
