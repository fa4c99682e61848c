/**
 * Admissions over HTTP (ARCHITECTURE.md 12.3 and 12.7): programmes and their admission phases from
 * the content-type machinery, with the exact messages of their definition; a contributor's programme
 * stays a draft until an editor publishes it; visitors read the published ones with their phases in
 * date order, in their language, and the 'Admissions' downloads beside them.
 */
import { PROGRAMME_MESSAGES } from '@diet/contracts/content-types/programmes';
import { PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { instituteDayOffset } from '../src/common/institute-date';
import { PDF } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { signInWithRole } from './utils/role-accounts';

jest.setTimeout(120_000);

const DELED = {
  name: 'D.El.Ed',
  level: 'D.El.Ed',
  duration: '2 years',
  intake: 50,
  fees: '₹ 9,500 a year',
  eligibility: '10+2 with 50% marks\nPunjabi passed at matriculation',
  status: 'Open',
  translations: { pa: { name: 'ਡੀ.ਐਲ.ਐਡ.', duration: '2 ਸਾਲ' }, hi: { name: 'डी.एल.एड.' } },
};

describeApi('admissions', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (path: string, body: object, auth = admin) => t.http().post(`/api/admin/${path}`).set(auth).send(body);

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    admin = as(await loginToken(t));
  });
  afterAll(() => t?.close());

  it('keeps a programme from its definition, refusing missing and out-of-range values with exact messages', async () => {
    const res = await post('admissions', DELED).expect(201);
    expect(res.body).toMatchObject({
      message: 'Programme added successfully!',
      data: { name: 'D.El.Ed', level: 'D.El.Ed', intake: 50, status: 'Open', eligibility: DELED.eligibility },
    });

    const empty = await post('admissions', {}).expect(400);
    expect(empty.body.details).toEqual(
      withRequestId({
        name: 'Name is required',
        duration: 'Duration is required',
        intake: 'Intake is required',
        eligibility: 'Eligibility is required',
        status: 'Status is required',
      }),
    );
    const wrong = await post('admissions', { ...DELED, intake: 0, status: 'Maybe' }).expect(400);
    expect(wrong.body.details).toEqual(
      withRequestId({ intake: PROGRAMME_MESSAGES.intakeRange, status: 'Status is not an allowed value' }),
    );
    expect(PROGRAMME_MESSAGES.intakeRange).toBe('Intake must be between 1 and 1000');
    await post('admissions', { ...DELED, intake: 1001 }).expect(400);
  });

  it("refuses a phase that ends before it starts, or names no programme, with the definition's messages", async () => {
    const programme = (await post('admissions', DELED).expect(201)).body.data.id as string;
    const backwards = await post('admission-phases', {
      programme,
      name: 'Online application',
      from: '2026-06-10',
      to: '2026-06-09',
    }).expect(400);
    expect(backwards.body.details).toEqual(withRequestId({ to: 'End date must be on or after the start date' }));

    const empty = await post('admission-phases', {}).expect(400);
    expect(empty.body.details).toEqual(
      withRequestId({
        programme: 'Programme is required',
        name: 'Name is required',
        from: 'Start date is required',
        to: 'End date is required',
      }),
    );
    const nowhere = await post('admission-phases', {
      programme: '00000000-0000-4000-8000-000000000000',
      name: 'Counselling',
      from: '2026-06-10',
      to: '2026-06-30',
    }).expect(400);
    expect(nowhere.body.details).toEqual(withRequestId({ programme: 'Programme is not valid' }));

    // A one-day phase (the merit list's day) ends on its start.
    const oneDay = await post('admission-phases', {
      programme,
      name: 'Merit list',
      from: '2026-06-20',
      to: '2026-06-20',
    }).expect(201);
    expect(oneDay.body).toMatchObject({ message: 'Admission Phase added successfully!', data: { programme } });
  });

  it('shows visitors a published programme with its phases in date order, in their language; a draft only once published', async () => {
    const editor = as((await signInWithRole(t, 'editor')).token);
    const contributor = as((await signInWithRole(t, 'contributor')).token);
    const draft = (await post('admissions', { ...DELED, name: 'ETT', status: 'Upcoming' }, contributor).expect(201))
      .body.data;
    expect(draft.publishState).toBe('draft');
    const phases = [
      { name: 'Counselling', from: instituteDayOffset(20), to: instituteDayOffset(24) },
      { name: 'Online application', from: instituteDayOffset(-5), to: instituteDayOffset(5) },
    ];
    for (const phase of phases)
      await post(
        'admission-phases',
        { programme: draft.id, ...phase, translations: { pa: { name: `ਪੜਾਅ ${phase.name}` } } },
        editor,
      ).expect(201);

    const publicIds = async (query = '') =>
      ((await t.http().get(`/api/admissions${query}`).expect(200)).body.data as { id: string }[]).map((r) => r.id);
    expect(await publicIds()).not.toContain(draft.id);
    await t.http().get(`/api/admissions/${draft.id}`).expect(404);

    await t.http().post(`/api/admin/admissions/${draft.id}/submit`).set(contributor).send().expect(200);
    const published = await t.http().post(`/api/admin/admissions/${draft.id}/publish`).set(editor).send().expect(200);
    expect(published.body).toMatchObject({ message: PUBLISHING_TOASTS.published, data: { publishState: 'published' } });

    expect(await publicIds()).toContain(draft.id);
    expect(await publicIds('?status=Upcoming')).toEqual([draft.id]);
    const pa = (await t.http().get(`/api/admissions/${draft.id}?lang=pa`).expect(200)).body.data;
    expect(pa).toMatchObject({ name: 'ਡੀ.ਐਲ.ਐਡ.', duration: '2 ਸਾਲ', intake: 50, status: 'Upcoming' });
    expect(pa.phases.map((p: { name: string; from: string; to: string }) => [p.name, p.from, p.to])).toEqual([
      ['ਪੜਾਅ Online application', instituteDayOffset(-5), instituteDayOffset(5)],
      ['ਪੜਾਅ Counselling', instituteDayOffset(20), instituteDayOffset(24)],
    ]);
    const bad = await t.http().get('/api/admissions?status=Maybe').expect(400);
    expect(bad.body.details).toEqual(withRequestId({ status: 'Status is not an allowed value' }));
  });

  it("lists the 'Admissions' downloads apart from the others, each with its format and size", async () => {
    const upload = (title: string, category: string) =>
      t
        .http()
        .post('/api/admin/downloads')
        .set(admin)
        .field('title', title)
        .field('category', category)
        .field('language', 'en')
        .attach('file', PDF, `${title}.pdf`)
        .expect(201);
    await upload('Merit list D.El.Ed', 'Admissions');
    await upload('Leave form', 'Forms');
    const listed = (await t.http().get('/api/downloads?category=Admissions').expect(200)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ title: 'Merit list D.El.Ed', fileFormat: 'PDF', fileSize: PDF.length }),
    ]);
  });
});
