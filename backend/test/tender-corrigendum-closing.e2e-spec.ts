/**
 * A corrigendum that changes the closing date changes the tender (issue 39 item 5): published with
 * a new closing time, it moves the tender's closing time in the same transaction (activity log and
 * a revision of the tender), and a restored revision of the corrigendum moves it back; a
 * contributor's draft changes nothing until an editor publishes it; a time before the tender's
 * publish date is refused under the corrigendum's field, and nothing is kept of that save. A
 * scheduled one moves it when its time comes, once, whichever replica's job runs first.
 */
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { instituteDayOffset } from '../src/common/institute-date';
import { fields, PDF } from './utils/content-fixtures';
import { ScheduledPublicationsWorker } from '../src/content/scheduled-publications';
import {
  createTestApp,
  createTestReplicas,
  describeApi,
  usingMysql,
  type TestApp,
  type TestReplicas,
} from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';

/** A published tender closing in five days at 15:00; its id. */
async function addTender(t: TestApp, token: string, referenceNumber: string, title: string): Promise<string> {
  const created = await t
    .http()
    .post('/api/admin/tenders')
    .set({ Authorization: `Bearer ${token}` })
    .send({
      referenceNumber,
      title,
      publishDate: instituteDayOffset(-2),
      closingAt: `${instituteDayOffset(5)}T15:00`,
    })
    .expect(201);
  return created.body.data.id as string;
}

describeApi('a corrigendum with a new closing time', () => {
  let t: TestApp;
  let editor: string;
  let contributor: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  let tenderId: string;
  const tender = async () =>
    (await t.http().get(`/api/tenders/${tenderId}`).expect(200)).body.data as {
      closingAt: string;
      corrigenda: { title: string }[];
    };
  const corrigendum = (token: string, body: Record<string, string>) =>
    fields(t.http().post('/api/admin/tender-corrigenda').set(as(token)), {
      tender: tenderId,
      date: day(0),
      ...body,
    }).attach('file', PDF, 'corrigendum.pdf');

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    editor = (await signInWithRole(t, 'editor')).token;
    contributor = (await signInWithRole(t, 'contributor')).token;
    tenderId = await addTender(t, editor, 'DIET/FDK/2026/21', 'Supply of benches');
  });
  afterAll(() => t?.close());

  it('moves the tender to the new closing time when published, audited, and /tenders shows it', async () => {
    const before = await tender();
    const added = await corrigendum(editor, {
      title: 'Closing date extended',
      newClosingAt: `${day(12)}T17:30`,
    }).expect(201);
    expect(added.body.message).toBe('Corrigendum added successfully!');

    const after = await tender();
    expect(after.closingAt).not.toBe(before.closingAt);
    expect(new Date(after.closingAt).toISOString()).toBe(new Date(`${day(12)}T17:30:00+05:30`).toISOString());
    expect(after.corrigenda.map((c) => c.title)).toContain('Closing date extended');
    const listed = (await t.http().get('/api/tenders').expect(200)).body.data.find(
      (row: { id: string }) => row.id === tenderId,
    );
    expect(listed.closingAt).toBe(after.closingAt);

    const log = await t.dataSource
      .getRepository(ActivityLogEntity)
      .find({ where: { entityId: tenderId, verb: 'Updated' } });
    expect(log.map((entry) => entry.user)).toEqual(['A editor']);
    const revisions = (await t.http().get(`/api/admin/tenders/${tenderId}/revisions`).set(as(editor)).expect(200)).body
      .data as { action: string; changes: { field: string }[] }[];
    expect(revisions[0]).toMatchObject({ action: 'updated', changes: [{ field: 'closingAt' }] });
  });

  it("a contributor's draft waits for an editor to publish it", async () => {
    const current = (await tender()).closingAt;
    const draft = await corrigendum(contributor, {
      title: 'Closing date extended again',
      newClosingAt: `${day(20)}T11:00`,
    }).expect(201);
    expect(draft.body.data.publishState).toBe('draft');
    expect((await tender()).closingAt).toBe(current);

    const id = draft.body.data.id as string;
    await t.http().post(`/api/admin/tender-corrigenda/${id}/submit`).set(as(contributor)).expect(200);
    expect((await tender()).closingAt).toBe(current);
    await t.http().post(`/api/admin/tender-corrigenda/${id}/publish`).set(as(editor)).send({}).expect(200);
    expect(new Date((await tender()).closingAt).toISOString()).toBe(
      new Date(`${day(20)}T11:00:00+05:30`).toISOString(),
    );
  });

  it("a restored revision of the corrigendum moves the tender's closing time back with it", async () => {
    const at = (d: number, time: string) => new Date(`${day(d)}T${time}:00+05:30`).toISOString();
    const added = await corrigendum(editor, { title: 'Closing date moved', newClosingAt: `${day(30)}T12:00` }).expect(
      201,
    );
    const id = added.body.data.id as string;
    expect(new Date((await tender()).closingAt).toISOString()).toBe(at(30, '12:00'));
    await fields(t.http().put(`/api/admin/tender-corrigenda/${id}`).set(as(editor)), {
      tender: tenderId,
      date: day(0),
      title: 'Closing date moved',
      newClosingAt: `${day(35)}T12:00`,
    }).expect(200);
    expect(new Date((await tender()).closingAt).toISOString()).toBe(at(35, '12:00'));

    const revisions = (await t.http().get(`/api/admin/tender-corrigenda/${id}/revisions`).set(as(editor)).expect(200))
      .body.data as { id: string; action: string }[];
    const created = revisions.find((r) => r.action === 'created')!;
    await t
      .http()
      .post(`/api/admin/tender-corrigenda/${id}/revisions/${created.id}/restore`)
      .set(as(editor))
      .expect(200);
    expect(new Date((await tender()).closingAt).toISOString()).toBe(at(30, '12:00'));
  });

  it("refuses a new closing time before the tender's publish date, keeping nothing", async () => {
    const current = (await tender()).closingAt;
    const refused = await corrigendum(editor, { title: 'Wrong date', newClosingAt: `${day(-5)}T10:00` }).expect(400);
    expect(refused.body).toMatchObject({
      message: 'Closing time must be after the publish date',
      details: { newClosingAt: 'Closing time must be after the publish date' },
    });
    expect((await tender()).closingAt).toBe(current);
    expect((await tender()).corrigenda.map((c) => c.title)).not.toContain('Wrong date');
    // A corrigendum without a new time leaves the closing time as it is.
    await corrigendum(editor, { title: 'Venue changed' }).expect(201);
    expect((await tender()).closingAt).toBe(current);
  });
});

