/**
 * Drafts, review and scheduled publishing (issue 19 item 3) through the real app, for every content
 * type: a contributor's create is a draft visitors cannot see; submit puts it in review; an editor
 * publishes it (public list, item, home section, counts); a future publishAt keeps it hidden until
 * its time comes, with no write in between (the public cache expires on time); role refusals answer
 * 403 with the exact text; publishing fields are validated with their exact messages.
 */
import bcrypt from 'bcryptjs';
import { ACCOUNT_MESSAGES, type Role } from '@diet/contracts/accounts';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { adminRecordPath, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { PUBLISHING_MESSAGES, PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { AdminUserEntity } from '../src/auth/admin-user.entity';
import { instituteDayOffset } from '../src/common/institute-date';
import { badRequest, fields } from './utils/content-fixtures';
import {
  contentFileForms,
  requiredReferenceRecords,
  requiredReferences,
  sampleRecord,
  withReferencedRecords,
} from './utils/content-samples';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

jest.setTimeout(120_000);

const PASSWORD = 'Publishing-2026';
const FORBIDDEN = {
  success: false,
  statusCode: 403,
  error: ACCOUNT_MESSAGES.forbidden,
  message: ACCOUNT_MESSAGES.forbidden,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeApi('publishing API', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let contributor: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const notice = { title: 'Admission schedule', category: 'Admission', publishDate: instituteDayOffset(-1) };

  /** An active account of `role`, signed in. */
  async function signedIn(role: Role): Promise<string> {
    const email = `${role}@example.org`;
    const users = t.dataSource.getRepository(AdminUserEntity);
    await users.save(
      users.create({ email, name: `A ${role}`, role, passwordHash: await bcrypt.hash(PASSWORD, 4), disabled: false }),
    );
    return (await t.http().post('/api/admin/auth/login').send({ email, password: PASSWORD }).expect(200)).body.data
      .token as string;
  }

  const publicIds = async (path: string, query = '') =>
    ((await t.http().get(`/api/${path}${query}`).expect(200)).body.data as { id: string }[]).map((r) => r.id);
  const addNotice = async (token: string, body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/admin/notices')
        .set(as(token))
        .send({ ...notice, ...body })
        .expect(201)
    ).body.data as { id: string; publishState: string; publishAt: string | null };
  const act = (token: string, id: string, action: string, body?: object) =>
    t.http().post(`/api/admin/notices/${id}/${action}`).set(as(token)).send(body);

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await loginToken(t);
    editor = await signedIn('editor');
    contributor = await signedIn('contributor');
    await withReferencedRecords(
      [...forms.values()],
      async (path, body) => (await t.http().post(path).set(as(editor)).send(body).expect(201)).body.data.id as string,
    );
    // The JSON forms' references (a session's training); the file forms have theirs already.
    referenced = await requiredReferenceRecords(
      CONTENT_TYPES.filter((d) => !forms.has(`/api/admin/${d.path}`)),
      async (path, body) => (await t.http().post(path).set(as(editor)).send(body).expect(201)).body.data.id as string,
    );
  });
  afterAll(() => t?.close());

  it("a contributor's notice is a draft, then in review, then published by an editor: only then do visitors see it", async () => {
    const draft = await addNotice(contributor);
    expect(draft).toMatchObject({ publishState: 'draft', publishAt: null });
    expect(await publicIds('notices')).not.toContain(draft.id);
    await t.http().get(`/api/notices/${draft.id}`).expect(404);
    // The home page's 'Notices' section reads the latest few.
    expect(await publicIds('notices', '?pageSize=3')).not.toContain(draft.id);

    const submitted = await act(contributor, draft.id, 'submit').expect(200);
    expect(submitted.body).toMatchObject({ message: PUBLISHING_TOASTS.submitted, data: { publishState: 'in_review' } });
    expect(await publicIds('notices')).not.toContain(draft.id);
    const queue = await t.http().get('/api/admin/review').set(as(editor)).expect(200);
    expect(queue.body.data).toEqual([
      expect.objectContaining({
        type: 'notices',
        record: 'notices',
        screen: 'notices',
        id: draft.id,
        title: 'Admission schedule',
        typeLabel: 'Notice',
      }),
    ]);
    expect(queue.body.meta.total).toBe(1);
    expect(
      (await t.http().get('/api/admin/notices?publishState=in_review').set(as(editor)).expect(200)).body.data.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([draft.id]);

    const published = await act(editor, draft.id, 'publish').expect(200);
    expect(published.body).toMatchObject({
      message: PUBLISHING_TOASTS.published,
      data: { publishState: 'published', publishAt: null },
    });
    expect(await publicIds('notices')).toContain(draft.id);
    expect(await publicIds('notices', '?pageSize=3')).toContain(draft.id);
    expect((await t.http().get(`/api/notices/${draft.id}`).expect(200)).body.data.title).toBe('Admission schedule');
    expect((await t.http().get('/api/admin/review').set(as(editor)).expect(200)).body.data).toEqual([]);

    const actions = (await t.dataSource.getRepository(ActivityLogEntity).find({ where: { entityId: draft.id } }))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual([
      'Created notice: Admission schedule',
      'Published notice: Admission schedule',
      'Submitted notice: Admission schedule',
    ]);
  });

  it('refuses a contributor what needs publishing rights, with the exact text', async () => {
    const draft = await addNotice(contributor);
    expect((await act(contributor, draft.id, 'publish').expect(403)).body).toEqual(expect.objectContaining(FORBIDDEN));
    await act(contributor, draft.id, 'unpublish').expect(403);
    await act(contributor, draft.id, 'send-back').expect(403);
    await t.http().get('/api/admin/review').set(as(contributor)).expect(403);
    expect(
      (
        await t
          .http()
          .post('/api/admin/notices')
          .set(as(contributor))
          .send({ ...notice, publishState: 'published' })
          .expect(403)
      ).body,
    ).toEqual(expect.objectContaining(FORBIDDEN));
    await t
      .http()
      .put(`/api/admin/notices/${draft.id}`)
      .set(as(contributor))
      .send({ ...notice, publishState: 'published' })
      .expect(403);

    const live = await addNotice(editor);
    expect(live.publishState).toBe('published');
    expect(
      (
        await t
          .http()
          .put(`/api/admin/notices/${live.id}`)
          .set(as(contributor))
          .send({ ...notice, title: 'Changed' })
          .expect(403)
      ).body,
    ).toEqual(expect.objectContaining(FORBIDDEN));
    expect((await t.http().delete(`/api/admin/notices/${live.id}`).set(as(contributor)).expect(403)).body).toEqual(
      expect.objectContaining(FORBIDDEN),
    );
    expect((await t.http().get(`/api/notices/${live.id}`).expect(200)).body.data.title).toBe(notice.title);

    // What a contributor may do: edit a draft and an item in review (deleting is an editor's: contentDelete).
    await t
      .http()
      .put(`/api/admin/notices/${draft.id}`)
      .set(as(contributor))
      .send({ ...notice, title: 'Draft retitled' })
      .expect(200);
    await act(contributor, draft.id, 'submit').expect(200);
    const edited = await t
      .http()
      .put(`/api/admin/notices/${draft.id}`)
      .set(as(contributor))
      .send({ ...notice, title: 'Reviewed title' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ title: 'Reviewed title', publishState: 'in_review' });
    await t.http().delete(`/api/admin/notices/${draft.id}`).set(as(contributor)).expect(403);
  });

  it('an editor sends back, unpublishes; an administrator creates published at once as before', async () => {
    const draft = await addNotice(contributor, { publishState: 'in_review' });
    expect(draft.publishState).toBe('in_review');
    expect((await act(editor, draft.id, 'send-back', { reason: 'Add the venue.' }).expect(200)).body).toMatchObject({
      message: PUBLISHING_TOASTS.sentBack,
      data: { publishState: 'draft' },
    });
    expect((await act(editor, draft.id, 'send-back').expect(400)).body.message).toBe(PUBLISHING_MESSAGES.notInReview);
    await act(contributor, draft.id, 'submit').expect(200);
    expect((await act(contributor, draft.id, 'submit').expect(400)).body.message).toBe(PUBLISHING_MESSAGES.notDraft);

    const live = await addNotice(admin);
    expect(live).toMatchObject({ publishState: 'published', publishAt: null });
    expect(await publicIds('notices')).toContain(live.id);
    expect((await act(admin, live.id, 'unpublish').expect(200)).body).toMatchObject({
      message: PUBLISHING_TOASTS.unpublished,
      data: { publishState: 'draft' },
    });
    expect(await publicIds('notices')).not.toContain(live.id);
    // An editor's PUT that leaves the publishing fields out keeps them.
    await t
      .http()
      .put(`/api/admin/notices/${live.id}`)
      .set(as(editor))
      .send({ ...notice, title: 'Still a draft' })
      .expect(200);
    expect(
      (await t.http().get(`/api/admin/notices/${live.id}`).set(as(editor)).expect(200)).body.data.publishState,
    ).toBe('draft');
  });

  it.each([
    ['publishState', PUBLISHING_MESSAGES.stateInvalid, { publishState: 'live' }],
    ['publishState', PUBLISHING_MESSAGES.stateInvalid, { publishState: 3 }],
    ['publishAt', PUBLISHING_MESSAGES.timeInvalid, { publishAt: 'tomorrow' }],
    ['publishAt', PUBLISHING_MESSAGES.timeInvalid, { publishAt: '2026-13-01T10:00:00Z' }],
    ['publishAt', PUBLISHING_MESSAGES.timeInvalid, { publishAt: '2026-12-01' }],
  ] as [string, string, Record<string, unknown>][])('%s: %s', async (field, message, body) => {
    const res = await t
      .http()
      .post('/api/admin/notices')
      .set(as(editor))
      .send({ ...notice, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
  });

  it('refuses a bad publish time on the action and a bad filter on the list', async () => {
    const draft = await addNotice(contributor);
    expect((await act(editor, draft.id, 'publish', { publishAt: 'soon' }).expect(400)).body).toEqual(
      badRequest('publishAt', PUBLISHING_MESSAGES.timeInvalid),
    );
    expect((await t.http().get('/api/admin/notices?publishState=gone').set(as(editor)).expect(400)).body).toEqual(
      badRequest('publishState', PUBLISHING_MESSAGES.stateInvalid),
    );
    // Visitors have no such filter.
    await t.http().get('/api/notices?publishState=draft').expect(400);
  });

  it('a scheduled notice is hidden until its time, then public without any write (the cached list expires)', async () => {
    const draft = await addNotice(contributor, { title: 'Scheduled circular' });
    const at = new Date(Date.now() + 3000);
    const scheduled = await act(editor, draft.id, 'publish', { publishAt: at.toISOString() }).expect(200);
    expect(scheduled.body).toMatchObject({
      message: PUBLISHING_TOASTS.scheduled,
      data: { publishState: 'published', publishAt: at.toISOString() },
    });
    // Asked twice: the second answer comes from the public cache.
    expect(await publicIds('notices')).not.toContain(draft.id);
    expect(await publicIds('notices')).not.toContain(draft.id);
    await t.http().get(`/api/notices/${draft.id}`).expect(404);
    expect(
      (await t.http().get('/api/admin/notices?publishState=scheduled').set(as(editor)).expect(200)).body.data.map(
        (n: { id: string }) => n.id,
      ),
    ).toEqual([draft.id]);

    await sleep(at.getTime() - Date.now() + 250);
    expect(await publicIds('notices')).toContain(draft.id);
    await t.http().get(`/api/notices/${draft.id}`).expect(200);
    expect(
      (await t.http().get('/api/admin/notices?publishState=scheduled').set(as(editor)).expect(200)).body.data,
    ).toEqual([]);
  });

  it('a create may name its state and time: an editor schedules in one step', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const created = await addNotice(editor, { publishState: 'published', publishAt: at.toISOString() });
    expect(created).toMatchObject({ publishState: 'published', publishAt: at.toISOString() });
    expect(await publicIds('notices')).not.toContain(created.id);
    // A time without a zone is the institute's (UTC+05:30).
    const local = await t
      .http()
      .put(`/api/admin/notices/${created.id}`)
      .set(as(editor))
      .send({ ...notice, publishAt: '2030-01-01T10:00' })
      .expect(200);
    expect(local.body.data.publishAt).toBe('2030-01-01T04:30:00.000Z');
  });

  /** A valid JSON body; lists of texts (a trainee's certificates) are typed as comma-separated text. */
  let referenced = new Map<string, string>();
  const sampleBody = (definition: ContentTypeDefinition) => ({
    ...sampleRecord(definition),
    ...requiredReferences(definition, referenced),
    ...Object.fromEntries(
      Object.entries(definition.fields).flatMap(([name, f]) => (f.kind === 'textList' ? [[name, 'First aid']] : [])),
    ),
  });

  // Every content type: a contributor's create is a draft nobody outside the office sees, until published.
  const forms = new Map(
    contentFileForms(CONTENT_TYPES)
      .filter((f) => f.admin)
      .map((f) => [f.path, f]),
  );
  /** A value of each unique field that no record has yet (a tender's reference, a site page's slug); null when every choice is taken. */
  async function freeChoices(definition: ContentTypeDefinition): Promise<Record<string, string> | null> {
    const free: Record<string, string> = {};
    for (const [name, f] of Object.entries(definition.fields)) {
      if ((f.kind === 'text' || f.kind === 'longText') && f.unique) free[name] = `Unique ${Date.now()}`;
      if (f.kind !== 'choice' || !('unique' in f) || !f.unique) continue;
      const used = (
        (await t.http().get(`/api/admin/${definition.path}?pageSize=200`).set(as(editor)).expect(200)).body
          .data as Record<string, unknown>[]
      ).map((r) => r[name]);
      const value = f.values.find((v) => !used.includes(v));
      if (!value) return null;
      free[name] = value;
    }
    return free;
  }

  it.each(CONTENT_TYPES.map((d) => [d.name, d] as const))(
    '%s: a draft is not public; published, it is',
    async (_name, definition) => {
      const form = forms.get(`/api/admin/${definition.path}`);
      const records = adminRecordPath(definition);
      const free = await freeChoices(definition);
      if (!free) {
        // Every page exists already (the site pages): unpublishing one hides it, publishing shows it again.
        const [existing] = (await t.http().get(`/api/admin/${definition.path}`).set(as(editor)).expect(200)).body
          .data as { id: string }[];
        await t.http().post(`/api/admin/${records}/${existing.id}/unpublish`).set(as(editor)).expect(200);
        expect(await publicIds(definition.path)).not.toContain(existing.id);
        await t.http().post(`/api/admin/${records}/${existing.id}/publish`).set(as(editor)).expect(200);
        expect(await publicIds(definition.path)).toContain(existing.id);
        return;
      }
      // Records about people are an editor's to write (personalData): the editor makes the draft.
      const draft = definition.personalData ? { ...free, publishState: 'draft' } : free;
      let req = t
        .http()
        .post(`/api/admin/${records}`)
        .set(as(definition.personalData ? editor : contributor));
      req = form
        ? fields(req, { ...form.valid, ...draft }).attach(form.field, form.good[0], form.good[1])
        : req.send({ ...sampleBody(definition), ...draft });
      const res = await req;
      expect(res.status).toBe(201);
      const { id, publishState } = res.body.data as { id: string; publishState: string };
      expect(publishState).toBe('draft');
      const access = definition.public;
      if (access && access.list) expect(await publicIds(definition.path)).not.toContain(id);
      if (access && access.get) await t.http().get(`/api/${definition.path}/${id}`).expect(404);

      await t.http().post(`/api/admin/${records}/${id}/publish`).set(as(editor)).expect(200);
      if (access && access.list) expect(await publicIds(definition.path)).toContain(id);
      if (access && access.get) await t.http().get(`/api/${definition.path}/${id}`).expect(200);
    },
  );

  it("the Diksha Lab's public figures count published courses only", async () => {
    const before = (await t.http().get('/api/diksha-lab/summary').expect(200)).body.data.activeCourses as number;
    const course = sampleRecord(CONTENT_TYPES.find((d) => d.name === 'course')!);
    await t.http().post('/api/admin/diksha-lab/course').set(as(contributor)).send(course).expect(201);
    expect((await t.http().get('/api/diksha-lab/summary').expect(200)).body.data.activeCourses).toBe(before);
    await t.http().post('/api/admin/diksha-lab/course').set(as(editor)).send(course).expect(201);
    expect((await t.http().get('/api/diksha-lab/summary').expect(200)).body.data.activeCourses).toBe(before + 1);
  });

  it('a visitor proposal stays governed by its approval, which only publishers may give', async () => {
    const research = CONTENT_TYPES.find((d) => d.path === 'research')!;
    const form = contentFileForms([research]).find((f) => !f.admin)!;
    await fields(t.http().post(form.path), form.valid).attach(form.field, form.good[0], form.good[1]).expect(201);
    const [proposal] = (await t.http().get('/api/admin/research?isAdminPublished=false').set(as(editor)).expect(200))
      .body.data as { id: string; publishState: string }[];
    expect(proposal.publishState).toBe('published');
    expect(await publicIds('research')).not.toContain(proposal.id);
    await t
      .http()
      .put(`/api/admin/research/${proposal.id}`)
      .set(as(contributor))
      .send({ isApproved: true })
      .expect(403);
    await t.http().put(`/api/admin/research/${proposal.id}`).set(as(editor)).send({ isApproved: true }).expect(200);
    expect(await publicIds('research')).toContain(proposal.id);
  });
});
