/**
 * Teacher training's test bed over HTTP (ARCHITECTURE.md 12.2): a programme as the office adds it,
 * a teacher's enrolment, and the link the REAL SMTP peer receives to confirm it.
 */
import { createTestApp, loginToken, type TestApp } from './create-test-app';
import { linkInMail } from './mail-links';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './test-smtp-server';

export const DAY = 24 * 60 * 60 * 1000;
export const iso = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

export interface TrainingWorld {
  t: TestApp;
  smtp: TestSmtpServer;
  admin: { Authorization: string };
}

/** The address the apps' mails and certificates link to. */
export const PUBLIC_URL = 'https://diet.example.in';

/**
 * A suite's app with a REAL SMTP peer and an administrator's session, made before its tests and
 * closed after them, and the helpers over them.
 */
export function trainingTestBed() {
  let current: TrainingWorld | undefined;
  beforeAll(async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'DIET Office <office@diet.example.in>' },
    });
    current = { t, smtp, admin: { Authorization: `Bearer ${await loginToken(t)}` } };
  });
  afterAll(async () => {
    await current?.t.close();
    await current?.smtp.close();
  });
  const world = () => current!;
  return { world, ...trainingHelpers(world) };
}

/** The helpers, over the app, mail peer and administrator of the test bed. */
function trainingHelpers(world: () => TrainingWorld) {
  const programme = (overrides: Record<string, unknown> = {}) => ({
    title: 'FLN: Classroom Practice',
    description: 'Three days on early reading and number sense.',
    mode: 'In person',
    venue: 'Conference Hall, DIET Faridkot',
    startsAt: iso(10 * DAY),
    endsAt: iso(12 * DAY),
    hours: 18,
    seats: 2,
    enrolmentClosesAt: iso(8 * DAY),
    ...overrides,
  });

  async function createProgramme(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await world()
      .t.http()
      .post('/api/admin/trainings')
      .set(world().admin)
      .send(programme(overrides))
      .expect(201);
    return res.body.data.id as string;
  }

  let teacher = 0;
  const enrolment = (overrides: Record<string, unknown> = {}) => {
    teacher += 1;
    return {
      name: `Teacher ${teacher}`,
      employeeId: `PB-FDK-${10_000 + teacher}`,
      email: `teacher${teacher}@example.org`,
      phone: '98140 00000',
      school: 'GPS Sadiq',
      district: 'Faridkot',
      consent: true,
      ...overrides,
    };
  };

  async function mailTo(email: string, count = 1) {
    await waitFor(() => world().smtp.received(email).length >= count, 15000, `mail ${count} to ${email}`);
    return world().smtp.received(email)[count - 1];
  }

  /** Enrols a teacher and returns the enrolment's id and the token of the mailed link. */
  async function enrol(
    id: string,
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: string; token: string; email: string }> {
    const body = enrolment(overrides);
    const earlier = world().smtp.received(String(body.email).toLowerCase()).length;
    const res = await world().t.http().post(`/api/trainings/${id}/enrolments`).send(body).expect(201);
    expect(res.body.data).toEqual({ id: expect.any(String), status: 'pending' });
    const email = String(body.email).toLowerCase();
    return {
      id: res.body.data.id as string,
      token: linkInMail(await mailTo(email, earlier + 1), '/trainings/confirm'),
      email,
    };
  }

  const confirm = (token: string) => world().t.http().post('/api/trainings/enrolments/confirm').send({ token });

  /** A session of the programme, `hours` long, starting `fromNowMs` from now; its id. */
  async function addSession(id: string, fromNowMs: number, hours: number): Promise<string> {
    const res = await world()
      .t.http()
      .post(`/api/admin/trainings/${id}/sessions`)
      .set(world().admin)
      .send({ startsAt: iso(fromNowMs), endsAt: iso(fromNowMs + hours * 3600_000), hours })
      .expect(201);
    return res.body.data.id as string;
  }

  return { programme, createProgramme, enrolment, mailTo, enrol, confirm, addSession };
}