describeApi('a scheduled corrigendum with a new closing time', () => {
  let replicas: TestReplicas;
  let editor: string;
  let tenderId: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const closingAt = async (t: TestApp) =>
    (await t.http().get(`/api/tenders/${tenderId}`).expect(200)).body.data.closingAt as string;
  const moment = (d: number, time: string) => new Date(`${day(d)}T${time}:00+05:30`).toISOString();

  beforeAll(async () => {
    replicas = await createTestReplicas({ SEED_DEMO: 'false' });
    const [t] = replicas.apps;
    editor = (await signInWithRole(t, 'editor')).token;
    tenderId = await addTender(t, editor, 'DIET/FDK/2026/22', 'Supply of desks');
  });
  afterAll(() => replicas?.close());

  it('moves the tender when it becomes public, not when it is saved, and only once across replicas', async () => {
    const [a, b] = replicas.apps;
    const corrigendum = (body: Record<string, string>) =>
      fields(a.http().post('/api/admin/tender-corrigenda').set(as(editor)), {
        tender: tenderId,
        date: day(0),
        publishState: 'published',
        ...body,
      }).attach('file', PDF, 'corrigendum.pdf');
    // A wrong time is refused at once, scheduled or not.
    const soon = () => new Date(Date.now() + 2000).toISOString();
    const refused = await corrigendum({ title: 'Wrong', newClosingAt: `${day(-5)}T10:00`, publishAt: soon() });
    expect(refused.status).toBe(400);
    expect(refused.body.details.newClosingAt).toBe('Closing time must be after the publish date');

    const publishAt = soon();
    await corrigendum({ title: 'Closing date extended', newClosingAt: `${day(15)}T17:30`, publishAt }).expect(201);
    // Saved, scheduled: visitors still see the closing time the tender had.
    expect(await closingAt(b)).toBe(moment(5, '15:00'));
    const worker = (t: TestApp) => t.app.get(ScheduledPublicationsWorker);
    expect(await worker(b).runNow()).toBe(0);
    expect(await closingAt(a)).toBe(moment(5, '15:00'));

    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 200));
    // Both replicas' jobs run past the minute it became public: one of them moves the tender.
    // (Together on MariaDB; in turn on SQLite, where replicas in one process would wait on each other.)
    const later = new Date(Date.now() + 60_000);
    const run = (t: TestApp) => worker(t).runNow(later);
    const handled = usingMysql ? await Promise.all([run(a), run(b)]) : [await run(a), await run(b)];
    expect(handled.sort()).toEqual([0, 1]);
    for (const t of replicas.apps) expect(await closingAt(t)).toBe(moment(15, '17:30'));

    const revisions = (await a.http().get(`/api/admin/tenders/${tenderId}/revisions`).set(as(editor)).expect(200)).body
      .data as { action: string; user: string; changes: { field: string }[] }[];
    const moves = revisions.filter((r) => r.action === 'updated' && r.changes.some((c) => c.field === 'closingAt'));
    expect(moves.map((r) => r.user)).toEqual(['system']);
    const log = await a.dataSource
      .getRepository(ActivityLogEntity)
      .find({ where: { entityId: tenderId, verb: 'Updated' } });
    expect(log.map((entry) => entry.user)).toEqual(['system']);
  });
});
