/**
 * Issue 19 item 3, the preview of a draft as the public page would show it, through the real app:
 * GET /api/admin/<records>/<id>/preview answers the visitors' list with the item in its place, and
 * .../preview/item the item as the public item route would; every role that reads content may ask,
 * nobody else (401), the answers are never stored (no-store, and the public cache keeps showing
 * visitors what they saw), for every content type with a public page, through the definitions.
 */
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import {
  adminRecordPath,
  previewHref,
  previewListPath,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { ACCESS } from '@diet/contracts/messages';
import { instituteDayOffset } from '../src/common/institute-date';
import { fields } from './utils/content-fixtures';
import { contentFileForms, sampleRecord, withReferencedRecords } from './utils/content-samples';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { registeredRoutes } from './utils/registered-routes';
import { signInWithRole } from './utils/role-accounts';

jest.setTimeout(120_000);

describeApi('preview of a draft', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let contributor: { id: string; token: string };
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const ids = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);
  const addNotice = async (token: string, title: string, daysAgo: number) =>
    (
      await t
        .http()
        .post('/api/admin/notices')
        .set(as(token))
        .send({ title, category: 'Admission', publishDate: instituteDayOffset(-daysAgo) })
        .expect(201)
    ).body.data as {
      id: string;
      publishState: string;
    };

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    admin = await loginToken(t);
    editor = (await signInWithRole(t, 'editor')).token;
    contributor = await signInWithRole(t, 'contributor');
  });
  afterAll(() => t?.close());

  it("shows every role the contributor's draft in its place among the published notices; visitors never see it", async () => {
    const newer = await addNotice(editor, 'Newer published notice', 1);
    const older = await addNotice(editor, 'Older published notice', 5);
    const draft = await addNotice(contributor.token, 'Draft timetable', 3);
    expect(draft.publishState).toBe('draft');
    // Visitors' answer first, so the public cache holds it before any preview.
    expect(ids((await t.http().get('/api/notices').expect(200)).body)).toEqual([newer.id, older.id]);

    for (const token of [admin, editor, contributor.token]) {
      const list = await t.http().get(`/api/admin/notices/${draft.id}/preview`).set(as(token)).expect(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(ids(list.body)).toEqual([newer.id, draft.id, older.id]);
      expect(list.body.meta).toEqual({ total: 3, page: 1, pageSize: 50 });
      const item = await t.http().get(`/api/admin/notices/${draft.id}/preview/item`).set(as(token)).expect(200);
      expect(item.headers['cache-control']).toBe('no-store');
      expect(item.body.data).toMatchObject({ id: draft.id, title: 'Draft timetable', publishState: 'draft' });
    }

    // The visitors' query, parameters and all: a search the draft does not match leaves it out.
    expect(
      ids((await t.http().get(`/api/admin/notices/${draft.id}/preview?q=timetable`).set(as(editor)).expect(200)).body),
    ).toEqual([draft.id]);
    expect(
      ids((await t.http().get(`/api/admin/notices/${draft.id}/preview?q=published`).set(as(editor)).expect(200)).body),
    ).toEqual([newer.id, older.id]);
    // Only the previewed item joins: another draft stays out.
    const other = await addNotice(contributor.token, 'Another draft', 2);
    expect(
      ids((await t.http().get(`/api/admin/notices/${draft.id}/preview`).set(as(editor)).expect(200)).body),
    ).not.toContain(other.id);

    // Visitors, with or without a staff token on the public routes, still get the published ones only.
    expect(ids((await t.http().get('/api/notices').expect(200)).body)).toEqual([newer.id, older.id]);
    expect(ids((await t.http().get('/api/notices').set(as(editor)).expect(200)).body)).toEqual([newer.id, older.id]);
    await t.http().get(`/api/notices/${draft.id}`).expect(404);
  });

  it('refuses anyone not signed in, a bad token and a disabled account with 401', async () => {
    const draft = await addNotice(contributor.token, 'Draft for strangers', 1);
    for (const path of [`/api/admin/notices/${draft.id}/preview`, `/api/admin/notices/${draft.id}/preview/item`]) {
      const anonymous = await t.http().get(path).expect(401);
      expect(anonymous.body).toMatchObject({ success: false, statusCode: 401, error: ACCESS.mustBeLoggedIn });
      expect(JSON.stringify(anonymous.body)).not.toContain('Draft for strangers');
      await t.http().get(path).set(as('not-a-token')).expect(401);
    }
    const leaver = await signInWithRole(t, 'editor', 'leaver@example.org');
    await t.http().get(`/api/admin/notices/${draft.id}/preview/item`).set(as(leaver.token)).expect(200);
    await t.http().patch(`/api/admin/users/${leaver.id}`).set(as(admin)).send({ disabled: true }).expect(200);
    await t.http().get(`/api/admin/notices/${draft.id}/preview/item`).set(as(leaver.token)).expect(401);
  });

  it("answers 404 for an unknown item and the public list's 400 for a bad parameter", async () => {
    await t.http().get('/api/admin/notices/00000000-0000-4000-8000-000000000000/preview').set(as(editor)).expect(404);
    await t
      .http()
      .get('/api/admin/notices/00000000-0000-4000-8000-000000000000/preview/item')
      .set(as(editor))
      .expect(404);
    const draft = await addNotice(contributor.token, 'Draft with a bad page', 1);
    const publicAnswer = await t.http().get('/api/notices?pageSize=0').expect(400);
    const preview = await t.http().get(`/api/admin/notices/${draft.id}/preview?pageSize=0`).set(as(editor)).expect(400);
    expect(preview.body.error).toBe(publicAnswer.body.error);
    expect(preview.body.details).toMatchObject({ pageSize: publicAnswer.body.details.pageSize });
  });

  // Every content type a public page shows, through its definition; the others have no preview.
  const forms = new Map(
    contentFileForms(CONTENT_TYPES)
      .filter((f) => f.admin)
      .map((f) => [f.path, f]),
  );
  const previewable = CONTENT_TYPES.filter((d) => previewHref(d, 'x'));
  const withPage = previewable.filter((d) => !d.shownOn);
  const embedded = previewable.filter((d) => previewListPath(d) !== d.path);
  const sampleBody = (definition: ContentTypeDefinition) => ({
    ...sampleRecord(definition),
    ...Object.fromEntries(
      Object.entries(definition.fields).flatMap(([name, f]) => (f.kind === 'textList' ? [[name, 'First aid']] : [])),
    ),
  });

  it('has a preview route for every type a public page shows and none for the others', () => {
    expect(withPage.map((d) => d.path).sort()).toEqual([
      'admissions',
      'diksha-lab',
      'downloads',
      'events',
      'gallery',
      'library',
      'notices',
      'research',
      'results',
      'rti',
      'site-pages',
      'staff',
      'study-material',
      'tenders',
      'trainings',
    ]);
    // Shown on another type's page: the officers on /rti, a tender's corrigenda and documents on /tenders; trainee records on none.
    expect(previewable.filter((d) => d.shownOn).map((d) => [d.path, d.shownOn])).toEqual([
      ['tender-documents', '/tenders'],
      ['tender-corrigenda', '/tenders'],
      ['rti-officers', '/rti'],
    ]);
    const routes = (suffix: string) =>
      registeredRoutes(t.app)
        .filter((r) => r.method === 'GET' && r.path.endsWith(suffix))
        .map((r) => r.path)
        .sort();
    expect(routes('/:id/preview')).toEqual(
      previewable.map((d) => `/api/admin/${adminRecordPath(d)}/:id/preview`).sort(),
    );
    // Items embedded in their owner's answers have no item of their own to preview.
    expect(routes('/:id/preview/item')).toEqual(
      previewable
        .filter((d) => !embedded.includes(d))
        .map((d) => `/api/admin/${adminRecordPath(d)}/:id/preview/item`)
        .sort(),
    );
  });

  it("shows a draft RTI officer in the officers' list the /rti page reads; visitors never see it", async () => {
    const officers = CONTENT_TYPES.find((d) => d.name === 'rtiOfficer')!;
    const published = (
      await t
        .http()
        .post('/api/admin/rti-officers')
        .set(as(editor))
        .send({ ...sampleBody(officers), name: 'Published officer' })
        .expect(201)
    ).body.data;
    const draft = (
      await t
        .http()
        .post('/api/admin/rti-officers')
        .set(as(contributor.token))
        .send({ ...sampleBody(officers), name: 'Draft officer' })
        .expect(201)
    ).body.data;
    expect(draft.publishState).toBe('draft');
    const visible = (await t.http().get('/api/rti-officers?pageSize=200').expect(200)).body;
    expect(ids(visible)).toContain(published.id);
    expect(ids(visible)).not.toContain(draft.id);
    const preview = await t
      .http()
      .get(`/api/admin/rti-officers/${draft.id}/preview?pageSize=200`)
      .set(as(contributor.token))
      .expect(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(ids(preview.body).sort()).toEqual([...ids(visible), draft.id].sort());
    expect(ids((await t.http().get('/api/rti-officers?pageSize=200').expect(200)).body)).not.toContain(draft.id);
  });

  it.each(embedded.map((d) => [d.path, d] as const))(
    "%s: a draft on a published tender is embedded in the preview of the tenders' list, and in no public answer",
    async (_path, definition) => {
      const records = adminRecordPath(definition);
      const owner = previewListPath(definition)!;
      const form = forms.get(`/api/admin/${definition.path}`)!;
      const [reference] = Object.keys(form.references);
      // A published tender of its own (reference numbers are unique).
      const tender = {
        ...sampleRecord(CONTENT_TYPES.find((d) => d.path === owner)!),
        referenceNumber: `PREVIEW/${definition.path}`,
      };
      const tenderId = (await t.http().post(`/api/admin/${owner}`).set(as(editor)).send(tender).expect(201)).body.data
        .id as string;
      const body = { ...form.valid, [reference]: tenderId };
      const add = (token: string) =>
        fields(t.http().post(`/api/admin/${records}`).set(as(token)), body)
          .attach(form.field, form.good[0], form.good[1])
          .expect(201);
      const published = (await add(editor)).body.data;
      const draft = (await add(contributor.token)).body.data;
      expect(draft.publishState).toBe('draft');
      const embedAs = (definition.fields[reference] as { embedAs: string }).embedAs;
      type Owner = { id: string } & Record<string, { id: string }[]>;
      const embeddedIn = (body: { data: Owner[] }) =>
        body.data.find((r) => r.id === tenderId)?.[embedAs].map((r) => r.id);

      const visible = (await t.http().get(`/api/${owner}?pageSize=200`).expect(200)).body;
      expect(embeddedIn(visible)).toEqual([published.id]);
      const preview = await t
        .http()
        .get(`/api/admin/${records}/${draft.id}/preview?pageSize=200`)
        .set(as(contributor.token))
        .expect(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(ids(preview.body)).toEqual(ids(visible));
      expect(preview.body.meta).toEqual(visible.meta);
      expect(embeddedIn(preview.body)?.sort()).toEqual([published.id, draft.id].sort());
      // The visitors' parameters apply: a search that leaves the tender out leaves its draft out too.
      expect(
        (
          await t
            .http()
            .get(`/api/admin/${records}/${draft.id}/preview?q=no-such-tender-anywhere`)
            .set(as(editor))
            .expect(200)
        ).body.data,
      ).toEqual([]);
      await t.http().get(`/api/admin/${records}/${draft.id}/preview`).expect(401);
      await t
        .http()
        .get(`/api/admin/${records}/00000000-0000-4000-8000-000000000000/preview`)
        .set(as(editor))
        .expect(404);
      expect(embeddedIn((await t.http().get(`/api/${owner}?pageSize=200`).expect(200)).body)).toEqual([published.id]);
      const item = (await t.http().get(`/api/${owner}/${tenderId}`).expect(200)).body.data as Owner;
      expect(embeddedIn({ data: [item] })).toEqual([published.id]);
    },
  );

  it.each(embedded.map((d) => [d.path, d] as const))(
    '%s: a draft on a tender that is itself a draft shows with its tender in the preview; visitors see neither',
    async (_path, definition) => {
      const records = adminRecordPath(definition);
      const owner = previewListPath(definition)!;
      const form = forms.get(`/api/admin/${definition.path}`)!;
      const [reference] = Object.keys(form.references);
      const tender = {
        ...sampleRecord(CONTENT_TYPES.find((d) => d.path === owner)!),
        referenceNumber: `DRAFT/${definition.path}`,
      };
      const draftTender = (
        await t.http().post(`/api/admin/${owner}`).set(as(contributor.token)).send(tender).expect(201)
      ).body.data as { id: string; publishState: string };
      expect(draftTender.publishState).toBe('draft');
      const draft = (
        await fields(t.http().post(`/api/admin/${records}`).set(as(contributor.token)), {
          ...form.valid,
          [reference]: draftTender.id,
        })
          .attach(form.field, form.good[0], form.good[1])
          .expect(201)
      ).body.data;
      const embedAs = (definition.fields[reference] as { embedAs: string }).embedAs;
      type Owner = { id: string } & Record<string, { id: string }[]>;

      const preview = (
        await t.http().get(`/api/admin/${records}/${draft.id}/preview?pageSize=200`).set(as(editor)).expect(200)
      ).body as { data: Owner[] };
      expect(preview.data.find((r) => r.id === draftTender.id)?.[embedAs].map((r) => r.id)).toEqual([draft.id]);
      expect(ids((await t.http().get(`/api/${owner}?pageSize=200`).expect(200)).body)).not.toContain(draftTender.id);
    },
  );

  it.each(withPage.map((d) => [d.path, d] as const))(
    '%s: an item that is not public is in the preview of its list and item, and nowhere public',
    async (_path, definition) => {
      const records = adminRecordPath(definition);
      let id: string;
      if (definition.admin.fixedRecords) {
        // Every site page exists: one taken back to a draft is the item to preview.
        [{ id }] = (await t.http().get(`/api/admin/${definition.path}`).set(as(editor)).expect(200)).body.data as {
          id: string;
        }[];
        await t.http().post(`/api/admin/${records}/${id}/unpublish`).set(as(editor)).expect(200);
      } else {
        const form = forms.get(`/api/admin/${definition.path}`);
        if (form)
          await withReferencedRecords(
            [form],
            async (path, body) =>
              (await t.http().post(path).set(as(editor)).send(body).expect(201)).body.data.id as string,
          );
        let req = t.http().post(`/api/admin/${records}`).set(as(contributor.token));
        req = form
          ? fields(req, form.valid).attach(form.field, form.good[0], form.good[1])
          : req.send(sampleBody(definition));
        const res = await req.expect(201);
        expect(res.body.data.publishState).toBe('draft');
        id = res.body.data.id as string;
      }
      const visible = (await t.http().get(`/api/${definition.path}?pageSize=200`).expect(200)).body;
      expect(ids(visible)).not.toContain(id);
      const preview = (
        await t.http().get(`/api/admin/${records}/${id}/preview?pageSize=200`).set(as(contributor.token)).expect(200)
      ).body;
      expect(ids(preview)).toEqual(expect.arrayContaining([...ids(visible), id]));
      expect(preview.meta.total).toBe(visible.meta.total + 1);
      const item = (
        await t.http().get(`/api/admin/${records}/${id}/preview/item`).set(as(contributor.token)).expect(200)
      ).body.data;
      expect(item).toMatchObject({ id, publishState: 'draft' });
      // What visitors may not read stays out of the preview too: it answers the public shape.
      for (const [name, field] of Object.entries(definition.fields))
        if (field.adminOnly) expect(item).not.toHaveProperty(name);
      expect(ids((await t.http().get(`/api/${definition.path}?pageSize=200`).expect(200)).body)).not.toContain(id);
    },
  );
});
