/**
 * Teacher training over HTTP (ARCHITECTURE.md 12.2 and 12.7): programmes and their sessions from
 * the content-type machinery, the public list with seats left and enrolment state, the calendar,
 * enrolment confirmed by a link mailed over a REAL SMTP peer, the waiting list and its promotion,
 * and the office's list, changes and CSV.
 */
import { TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { TRAINEE_MESSAGES } from '@diet/contracts/training-messages';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { monthsIn } from '@diet/contracts/dates';
import { AccountLinkEntity } from '../src/auth/account-link.entity';
import { TrainingCheckInCodeEntity } from '../src/trainings/training-enrolment.entity';
import { createTestApp, describeApi, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { linkInMail } from './utils/mail-links';
import { readMail } from './utils/mail-reading';
import { signInWithRole } from './utils/role-accounts';
import { DAY, iso, PUBLIC_URL, trainingTestBed } from './utils/training-fixtures';
import type { TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(120_000);

describeApi('teacher training', () => {
  const bed = trainingTestBed();
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(() => ({ t, smtp, admin } = bed.world()));
  const { programme, createProgramme, enrolment, mailTo, enrol, confirm } = bed;
  const publicItem = async (id: string) => (await t.http().get(`/api/trainings/${id}`).expect(200)).body.data;

  describe('programmes and sessions', () => {
    it('keeps a programme from its definition: 75 % attendance by default, and 12.2 limits with exact messages', async () => {
      const res = await t.http().post('/api/admin/trainings').set(admin).send(programme()).expect(201);
      expect(res.body.data).toMatchObject({
        title: 'FLN: Classroom Practice',
        mode: 'In person',
        hours: 18,
        seats: 2,
        minAttendancePercent: 75,
        seatsLeft: 2,
        enrolment: 'open',
      });

      const bad = await t
        .http()
        .post('/api/admin/trainings')
        .set(admin)
        .send(programme({ hours: 0, seats: 1001, mode: 'Radio', enrolmentClosesAt: iso(13 * DAY) }))
        .expect(400);
      expect(bad.body.details).toEqual(
        withRequestId({
          mode: 'Mode is not an allowed value',
          hours: TRAINING_MESSAGES.hoursRange,
          seats: TRAINING_MESSAGES.seatsRange,
        }),
      );
      const late = await t
        .http()
        .post('/api/admin/trainings')
        .set(admin)
        .send(programme({ enrolmentClosesAt: iso(13 * DAY) }))
        .expect(400);
      expect(late.body.details).toEqual(withRequestId({ enrolmentClosesAt: TRAINING_MESSAGES.closesAfterEnd }));
      const backwards = await t
        .http()
        .post('/api/admin/trainings')
        .set(admin)
        .send(programme({ endsAt: iso(9 * DAY), enrolmentClosesAt: iso(8 * DAY) }))
        .expect(400);
      expect(backwards.body.details).toEqual(withRequestId({ endsAt: TRAINING_MESSAGES.endsBeforeStart }));
    });

    it('adds, changes and deletes sessions under the programme; visitors read them with it', async () => {
      const id = await createProgramme();
      const first = await t
        .http()
        .post(`/api/admin/trainings/${id}/sessions`)
        .set(admin)
        .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + 6 * 3600_000), hours: 6 })
        .expect(201);
      expect(first.body).toMatchObject({ message: 'Session added successfully!', data: { training: id, hours: 6 } });
      const second = await t
        .http()
        .post(`/api/admin/trainings/${id}/sessions`)
        .set(admin)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(11 * DAY + 6 * 3600_000), hours: 6 })
        .expect(201);
      const sessionId = second.body.data.id as string;
      const bad = await t
        .http()
        .post(`/api/admin/trainings/${id}/sessions`)
        .set(admin)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(10 * DAY), hours: 0 })
        .expect(400);
      expect(bad.body.details).toEqual(withRequestId({ hours: TRAINING_MESSAGES.hoursRange }));

      const changed = await t
        .http()
        .put(`/api/admin/trainings/${id}/sessions/${sessionId}`)
        .set(admin)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(11 * DAY + 4 * 3600_000), hours: 4 })
        .expect(200);
      expect(changed.body.data).toMatchObject({ id: sessionId, training: id, hours: 4 });

      const item = await publicItem(id);
      expect(item.sessions.map((s: { hours: number }) => s.hours)).toEqual([6, 4]);
      expect(item.sessions[0]).toEqual(
        expect.objectContaining({
          id: first.body.data.id,
          startsAt: expect.any(String),
          endsAt: expect.any(String),
          hours: 6,
        }),
      );

      // A session is reached only under its own programme.
      const other = await createProgramme({ title: 'Another programme' });
      await t
        .http()
        .put(`/api/admin/trainings/${other}/sessions/${sessionId}`)
        .set(admin)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(11 * DAY + 3600_000), hours: 1 })
        .expect(404);
      await t.http().delete(`/api/admin/trainings/${other}/sessions/${sessionId}`).set(admin).expect(404);
      await t
        .http()
        .post(`/api/admin/trainings/00000000-0000-4000-8000-000000000000/sessions`)
        .set(admin)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(11 * DAY + 3600_000), hours: 1 })
        .expect(404);

      await t.http().delete(`/api/admin/trainings/${id}/sessions/${sessionId}`).set(admin).expect(200);
      expect((await publicItem(id)).sessions).toHaveLength(1);
      // Without the token, nothing.
      await t
        .http()
        .post(`/api/admin/trainings/${id}/sessions`)
        .send({ startsAt: iso(11 * DAY), endsAt: iso(11 * DAY + 3600_000), hours: 1 })
        .expect(401);
    });

    it('lists upcoming (default, soonest first) and past programmes with seats left and the enrolment state', async () => {
      const soon = await createProgramme({
        title: 'Upcoming and open',
        startsAt: iso(2 * DAY),
        endsAt: iso(3 * DAY),
        enrolmentClosesAt: iso(1 * DAY),
      });
      const closed = await createProgramme({
        title: 'Upcoming but closed',
        startsAt: iso(1 * DAY),
        endsAt: iso(2 * DAY),
        enrolmentClosesAt: iso(-3600_000),
      });
      const past = await createProgramme({
        title: 'Already held',
        startsAt: iso(-20 * DAY),
        endsAt: iso(-19 * DAY),
        enrolmentClosesAt: iso(-21 * DAY),
      });
      const upcoming = (await t.http().get('/api/trainings?when=upcoming&pageSize=50').expect(200)).body;
      const ids = upcoming.data.map((r: { id: string }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([soon, closed]));
      expect(ids).not.toContain(past);
      expect(ids.indexOf(closed)).toBeLessThan(ids.indexOf(soon));
      expect(upcoming.data.find((r: { id: string }) => r.id === soon)).toMatchObject({
        seatsLeft: 2,
        enrolment: 'open',
      });
      expect(upcoming.data.find((r: { id: string }) => r.id === closed)).toMatchObject({
        seatsLeft: 2,
        enrolment: 'closed',
      });
      expect((await t.http().get('/api/trainings').expect(200)).body.data.map((r: { id: string }) => r.id)).toEqual(
        expect.arrayContaining([soon, closed]),
      );
      const pastList = (await t.http().get('/api/trainings?when=past&page=1&pageSize=10').expect(200)).body;
      expect(pastList.data.map((r: { id: string }) => r.id)).toEqual([past]);
      expect(pastList.meta).toEqual({ total: 1, page: 1, pageSize: 10 });
      expect(pastList.data[0]).toMatchObject({ enrolment: 'closed' });
    });

    it('answers /trainings.ics: every upcoming programme and session as valid iCalendar', async () => {
      const id = await createProgramme({
        title: 'Calendar; with, commas \\ and a long title that runs well past seventy-five octets ਪੰਜਾਬੀ ਸਿਖਲਾਈ',
        description: 'Line one\nline two',
      });
      await t
        .http()
        .post(`/api/admin/trainings/${id}/sessions`)
        .set(admin)
        .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + 3 * 3600_000), hours: 3 })
        .expect(201);
      const res = await t.http().get('/trainings.ics').expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const text = res.text;
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      // Every line ends in CRLF and none is longer than 75 octets.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      const unfolded = text.replace(/\r\n /g, '');
      expect(unfolded).toContain(`UID:training-${id}@diet.example.in`);
      expect(unfolded).toContain(
        'SUMMARY:Calendar\\; with\\, commas \\\\ and a long title that runs well past seventy-five octets ਪੰਜਾਬੀ ਸਿਖਲਾਈ',
      );
      expect(unfolded).toContain('DESCRIPTION:Line one\\nline two');
      expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
      const events = unfolded.match(/BEGIN:VEVENT[\s\S]*?END:VEVENT/g) ?? [];
      expect(events.filter((e) => e.includes(`/trainings/${id}`))).toHaveLength(2);
      expect(unfolded).toContain(
        'SUMMARY:Calendar\\; with\\, commas \\\\ and a long title that runs well past seventy-five octets ਪੰਜਾਬੀ ਸਿਖਲਾਈ: session 1',
      );
      expect(unfolded).not.toContain('Already held');
    });
  });

  describe('enrolment', () => {
    it('enrols (pending), mails a one-time link valid 48 hours, and confirms with it once', async () => {
      const id = await createProgramme();
      const before = Date.now();
      const {
        id: enrolmentId,
        token,
        email,
      } = await enrol(id, { email: 'Gurpreet.Kaur@Example.org', name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ' });
      const mail = await mailTo(email);
      expect(mail.headers.subject).toBe('Confirm your enrolment: FLN: Classroom Practice');
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`${PUBLIC_URL}/trainings/confirm?token`);
      const link = await t.dataSource.getRepository(AccountLinkEntity).findOneByOrFail({ userId: enrolmentId });
      expect(link.expiresAt.getTime() - before).toBeGreaterThanOrEqual(48 * 3600_000 - 5000);
      expect(link.expiresAt.getTime() - before).toBeLessThanOrEqual(48 * 3600_000 + 5000);

      expect((await publicItem(id)).seatsLeft).toBe(2);
      const res = await confirm(token).expect(200);
      expect(res.body.data).toEqual({ status: 'confirmed' });
      expect((await publicItem(id)).seatsLeft).toBe(1);
      const again = await confirm(token).expect(400);
      expect(again.body.message).toBe(ACCOUNT_MESSAGES.linkUsed);
      expect((await confirm('f'.repeat(64)).expect(400)).body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    });

    it('refuses the same employee ID or e-mail twice on one programme, but not on another', async () => {
      const id = await createProgramme();
      const first = enrolment();
      await t.http().post(`/api/trainings/${id}/enrolments`).send(first).expect(201);
      const sameId = await t
        .http()
        .post(`/api/trainings/${id}/enrolments`)
        .send({ ...enrolment(), employeeId: first.employeeId })
        .expect(409);
      expect(sameId.body.message).toBe(TRAINING_MESSAGES.alreadyEnrolled);
      const sameEmail = await t
        .http()
        .post(`/api/trainings/${id}/enrolments`)
        .send({ ...enrolment(), email: first.email.toUpperCase() })
        .expect(409);
      expect(sameEmail.body.message).toBe(TRAINING_MESSAGES.alreadyEnrolled);
      // Both at once: the unique index decides, one 201 and one 409.
      const racer = enrolment();
      const race = await Promise.all([1, 2].map(() => t.http().post(`/api/trainings/${id}/enrolments`).send(racer)));
      expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
      const other = await createProgramme({ title: 'Second programme' });
      await t.http().post(`/api/trainings/${other}/enrolments`).send(first).expect(201);
    });

    it('answers 409 after enrolment closes, 400 naming consent without it, 400 per field, 404 for no programme', async () => {
      const closed = await createProgramme({
        startsAt: iso(DAY),
        endsAt: iso(2 * DAY),
        enrolmentClosesAt: iso(-60_000),
      });
      const late = await t.http().post(`/api/trainings/${closed}/enrolments`).send(enrolment()).expect(409);
      expect(late.body.message).toBe(TRAINING_MESSAGES.closed);

      const id = await createProgramme();
      for (const consent of [undefined, false, 'yes']) {
        const res = await t.http().post(`/api/trainings/${id}/enrolments`).send(enrolment({ consent })).expect(400);
        expect(res.body.details).toEqual(
          withRequestId({ consent: consent === 'yes' ? 'Consent is not valid' : TRAINING_MESSAGES.consentRequired }),
        );
      }
      const empty = await t
        .http()
        .post(`/api/trainings/${id}/enrolments`)
        .send({ email: 'not-an-address', consent: true })
        .expect(400);
      expect(empty.body.message).toBe('Name is required');
      expect(empty.body.details).toEqual(
        withRequestId({
          name: 'Name is required',
          employeeId: 'Employee ID is required',
          email: 'Invalid email address',
          school: TRAINING_MESSAGES.schoolRequired,
          district: TRAINING_MESSAGES.districtRequired,
        }),
      );
      // In the visitor's language.
      const pa = await t.http().post(`/api/trainings/${closed}/enrolments?lang=pa`).send(enrolment()).expect(409);
      expect(pa.body.message).toBe('ਇਸ ਸਿਖਲਾਈ ਲਈ ਦਾਖ਼ਲਾ ਬੰਦ ਹੋ ਚੁੱਕਾ ਹੈ।');
      await t
        .http()
        .post('/api/trainings/00000000-0000-4000-8000-000000000000/enrolments')
        .send(enrolment())
        .expect(404);
    });

    it('puts confirmations past the seats on the waiting list in order; a cancelled place goes to the first waiting, who is mailed', async () => {
      const id = await createProgramme({ seats: 2 });
      const teachers = [];
      for (let i = 0; i < 5; i++) teachers.push(await enrol(id));
      const answers = [];
      for (const { token } of teachers) answers.push((await confirm(token).expect(200)).body.data);
      expect(answers).toEqual([
        { status: 'confirmed' },
        { status: 'confirmed' },
        { status: 'waitlisted', position: 1 },
        { status: 'waitlisted', position: 2 },
        { status: 'waitlisted', position: 3 },
      ]);
      expect(await publicItem(id)).toMatchObject({ seatsLeft: 0, enrolment: 'waitlist' });

      // The office cancels a confirmed teacher: the first waiting one takes the place and is told.
      const cancelled = await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[0].id}`)
        .set(admin)
        .send({ status: 'cancelled' })
        .expect(200);
      expect(cancelled.body).toMatchObject({
        message: TRAINING_MESSAGES.enrolmentUpdated,
        data: { id: teachers[0].id, status: 'cancelled', position: null },
      });
      const promotedMail = await mailTo(teachers[2].email, 2);
      expect(promotedMail.headers.subject).toBe('Your place is confirmed: FLN: Classroom Practice');
      const list = (await t.http().get(`/api/admin/trainings/${id}/enrolments`).set(admin).expect(200)).body;
      expect(list.meta).toEqual({ total: 5, page: 1, pageSize: expect.any(Number) });
      expect(list.data.map((e: { status: string; position: number | null }) => [e.status, e.position])).toEqual([
        ['cancelled', null],
        ['confirmed', null],
        ['confirmed', null],
        ['waitlisted', 1],
        ['waitlisted', 2],
      ]);
      expect(await publicItem(id)).toMatchObject({ seatsLeft: 0, enrolment: 'waitlist' });

      // The office cannot confirm past the seats; a cancelled waiting teacher leaves the queue.
      const full = await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[4].id}`)
        .set(admin)
        .send({ status: 'confirmed' })
        .expect(409);
      expect(full.body.message).toBe(TRAINING_MESSAGES.noSeatsLeft);
      await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[3].id}`)
        .set(admin)
        .send({ status: 'cancelled' })
        .expect(200);
      const waiting = (
        await t.http().get(`/api/admin/trainings/${id}/enrolments?status=waitlisted`).set(admin).expect(200)
      ).body;
      expect(waiting.data.map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
        [teachers[4].id, 1],
      ]);
      // A cancelled place with nobody waiting stays free; the office may then confirm.
      await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[1].id}`)
        .set(admin)
        .send({ status: 'cancelled' })
        .expect(200);
      expect(await publicItem(id)).toMatchObject({ seatsLeft: 0 });
      await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[2].id}`)
        .set(admin)
        .send({ status: 'cancelled' })
        .expect(200);
      expect(await publicItem(id)).toMatchObject({ seatsLeft: 1, enrolment: 'open' });
      const bad = await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[2].id}`)
        .set(admin)
        .send({ status: 'waitlisted' })
        .expect(400);
      expect(bad.body.details).toEqual(withRequestId({ status: 'Status is not an allowed value' }));
      const reopen = await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${teachers[2].id}`)
        .set(admin)
        .send({ status: 'confirmed' })
        .expect(409);
      expect(reopen.body.message).toBe(TRAINING_MESSAGES.notChangeable);
    });
  });

  describe('the office', () => {
    it('filters enrolments by status, pages them, and exports them as CSV with formulas neutralised', async () => {
      const id = await createProgramme({ seats: 1 });
      const a = await enrol(id, { name: '=HYPERLINK("http://evil.example")', school: '+SUM(A1)' });
      await enrol(id, { name: 'ਮਨਜੀਤ ਕੌਰ' });
      await confirm(a.token).expect(200);
      const pending = (
        await t.http().get(`/api/admin/trainings/${id}/enrolments?status=pending`).set(admin).expect(200)
      ).body;
      expect(pending.data.map((e: { name: string }) => e.name)).toEqual(['ਮਨਜੀਤ ਕੌਰ']);
      const paged = (
        await t.http().get(`/api/admin/trainings/${id}/enrolments?page=2&pageSize=1`).set(admin).expect(200)
      ).body;
      expect(paged).toMatchObject({ data: [{ name: 'ਮਨਜੀਤ ਕੌਰ' }], meta: { total: 2, page: 2, pageSize: 1 } });
      const badStatus = await t.http().get(`/api/admin/trainings/${id}/enrolments?status=lost`).set(admin).expect(400);
      expect(badStatus.body.details).toEqual(withRequestId({ status: 'Status is not an allowed value' }));
      await t.http().get(`/api/admin/trainings/00000000-0000-4000-8000-000000000000/enrolments`).set(admin).expect(404);

      const csv = await t.http().get(`/api/admin/trainings/${id}/enrolments/export`).set(admin).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="training-enrolments.csv"');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Name,Employee ID,Email,Phone,School,District,Status,Waiting list position,Enrolled at,Confirmed at',
      );
      expect(lines[1]).toMatch(
        /^"'=HYPERLINK\(""http:\/\/evil.example""\)",PB-FDK-\d+,teacher\d+@example.org,98140 00000,'\+SUM\(A1\),Faridkot,confirmed,,/,
      );
      expect(lines[2]).toMatch(/^ਮਨਜੀਤ ਕੌਰ,.*,pending,,/);
    });

    it('lets a contributor read but not export or change; visitors reach none of it', async () => {
      const id = await createProgramme();
      const e = await enrol(id);
      const contributor = { Authorization: `Bearer ${(await signInWithRole(t, 'contributor')).token}` };
      await t.http().get(`/api/admin/trainings/${id}/enrolments`).set(contributor).expect(200);
      await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${e.id}`)
        .set(contributor)
        .send({ status: 'cancelled' })
        .expect(403);
      await t.http().get(`/api/admin/trainings/${id}/enrolments/export`).set(contributor).expect(403);
      await t.http().get(`/api/admin/trainings/${id}/enrolments`).expect(401);
    });
  });

  describe('attendance and completion', () => {
    it("keeps each session's checklist and completes a teacher at the attendance rule, crediting the trainee record", async () => {
      // 10 hours at 75 %: 8 hours attended complete it.
      const id = await createProgramme({ title: 'Attendance programme', hours: 10, seats: 5 });
      const session = async (hours: number) =>
        (
          await t
            .http()
            .post(`/api/admin/trainings/${id}/sessions`)
            .set(admin)
            .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + hours * 3600_000), hours })
            .expect(201)
        ).body.data.id as string;
      const [s1, s2, s3] = [await session(4), await session(4), await session(2)];
      const a = await enrol(id, { employeeId: 'PB-ATT-1', name: 'ਹਰਪ੍ਰੀਤ ਕੌਰ' });
      const b = await enrol(id, { employeeId: 'PB-ATT-2' });
      const pending = await enrol(id, { employeeId: 'PB-ATT-3' });
      await confirm(a.token).expect(200);
      await confirm(b.token).expect(200);
      const url = (s: string) => `/api/admin/trainings/${id}/sessions/${s}/attendance`;
      const mark = (s: string, present: string[]) => t.http().put(url(s)).set(admin).send({ present }).expect(200);

      const first = await mark(s1, [a.id, b.id]);
      expect(first.body).toEqual({
        success: true,
        message: TRAINING_MESSAGES.attendanceSaved,
        data: { present: [a.id, b.id], completed: [] },
      });
      expect((await t.http().get(url(s1)).set(admin).expect(200)).body.data.present.sort()).toEqual(
        [a.id, b.id].sort(),
      );
      // A pending enrolment, another programme's or no enrolment at all cannot be marked present.
      for (const present of [[pending.id], ['00000000-0000-4000-8000-000000000000'], 'all', [1]]) {
        const bad = await t.http().put(url(s2)).set(admin).send({ present }).expect(400);
        expect(bad.body.details).toEqual(withRequestId({ present: TRAINING_MESSAGES.presentInvalid }));
      }
      await t
        .http()
        .put(`/api/admin/trainings/${id}/sessions/00000000-0000-4000-8000-000000000000/attendance`)
        .set(admin)
        .send({ present: [] })
        .expect(404);

      // 8 of 10 hours: a completes; b, with 4 + 2, does not.
      const second = await mark(s2, [a.id]);
      expect(second.body.data.completed).toEqual([a.id]);
      const third = await mark(s3, [b.id]);
      expect(third.body.data.completed).toEqual([]);
      const statuses = (
        await t.http().get(`/api/admin/trainings/${id}/enrolments`).set(admin).expect(200)
      ).body.data.map((e: { id: string; status: string }) => [e.id, e.status]);
      expect(statuses).toEqual([
        [a.id, 'completed'],
        [b.id, 'confirmed'],
        [pending.id, 'pending'],
      ]);

      // The trainee record is made from the enrolment, then added to by the next completion.
      const record = async () =>
        (
          (await t.http().get('/api/admin/diksha-lab/trainee?q=PB-ATT-1').set(admin).expect(200)).body.data as Record<
            string,
            unknown
          >[]
        ).find((r) => r.employeeId === 'PB-ATT-1');
      expect(await record()).toMatchObject({
        teacherName: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
        totalHours: 10,
        completedCourses: 1,
        progress: 10,
        certificates: [],
      });
      const next = await createProgramme({ title: 'Second with attendance', hours: 4, seats: 5 });
      const only = (
        await t
          .http()
          .post(`/api/admin/trainings/${next}/sessions`)
          .set(admin)
          .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + 4 * 3600_000), hours: 4 })
          .expect(201)
      ).body.data.id as string;
      const again = await enrol(next, { employeeId: 'PB-ATT-1', email: a.email });
      await confirm(again.token).expect(200);
      const markNext = () =>
        t
          .http()
          .put(`/api/admin/trainings/${next}/sessions/${only}/attendance`)
          .set(admin)
          .send({ present: [again.id] })
          .expect(200);
      await markNext();
      expect(await record()).toMatchObject({ totalHours: 14, completedCourses: 2, progress: 14 });
      // Marking again does not count twice.
      await markNext();
      expect(await record()).toMatchObject({ totalHours: 14, completedCourses: 2 });
    });
  });

  describe("mails in the teacher's language", () => {
    it('speaks the language of the page a teacher enrolled from, in every later mail too, with the title as published in it', async () => {
      const id = await createProgramme({
        title: 'Language mail programme',
        hours: 4,
        seats: 1,
        translations: { hi: { title: 'भाषा मेल कार्यक्रम' } },
      });
      const session = await bed.addSession(id, 10 * DAY, 4);
      const first = await enrol(id);
      await confirm(first.token).expect(200);

      // Enrolled from /hi/trainings: the page sends its language with the write.
      const hindi = enrolment({ name: 'सुनीता देवी' });
      const sent = await t.http().post(`/api/trainings/${id}/enrolments?lang=hi`).send(hindi).expect(201);
      expect(sent.body.message).toBe('कृपया अपना ईमेल देखें और नामांकन की पुष्टि के लिए भेजा गया लिंक खोलें।');
      const confirmMail = await readMail(await mailTo(hindi.email));
      expect(confirmMail.subject).toBe('अपने नामांकन की पुष्टि करें: भाषा मेल कार्यक्रम');
      expect(confirmMail.text).toContain('आदरणीय सुनीता देवी जी,');
      expect(confirmMail.text).toMatch(/शुरू होगा।/);
      // The day in Hindi, with its month's Hindi name.
      const month = monthsIn('hi')[Number(iso(10 * DAY).slice(5, 7)) - 1];
      expect(confirmMail.text).toContain(month);
      const token = /\/hi\/trainings\/confirm\?token=([0-9a-f]{64})/.exec(confirmMail.text)?.[1];
      expect(token).toBeDefined();
      expect((await confirm(token!).expect(200)).body.data).toEqual({ status: 'waitlisted', position: 1 });

      // The office frees the place: the waiting teacher is told in Hindi, with the Hindi page's link.
      await t
        .http()
        .patch(`/api/admin/trainings/${id}/enrolments/${first.id}`)
        .set(admin)
        .send({ status: 'cancelled' })
        .expect(200);
      const placeMail = await readMail(await mailTo(hindi.email, 2));
      expect(placeMail.subject).toBe('आपकी सीट पक्की हो गई है: भाषा मेल कार्यक्रम');
      expect(placeMail.text).toContain(`${PUBLIC_URL}/hi/trainings/${id}`);

      // The certificate, issued by the office later, in Hindi too.
      const enrolled = (await t.http().get(`/api/admin/trainings/${id}/enrolments`).set(admin).expect(200)).body
        .data as { id: string; email: string }[];
      const hindiId = enrolled.find((e) => e.email === hindi.email)!.id;
      await t
        .http()
        .put(`/api/admin/trainings/${id}/sessions/${session}/attendance`)
        .set(admin)
        .send({ present: [hindiId] })
        .expect(200);
      await t.http().post(`/api/admin/trainings/${id}/certificates`).set(admin).expect(200);
      const certificateMail = await readMail(await mailTo(hindi.email, 3));
      expect(certificateMail.subject).toBe('आपका प्रमाणपत्र: भाषा मेल कार्यक्रम');
      expect(certificateMail.text).toContain('(4 घंटे)');

      // Asked for from /pa/my-training, the record's link comes in Punjabi, to the Punjabi page.
      await t.http().post('/api/trainees/access?lang=pa').send({ email: hindi.email }).expect(200);
      const recordMail = await readMail(await mailTo(hindi.email, 4));
      expect(recordMail.subject).toBe('ਤੁਹਾਡਾ ਸਿਖਲਾਈ ਰਿਕਾਰਡ');
      expect(recordMail.text).toMatch(/\/pa\/my-training\?token=[0-9a-f]{64}/);

      // An English page's teacher still gets English.
      const english = await readMail(await mailTo(first.email));
      expect(english.subject).toBe('Confirm your enrolment: Language mail programme');
    });
  });

  describe('certificates', () => {
    it('issues one per completed enrolment (idempotent), mails it, records its code, verifies it; an administrator revokes it', async () => {
      const id = await createProgramme({ title: 'Certified programme', hours: 4, seats: 5 });
      const session = (
        await t
          .http()
          .post(`/api/admin/trainings/${id}/sessions`)
          .set(admin)
          .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + 4 * 3600_000), hours: 4 })
          .expect(201)
      ).body.data.id as string;
      const a = await enrol(id, { employeeId: 'PB-CERT-1', name: 'सुनीता देवी' });
      const b = await enrol(id, { employeeId: 'PB-CERT-2' });
      await confirm(a.token).expect(200);
      await confirm(b.token).expect(200);
      await t
        .http()
        .put(`/api/admin/trainings/${id}/sessions/${session}/attendance`)
        .set(admin)
        .send({ present: [a.id] })
        .expect(200);

      const issued = await t.http().post(`/api/admin/trainings/${id}/certificates`).set(admin).expect(200);
      expect(issued.body.data).toEqual([
        {
          code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/),
          enrolmentId: a.id,
          name: 'सुनीता देवी',
          employeeId: 'PB-CERT-1',
          hours: 4,
          issuedAt: expect.any(String),
          status: 'valid',
        },
      ]);
      const code = issued.body.data[0].code as string;
      // Asked again: the same certificate, no second one, no second mail.
      expect((await t.http().post(`/api/admin/trainings/${id}/certificates`).set(admin).expect(200)).body.data).toEqual(
        issued.body.data,
      );
      const mail = await mailTo(a.email, 2);
      expect(mail.headers.subject).toBe('Your certificate: Certified programme');
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`${PUBLIC_URL}/verify/${code}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received(a.email)).toHaveLength(2);
      const record = (
        (await t.http().get('/api/admin/diksha-lab/trainee?q=PB-CERT-1').set(admin).expect(200)).body.data as {
          employeeId: string;
          certificates: string[];
        }[]
      ).find((r) => r.employeeId === 'PB-CERT-1');
      expect(record?.certificates).toEqual([code]);

      const verified = await t.http().get(`/api/certificates/${code.toLowerCase()}`).expect(200);
      expect(verified.headers['cache-control']).toBe('no-store');
      expect(verified.body.data).toEqual({
        status: 'valid',
        name: 'सुनीता देवी',
        programme: 'Certified programme',
        hours: 4,
        startsAt: expect.any(String),
        endsAt: expect.any(String),
        issuedAt: issued.body.data[0].issuedAt,
      });
      await t.http().get('/api/certificates/AAAAA-AAAAA-AAAAA-AAAAA').expect(404);

      const editor = {
        Authorization: `Bearer ${(await signInWithRole(t, 'editor', 'cert-editor@example.org')).token}`,
      };
      await t
        .http()
        .post(`/api/admin/certificates/${code}/revoke`)
        .set(editor)
        .send({ reason: 'Issued in error' })
        .expect(403);
      const noReason = await t
        .http()
        .post(`/api/admin/certificates/${code}/revoke`)
        .set(admin)
        .send({ reason: ' ' })
        .expect(400);
      expect(noReason.body.details).toEqual(withRequestId({ reason: TRAINING_MESSAGES.reasonRequired }));
      await t
        .http()
        .post('/api/admin/certificates/AAAAA-AAAAA-AAAAA-AAAAA/revoke')
        .set(admin)
        .send({ reason: 'x' })
        .expect(404);
      const revoked = await t
        .http()
        .post(`/api/admin/certificates/${code}/revoke`)
        .set(admin)
        .send({ reason: 'Attendance sheet was wrong' })
        .expect(200);
      expect(revoked.body).toMatchObject({
        message: TRAINING_MESSAGES.certificateRevoked,
        data: { status: 'revoked', revokedReason: 'Attendance sheet was wrong' },
      });
      expect((await t.http().get(`/api/certificates/${code}`).expect(200)).body.data).toMatchObject({
        status: 'revoked',
        revokedReason: 'Attendance sheet was wrong',
        name: 'सुनीता देवी',
      });
      // The office's list says it too, to every role of the back office; visitors read none of it.
      const contributor = {
        Authorization: `Bearer ${(await signInWithRole(t, 'contributor', 'cert-contributor@example.org')).token}`,
      };
      const listed = await t.http().get(`/api/admin/trainings/${id}/certificates`).set(contributor).expect(200);
      expect(listed.body.data).toEqual([
        { ...issued.body.data[0], status: 'revoked', revokedReason: 'Attendance sheet was wrong' },
      ]);
      await t.http().get(`/api/admin/trainings/${id}/certificates`).expect(401);
      await t
        .http()
        .get('/api/admin/trainings/00000000-0000-4000-8000-000000000000/certificates')
        .set(admin)
        .expect(404);
    });

    it('throttles the verify route like a public POST', async () => {
      const strict = await createTestApp({ env: { THROTTLE_PUBLIC_LIMIT: '3' } });
      try {
        const answers = [];
        for (let i = 0; i < 4; i++)
          answers.push((await strict.http().get('/api/certificates/AAAAA-AAAAA-AAAAA-AAAAA')).status);
        expect(answers).toEqual([404, 404, 404, 429]);
        // Other reads are not counted.
        await strict.http().get('/api/trainings').expect(200);
      } finally {
        await strict.close();
      }
    });
  });

  describe('self check-in', () => {
    it('gives the office a rotating code; a teacher in the room checks in with it; a wrong, expired or out-of-session code is refused', async () => {
      const HOUR = 3600_000;
      const id = await createProgramme({
        title: 'Check-in programme',
        hours: 2,
        seats: 5,
        startsAt: iso(-HOUR),
        endsAt: iso(2 * HOUR),
        enrolmentClosesAt: iso(HOUR),
      });
      const addSession = async (from: number, to: number) =>
        (
          await t
            .http()
            .post(`/api/admin/trainings/${id}/sessions`)
            .set(admin)
            .send({ startsAt: iso(from), endsAt: iso(to), hours: 2 })
            .expect(201)
        ).body.data.id as string;
      const now = await addSession(-10 * 60_000, HOUR);
      const later = await addSession(DAY, DAY + 2 * HOUR);
      const teacher = await enrol(id, { employeeId: 'PB-CHECK-1' });
      await confirm(teacher.token).expect(200);

      const codeOf = async (session: string) =>
        (await t.http().post(`/api/admin/trainings/${id}/sessions/${session}/check-in-code`).set(admin).expect(201))
          .body.data as { code: string; expiresAt: string };
      const first = await codeOf(now);
      expect(first.code).toMatch(/^\d{6}$/);
      expect(new Date(first.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(120_000);
      const second = await codeOf(now);
      expect(second.code).not.toBe(first.code);
      await t.http().post(`/api/admin/trainings/${id}/sessions/${now}/check-in-code`).expect(401);

      const checkIn = (code: string, employeeId = 'PB-CHECK-1', query = '') =>
        t.http().post(`/api/trainings/check-in${query}`).send({ code, employeeId });
      const refused = async (code: string) => {
        const res = await checkIn(code).expect(400);
        expect(res.body.message).toBe(TRAINING_MESSAGES.checkInInvalid);
        expect(res.body.details).toEqual(withRequestId({ code: TRAINING_MESSAGES.checkInInvalid }));
      };
      await refused('abcdef');
      // A session that has not begun: its code does not count yet.
      await refused((await codeOf(later)).code);
      // Expired.
      await t.dataSource
        .getRepository(TrainingCheckInCodeEntity)
        .update({ code: first.code }, { expiresAt: new Date(Date.now() - 1000) });
      await refused(first.code);
      expect((await checkIn('abcdef', 'PB-CHECK-1', '?lang=pa').expect(400)).body.message).toBe(
        'ਇਹ ਹਾਜ਼ਰੀ ਕੋਡ ਸਹੀ ਨਹੀਂ ਹੈ।',
      );
      const stranger = await checkIn(second.code, 'PB-NOBODY').expect(400);
      expect(stranger.body.details).toEqual(withRequestId({ employeeId: TRAINING_MESSAGES.notEnrolled }));
      const missing = await t.http().post('/api/trainings/check-in').send({}).expect(400);
      expect(missing.body.details).toEqual(
        withRequestId({ code: TRAINING_MESSAGES.codeRequired, employeeId: 'Employee ID is required' }),
      );

      const ok = await checkIn(second.code).expect(200);
      expect(ok.body).toEqual({ success: true, message: TRAINING_MESSAGES.checkedIn, data: { status: 'present' } });
      await checkIn(second.code).expect(200);
      expect(
        (await t.http().get(`/api/admin/trainings/${id}/sessions/${now}/attendance`).set(admin).expect(200)).body.data
          .present,
      ).toEqual([teacher.id]);
      // Two hours of two: completed.
      const [row] = (await t.http().get(`/api/admin/trainings/${id}/enrolments`).set(admin).expect(200)).body.data as {
        status: string;
      }[];
      expect(row.status).toBe('completed');
    });
  });

  describe("a teacher's own record", () => {
    it('mails a one-time link to an enrolled address only, opens a short session, and shows programmes, hours this year against 50 and certificates', async () => {
      const id = await createProgramme({ title: 'Record programme', hours: 6, seats: 5 });
      const session = (
        await t
          .http()
          .post(`/api/admin/trainings/${id}/sessions`)
          .set(admin)
          .send({ startsAt: iso(10 * DAY), endsAt: iso(10 * DAY + 6 * 3600_000), hours: 6 })
          .expect(201)
      ).body.data.id as string;
      const teacher = await enrol(id, { employeeId: 'PB-ME-1', name: 'ਜਸਪ੍ਰੀਤ ਸਿੰਘ', email: 'jaspreet@example.org' });
      await confirm(teacher.token).expect(200);
      await t
        .http()
        .put(`/api/admin/trainings/${id}/sessions/${session}/attendance`)
        .set(admin)
        .send({ present: [teacher.id] })
        .expect(200);
      const [certificate] = (await t.http().post(`/api/admin/trainings/${id}/certificates`).set(admin).expect(200)).body
        .data as { code: string }[];
      const other = await createProgramme({ title: 'Another record programme' });
      await enrol(other, { employeeId: 'PB-ME-1', name: 'ਜਸਪ੍ਰੀਤ ਸਿੰਘ', email: 'Jaspreet@Example.org' });

      const before = smtp.received('jaspreet@example.org').length;
      for (const email of ['JASPREET@example.org', 'nobody@example.org']) {
        const res = await t.http().post('/api/trainees/access').send({ email }).expect(200);
        expect(res.body.message).toBe(TRAINEE_MESSAGES.accessSent);
      }
      expect(
        (await t.http().post('/api/trainees/access').send({ email: 'not-an-address' }).expect(400)).body.details,
      ).toEqual(withRequestId({ email: 'Invalid email address' }));
      const mail = await mailTo('jaspreet@example.org', before + 1);
      expect(mail.headers.subject).toBe('Your training record');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received('nobody@example.org')).toHaveLength(0);

      const link = linkInMail(mail, '/my-training');
      const opened = await t.http().post('/api/trainees/session').send({ token: link }).expect(200);
      const bearer = opened.body.data.token as string;
      await t.http().post('/api/trainees/session').send({ token: link }).expect(400);
      await t.http().get('/api/trainees/me').expect(401);
      await t.http().get('/api/trainees/me').set('Authorization', `Bearer ${link}`).expect(401);
      const me = await t.http().get('/api/trainees/me').set('Authorization', `Bearer ${bearer}`).expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
      expect(me.body.data).toMatchObject({
        name: 'ਜਸਪ੍ਰੀਤ ਸਿੰਘ',
        employeeId: 'PB-ME-1',
        target: 50,
        certificates: [{ code: certificate.code, programme: 'Record programme', hours: 6, status: 'valid' }],
      });
      expect(
        me.body.data.enrolments.map((e: { programme: string; status: string; attendedHours: number }) => [
          e.programme,
          e.status,
          e.attendedHours,
        ]),
      ).toEqual([
        ['Record programme', 'completed', 6],
        ['Another record programme', 'pending', 0],
      ]);
      // The programme ends 10 days from now: in this year's hours unless the year turns first.
      const endsThisYear = new Date(Date.now() + 12 * DAY).getUTCFullYear() === new Date().getUTCFullYear();
      expect(me.body.data.hoursThisYear).toBe(endsThisYear ? 6 : 0);
    });
  });

  describe('completion by the office', () => {
    it('completes a confirmed enrolment by hand only with a reason, credits the trainee record and logs the reason', async () => {
      const id = await createProgramme({ title: 'Completed by hand', hours: 12, seats: 3 });
      const done = await enrol(id, { employeeId: 'PB-HAND-1', name: 'Ravinder Kaur' });
      const waiting = await enrol(id, { employeeId: 'PB-HAND-2' });
      await confirm(done.token).expect(200);
      const patch = (enrolmentId: string, body: object) =>
        t.http().patch(`/api/admin/trainings/${id}/enrolments/${enrolmentId}`).set(admin).send(body);
      expect((await patch(done.id, { status: 'completed' }).expect(400)).body.details).toEqual(
        withRequestId({ reason: TRAINING_MESSAGES.reasonRequired }),
      );
      expect(
        (await patch(waiting.id, { status: 'completed', reason: 'Attended elsewhere' }).expect(409)).body.message,
      ).toBe(TRAINING_MESSAGES.onlyConfirmedCompletes);
      const res = await patch(done.id, {
        status: 'completed',
        reason: 'Attendance sheet of day 2 was lost; the trainer vouches for her.',
      }).expect(200);
      expect(res.body.data).toMatchObject({ id: done.id, status: 'completed' });
      const record = (
        (await t.http().get('/api/admin/diksha-lab/trainee?q=PB-HAND-1').set(admin).expect(200)).body.data as {
          employeeId: string;
          totalHours: number;
          completedCourses: number;
        }[]
      ).find((r) => r.employeeId === 'PB-HAND-1');
      expect(record).toMatchObject({ totalHours: 12, completedCourses: 1 });
      const activity = (await t.http().get('/api/admin/audit?pageSize=50').set(admin).expect(200)).body.data as {
        action?: string;
        description?: string;
      }[];
      expect(JSON.stringify(activity)).toContain(
        'Ravinder Kaur (PB-HAND-1): completed in Completed by hand. Reason: Attendance sheet of day 2 was lost',
      );
      // Completed stays completed.
      expect((await patch(done.id, { status: 'cancelled' }).expect(409)).body.message).toBe(
        TRAINING_MESSAGES.notChangeable,
      );
    });
  });
});
