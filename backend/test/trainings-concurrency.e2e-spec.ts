/**
 * Never more confirmed than seats (ARCHITECTURE.md 12.2), proven on THREE API instances sharing one
 * database: 30 teachers confirm at once with 5 seats; exactly 5 are confirmed and the other 25 wait
 * in the order the database gave them, each told a different place. Then the office frees places
 * on several instances at once, and the first waiting teachers, in order, take exactly those places.
 */
import { TrainingEnrolmentEntity } from '../src/trainings/training-enrolment.entity';
import { createTestReplicas, describeApi, loginToken, type TestReplicas } from './utils/create-test-app';
import { linkInMail } from './utils/mail-links';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(180_000);

const DAY = 24 * 60 * 60 * 1000;
const iso = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();
const TEACHERS = 30;
const SEATS = 5;

describeApi('teacher training on three replicas', () => {
  let smtp: TestSmtpServer;
  let replicas: TestReplicas;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    replicas = await createTestReplicas({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://diet.example.in' }, 3);
  });
  afterAll(async () => {
    await replicas?.close();
    await smtp?.close();
  });

  it(`confirms exactly ${SEATS} of ${TEACHERS} simultaneous confirmations and queues the rest in order`, async () => {
    const apps = replicas.apps;
    const admin = { Authorization: `Bearer ${await loginToken(apps[0])}` };
    const created = await apps[0]
      .http()
      .post('/api/admin/trainings')
      .set(admin)
      .send({
        title: 'Burst',
        description: 'Many teachers at once.',
        mode: 'Online',
        startsAt: iso(10 * DAY),
        endsAt: iso(11 * DAY),
        hours: 6,
        seats: SEATS,
        enrolmentClosesAt: iso(9 * DAY),
      })
      .expect(201);
    const id = created.body.data.id as string;

    const teachers: { id: string; token: string }[] = [];
    for (let i = 0; i < TEACHERS; i++) {
      const email = `burst${i}@example.org`;
      const res = await apps[i % 3]
        .http()
        .post(`/api/trainings/${id}/enrolments`)
        .send({
          name: `Teacher ${i}`,
          employeeId: `PB-${i}`,
          email,
          school: 'GPS Sadiq',
          district: 'Faridkot',
          consent: true,
        })
        .expect(201);
      await waitFor(() => smtp.received(email).length === 1, 15000, `mail to ${email}`);
      teachers.push({
        id: res.body.data.id as string,
        token: linkInMail(smtp.received(email)[0], '/trainings/confirm'),
      });
    }

    const started = process.hrtime.bigint();
    const answers = await Promise.all(
      teachers.map(({ token }, i) => apps[i % 3].http().post('/api/trainings/enrolments/confirm').send({ token })),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The figure for the note: confirmations per second across the three instances.
    console.log(
      `${TEACHERS} confirmations on 3 replicas (${process.env.TEST_DB ?? 'sqlite'}) in ${seconds.toFixed(3)} s: ${(TEACHERS / seconds).toFixed(1)}/s`,
    );

    expect(answers.map((a) => a.status)).toEqual(Array(TEACHERS).fill(200));
    const confirmed = answers.filter((a) => a.body.data.status === 'confirmed');
    const waiting = answers.filter((a) => a.body.data.status === 'waitlisted');
    expect(confirmed).toHaveLength(SEATS);
    expect(waiting).toHaveLength(TEACHERS - SEATS);
    // Every waiting teacher was told a different place: 1 .. 25.
    expect(waiting.map((a) => a.body.data.position as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: TEACHERS - SEATS }, (_, i) => i + 1),
    );

    const rows = await apps[1].dataSource.getRepository(TrainingEnrolmentEntity).find({ where: { trainingId: id } });
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(SEATS);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // The place each was told is its number in the queue the database kept.
    teachers.forEach((t, i) => {
      const answer = answers[i].body.data as { status: string; position?: number };
      if (answer.status === 'waitlisted') expect(byId.get(t.id)!.queueNumber).toBe(answer.position);
    });
    expect((await apps[2].http().get(`/api/trainings/${id}`).expect(200)).body.data).toMatchObject({
      seatsLeft: 0,
      enrolment: 'waitlist',
    });

    // Three places freed at once on three instances: the first three waiting take them, no more.
    const toCancel = teachers.filter((_, i) => answers[i].body.data.status === 'confirmed').slice(0, 3);
    const cancels = await Promise.all(
      toCancel.map((t, i) =>
        apps[i].http().patch(`/api/admin/trainings/${id}/enrolments/${t.id}`).set(admin).send({ status: 'cancelled' }),
      ),
    );
    expect(cancels.map((c) => c.status)).toEqual([200, 200, 200]);
    const after = await apps[0].dataSource.getRepository(TrainingEnrolmentEntity).find({ where: { trainingId: id } });
    const promoted = teachers.filter(
      (t) => byId.get(t.id)!.status === 'waitlisted' && after.find((r) => r.id === t.id)!.status === 'confirmed',
    );
    expect(promoted.map((t) => byId.get(t.id)!.queueNumber).sort((a, b) => a! - b!)).toEqual([1, 2, 3]);
    expect(after.filter((r) => r.status === 'confirmed')).toHaveLength(SEATS);
    const queue = (
      await apps[1]
        .http()
        .get(`/api/admin/trainings/${id}/enrolments?status=waitlisted&pageSize=50`)
        .set(admin)
        .expect(200)
    ).body.data as { position: number }[];
    expect(queue.map((e) => e.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: TEACHERS - SEATS - 3 }, (_, i) => i + 1),
    );
  });
});
