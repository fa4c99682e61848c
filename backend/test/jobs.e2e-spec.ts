/**
 * The scheduled jobs (ARCHITECTURE.md 12.7) over HTTP, on two replicas of one database: each lists
 * every job with its last run on either of them; an administrator runs one at once (only
 * administrators may), the run is audited and answered with what it did; a job that fails says so.
 */
import { complianceProblemCount, type ComplianceData } from '@diet/contracts/compliance';
import { countOf } from '@diet/contracts/count-of';
import { JOB_NAMES, type JobInfo, type JobRun } from '@diet/contracts/jobs';
import { instituteDayOffset } from '../src/common/institute-date';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { ContentTrashEntity } from '../src/content/content-governance.entities';
import { TrashPurgeWorker } from '../src/content/content-trash';
import { createTestReplicas, describeApi, loginToken, type TestApp, type TestReplicas } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';
import { waitFor } from './utils/test-smtp-server';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

describeApi('Scheduled jobs', () => {
  let replicas: TestReplicas;
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  let adminName: string;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const jobs = async (app: TestApp) =>
    (await app.http().get('/api/admin/jobs').set(auth(admin)).expect(200)).body.data as JobInfo[];
  const run = async (name: string, app = a) =>
    (await app.http().post(`/api/admin/jobs/${name}/run`).set(auth(admin)).expect(200)).body.data as JobRun;

  beforeAll(async () => {
    replicas = await createTestReplicas({ SEED_DEMO: 'false' });
    [a, b] = replicas.apps;
    admin = await loginToken(a);
    adminName = (await a.http().get('/api/admin/auth/me').set(auth(admin)).expect(200)).body.data.name as string;
  });
  afterAll(async () => {
    await replicas?.close();
  });

  it('is for administrators only', async () => {
    await a.http().get('/api/admin/jobs').expect(401);
    await a.http().post('/api/admin/jobs/trash-purge/run').expect(401);
    const editor = (await signInWithRole(a, 'editor')).token;
    await a.http().get('/api/admin/jobs').set(auth(editor)).expect(403);
    await a.http().post('/api/admin/jobs/trash-purge/run').set(auth(editor)).expect(403);
  });

  it('lists every job, how often it runs and its last run by the schedule, the same on each replica', async () => {
    // Each replica runs every job as it starts; the records may still be on their way.
    await waitFor(async () => (await jobs(b)).every((job) => job.lastRun !== null));
    const listed = await jobs(b);
    expect(listed.map((job) => [job.name, job.title, job.everyMinutes, job.schedule])).toEqual([
      ['scheduled-publications', 'Scheduled publications', 1, 'Every minute'],
      ['review-reminders', 'Review reminders', 60, 'Every hour'],
      // It looks every 10 minutes whether tonight's report is made (COMPLIANCE_NIGHTLY_HOUR, 2 by default).
      ['compliance', 'Compliance report', 10, 'Nightly from 02:00'],
      ['trash-purge', 'Trash purge', 60, 'Every hour'],
      ['form-retention', 'Privacy deletions', 60, 'Every hour'],
    ]);
    expect(listed.map((job) => job.name)).toEqual([...JOB_NAMES]);
    for (const job of listed) {
      expect(job.description.length).toBeGreaterThan(20);
      expect(job.lastRun).toMatchObject({ outcome: 'success', manual: false, by: null });
      expect(Date.now() - Date.parse(job.lastRun!.at)).toBeLessThan(5 * 60_000);
    }
    expect(await jobs(a)).toEqual(listed);
  });

  it('runs one at once, says what it did, audits it, and the other replica lists that run', async () => {
    const notice = (
      await a
        .http()
        .post('/api/admin/notices')
        .set(auth(admin))
        .send({ title: 'Old circular', body: 'Gone', category: 'Circular', publishDate: instituteDayOffset(-40) })
        .expect(201)
    ).body.data as { id: string };
    await a.http().delete(`/api/admin/notices/${notice.id}`).set(auth(admin)).expect(200);
    await a.dataSource
      .getRepository(ContentTrashEntity)
      .update({ itemId: notice.id }, { deletedAt: new Date(Date.now() - 31 * DAY_MS) });

    const done = await run('trash-purge');
    expect(done).toMatchObject({
      outcome: 'success',
      summary: 'Purged 1 item deleted more than 30 days ago',
      manual: true,
      by: adminName,
    });
    expect(await a.dataSource.getRepository(ContentTrashEntity).countBy({ itemId: notice.id })).toBe(0);
    expect((await jobs(b)).find((job) => job.name === 'trash-purge')!.lastRun).toEqual(done);
    const log = await a.dataSource.getRepository(ActivityLogEntity).findBy({ verb: 'Ran', entityId: 'trash-purge' });
    expect(log.map((entry) => entry.action)).toEqual(['Ran job: Trash purge']);

    // The other replica's timer finds nothing to do: the run that purged stays the one listed, and
    // only the time it was last checked moves.
    await b.app.get(TrashPurgeWorker).runScheduled();
    const after = (await jobs(a)).find((job) => job.name === 'trash-purge')!;
    expect(after.lastRun).toEqual(done);
    expect(Date.parse(after.checkedAt!)).toBeGreaterThanOrEqual(Date.parse(done.at));

    // Asked again: nothing is due any more, and a run asked for is always the one listed.
    expect(await run('trash-purge', b)).toMatchObject({ outcome: 'success', summary: 'Nothing to do', manual: true });
  });

  it('checks compliance at once when asked, whatever the hour', async () => {
    const done = await run('compliance');
    expect(done.summary).toMatch(/^Made the compliance report: \d+ problems? to fix$/);
    const report = (await a.http().get('/api/admin/compliance').set(auth(admin)).expect(200)).body.data as {
      checkedAt: string | null;
    };
    expect(report.checkedAt).not.toBeNull();

    // The Compliance screen's own 'Run now' (editors may) is the same job's run, listed as its last.
    const editor = (await signInWithRole(a, 'editor', 'compliance-editor@example.org')).token;
    const fromScreen = await a.http().post('/api/admin/compliance/run').set(auth(editor)).expect(200);
    const problems = complianceProblemCount(fromScreen.body.data as ComplianceData);
    expect((await jobs(b)).find((job) => job.name === 'compliance')!.lastRun).toMatchObject({
      outcome: 'success',
      summary: `Made the compliance report: ${countOf(problems, 'problem', 'problems')} to fix`,
      manual: true,
      by: 'A editor',
    });
  });

  it('refuses an unknown job and any body, by name', async () => {
    const unknown = await a.http().post('/api/admin/jobs/archive/run').set(auth(admin)).expect(404);
    expect(unknown.body.message).toBe('The requested item was not found.');
    const refused = await a
      .http()
      .post('/api/admin/jobs/trash-purge/run')
      .set(auth(admin))
      .send({ force: true })
      .expect(400);
    expect(refused.body).toMatchObject({ message: 'Unknown field: force', details: { force: 'Unknown field: force' } });
  });

  it('answers a failed run as failed, with its reason, and lists it so', async () => {
    // The trash's table gone, the purge cannot read it.
    await a.dataSource.query('DROP TABLE content_trash');
    const failed = await run('trash-purge');
    expect(failed).toMatchObject({ outcome: 'failure', manual: true, by: adminName });
    expect(failed.summary).toMatch(/content_trash/);
    expect((await jobs(b)).find((job) => job.name === 'trash-purge')!.lastRun).toEqual(failed);
  });
});
