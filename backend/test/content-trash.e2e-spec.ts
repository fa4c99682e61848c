/**
 * The trash of every content type (ARCHITECTURE.md 11.3): DELETE moves an item there (gone from the
 * lists, files kept but answering 404 at their URLs, a second DELETE 404), the office restores it
 * with its files at the same URLs or an administrator purges it with every file its versions named,
 * an owner (a tender) comes back with what was deleted with it, a trashed unique value does not
 * block a new item and restoring onto it is a 409, and the 30-day purge on two replicas purges
 * each item once.
 */
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import {
  adminRecordPath,
  contentTexts,
  fileFields,
  formFields,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { VALIDATION } from '@diet/contracts/messages';
import { ActivityLogEntity } from '../src/activity/activity-log.entity';
import { ContentRevisionEntity, ContentTrashEntity } from '../src/content/content-governance.entities';
import { ContentTrashService } from '../src/content/content-trash';
import { fields, fileOnDisk, JPEG, PDF } from './utils/content-fixtures';
import { sampleRecord } from './utils/content-samples';
import { signInWithRole } from './utils/role-accounts';
import {
  createTestApp,
  createTestReplicas,
  describeApi,
  loginToken,
  usingMysql,
  type TestApp,
} from './utils/create-test-app';

jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

let samples = 0;

/** Adds a record of any type through its admin route, with a file when the type takes one. */
async function addSample(
  t: TestApp,
  token: string,
  definition: ContentTypeDefinition,
  values: Record<string, string | number | boolean> = {},
): Promise<{ record: Record<string, unknown> & { id: string }; fileField: string | undefined }> {
  const [file] = fileFields(definition);
  const req = t
    .http()
    .post(`/api/admin/${adminRecordPath(definition)}`)
    .set({ Authorization: `Bearer ${token}` });
  const body: Record<string, string | number | boolean> = { ...sampleRecord(definition), ...values };
  // A reference (a corrigendum's tender) names a record that exists: one is added first; unique texts differ each time.
  for (const [name, field] of formFields(definition)) {
    if (field.kind === 'text' && field.unique && !(name in values))
      body[name] = `${String(body[name]).slice(0, 20)}-${(samples += 1)}`;
    if (field.kind === 'reference' && !(name in values))
      body[name] = (
        await addSample(
          t,
          token,
          CONTENT_TYPES.find((d) => d.path === field.to)!,
        )
      ).record.id;
  }
  const [buffer, name] = file?.[1].kinds.includes('pdf') ? [PDF, 'sample.pdf'] : [JPEG, 'sample.jpg'];
  const res = file ? await fields(req, body).attach(file[0], buffer, name) : await req.send(body);
  if (res.status !== 201) throw new Error(`${definition.name} not added: ${res.status} ${res.body.message}`);
  return { record: res.body.data as Record<string, unknown> & { id: string }, fileField: file?.[0] };
}

describeApi('content trash', () => {
  let t: TestApp;
  let token: string;
  const auth = (as = token) => ({ Authorization: `Bearer ${as}` });
  const adminIds = async (definition: ContentTypeDefinition) =>
    (
      (await t.http().get(`/api/admin/${definition.path}?pageSize=200`).set(auth()).expect(200)).body.data as {
        id: string;
      }[]
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  it.each(CONTENT_TYPES.map((d) => [d.name, d] as const))(
    '%s: delete moves it to the trash with its file; restore brings both back',
    async (_, definition) => {
      const records = `/api/admin/${adminRecordPath(definition)}`;
      // A type whose records are unique by a choice (the site pages) has them all already: one is taken.
      const existing =
        definition.name === 'site-page'
          ? (await t.http().get(`/api/admin/${definition.path}`).set(auth()).expect(200)).body.data[0]
          : null;
      const { record, fileField } = existing
        ? { record: existing as Record<string, unknown> & { id: string }, fileField: fileFields(definition)[0]?.[0] }
        : await addSample(t, token, definition);

      const deleted = await t.http().delete(`${records}/${record.id}`).set(auth()).expect(200);
      expect(deleted.body.message).toBe(contentTexts(definition).deleted);
      await t.http().delete(`${records}/${record.id}`).set(auth()).expect(404);
      await t.http().get(`${records}/${record.id}`).set(auth()).expect(404);
      expect(await adminIds(definition)).not.toContain(record.id);
      if (definition.public && definition.public.list) {
        const shown = (await t.http().get(`/api/${definition.path}?pageSize=200`).expect(200)).body.data as {
          id: string;
        }[];
        expect(shown.map((r) => r.id)).not.toContain(record.id);
      }
      // Kept on disk for a restore, but its public URL (and any sized copy) answers 404 meanwhile.
      const fileUrl = fileField ? (record[fileField] as string) : null;
      if (fileUrl) {
        expect(fileOnDisk(t, fileUrl)).toBe(true);
        await t.http().get(fileUrl).expect(404);
        if (/\.(jpg|png)$/.test(fileUrl)) await t.http().get(`${fileUrl}?w=160`).expect(404);
      }

      const trash = await t.http().get(`/api/admin/trash?type=${definition.name}`).set(auth()).expect(200);
      expect(trash.body.data).toEqual([
        expect.objectContaining({
          type: definition.name,
          typeLabel: definition.label.one,
          id: record.id,
          deletedBy: 'Administrator',
        }),
      ]);

      const restored = await t
        .http()
        .post(`/api/admin/trash/${definition.name}/${record.id}/restore`)
        .set(auth())
        .expect(200);
      expect(restored.body.message).toBe(`${definition.label.one} restored successfully!`);
      const back = (await t.http().get(`${records}/${record.id}`).set(auth()).expect(200)).body.data;
      expect(back).toEqual(record);
      expect(await adminIds(definition)).toContain(record.id);
      if (fileUrl) {
        await t.http().get(fileUrl).expect(200);
        if (/\.(jpg|png)$/.test(fileUrl)) await t.http().get(`${fileUrl}?w=160`).expect(200);
      }
      expect(
        (await t.http().get(`/api/admin/trash?type=${definition.name}`).set(auth()).expect(200)).body.data,
      ).toEqual([]);
      await t.http().post(`/api/admin/trash/${definition.name}/${record.id}/restore`).set(auth()).expect(404);
    },
  );

  it('purges with every file its versions named, logged; a second purge is a 404', async () => {
    const notices = CONTENT_TYPES.find((d) => d.name === 'notice')!;
    const { record } = await addSample(t, token, notices, { title: 'To be purged' });
    const replaced = await fields(t.http().put(`/api/admin/notices/${record.id}`).set(auth()), {
      ...sampleRecord(notices),
      title: 'To be purged',
    })
      .attach('file', PDF, 'second.pdf')
      .expect(200);
    const [first, second] = [record.file as string, replaced.body.data.file as string];
    // The replaced file stays while a revision names it.
    expect([fileOnDisk(t, first), fileOnDisk(t, second)]).toEqual([true, true]);

    await t.http().delete(`/api/admin/notices/${record.id}`).set(auth()).expect(200);
    const purged = await t.http().delete(`/api/admin/trash/notice/${record.id}`).set(auth()).expect(200);
    expect(purged.body.message).toBe('Notice deleted permanently!');
    expect([fileOnDisk(t, first), fileOnDisk(t, second)]).toEqual([false, false]);
    await t.http().delete(`/api/admin/trash/notice/${record.id}`).set(auth()).expect(404);
    await t.http().post(`/api/admin/trash/notice/${record.id}/restore`).set(auth()).expect(404);
    expect(await t.dataSource.getRepository(ContentRevisionEntity).countBy({ itemId: record.id })).toBe(0);
    const actions = (await t.dataSource.getRepository(ActivityLogEntity).findBy({ entityId: record.id })).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['Deleted notice: To be purged', 'Purged notice: To be purged']));
  });

  it('answers 404 for a trashed PDF and image, their older versions and sized copies, until restored; purged, they stay gone', async () => {
    const notices = CONTENT_TYPES.find((d) => d.name === 'notice')!;
    const gallery = CONTENT_TYPES.find((d) => d.name === 'gallery')!;
    const { record: notice } = await addSample(t, token, notices, { title: 'Withheld notice' });
    const replaced = await fields(t.http().put(`/api/admin/notices/${notice.id}`).set(auth()), {
      ...sampleRecord(notices),
      title: 'Withheld notice',
    })
      .attach('file', PDF, 'second.pdf')
      .expect(200);
    const { record: photo } = await addSample(t, token, gallery, { title: 'Withheld photo' });
    const pdfs = [notice.file as string, replaced.body.data.file as string];
    const image = photo.image as string;
    const webp = { Accept: 'image/avif,image/webp,*/*' };
    // Every form a visitor could ask for: the file, its download, its sized copies (one made before the delete).
    const urls = [...pdfs, `${pdfs[1]}?download=1`, image, `${image}?download=1`, `${image}?w=160`, `${image}?w=320`];
    const statuses = async () => Promise.all(urls.map(async (url) => (await t.http().get(url).set(webp)).status));
    expect(await statuses()).toEqual(urls.map(() => 200));

    await t.http().delete(`/api/admin/notices/${notice.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/gallery/${photo.id}`).set(auth()).expect(200);
    expect(await statuses()).toEqual(urls.map(() => 404));
    const refused = await t.http().get(image);
    expect(refused.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    expect([...pdfs, image].map((url) => fileOnDisk(t, url))).toEqual([true, true, true]);

    await t.http().post(`/api/admin/trash/notice/${notice.id}/restore`).set(auth()).expect(200);
    await t.http().post(`/api/admin/trash/gallery/${photo.id}/restore`).set(auth()).expect(200);
    expect(await statuses()).toEqual(urls.map(() => 200));
    expect((await t.http().get(pdfs[1]).expect(200)).body).toEqual(PDF);
    expect((await t.http().get(`${image}?w=160`).set(webp).expect(200)).headers['content-type']).toBe('image/webp');

    await t.http().delete(`/api/admin/notices/${notice.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/gallery/${photo.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/trash/notice/${notice.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/trash/gallery/${photo.id}`).set(auth()).expect(200);
    expect(await statuses()).toEqual(urls.map(() => 404));
    expect([...pdfs, image].map((url) => fileOnDisk(t, url))).toEqual([false, false, false]);
  });

  it('restores a tender with the documents and corrigenda deleted with it, not one deleted before; a corrigendum waits for its tender (409)', async () => {
    const tenders = CONTENT_TYPES.find((d) => d.name === 'tender')!;
    const { record: tender } = await addSample(t, token, tenders, { title: 'Tender that comes back' });
    const belonging = async (path: string, title: string) =>
      (
        await fields(t.http().post(`/api/admin/${path}`).set(auth()), {
          tender: tender.id,
          title,
          date: path === 'tender-corrigenda' ? '2026-01-05' : undefined,
        })
          .attach('file', PDF, `${title}.pdf`)
          .expect(201)
      ).body.data as { id: string; file: string };
    const [c1, c2] = [
      await belonging('tender-corrigenda', 'Date extended'),
      await belonging('tender-corrigenda', 'Fee changed'),
    ];
    const [kept, dropped] = [
      await belonging('tender-documents', 'Bill of quantities'),
      await belonging('tender-documents', 'Old drawing'),
    ];
    const publicTender = async () =>
      (await t.http().get(`/api/tenders/${tender.id}`).expect(200)).body.data as {
        corrigenda: { id: string }[];
        documents: { id: string }[];
      };
    const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();

    // One document is deleted on its own first; then the tender, with what still belongs to it.
    await t.http().delete(`/api/admin/tender-documents/${dropped.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/tenders/${tender.id}`).set(auth()).expect(200);
    await t.http().get(`/api/tenders/${tender.id}`).expect(404);
    await t.http().get(c1.file).expect(404);

    const early = await t.http().post(`/api/admin/trash/corrigendum/${c1.id}/restore`).set(auth()).expect(409);
    expect(early.body).toMatchObject({ statusCode: 409, message: GOVERNANCE_TEXTS.ownerInTrash('tender') });
    expect(early.body.message).toBe('Its tender is in the trash: restore the tender first.');

    await t.http().post(`/api/admin/trash/tender/${tender.id}/restore`).set(auth()).expect(200);
    const back = await publicTender();
    expect(ids(back.corrigenda)).toEqual(ids([c1, c2]));
    expect(ids(back.documents)).toEqual([kept.id]);
    expect(await Promise.all([c1, c2, kept].map(async (r) => (await t.http().get(r.file)).status))).toEqual([
      200, 200, 200,
    ]);
    const trashed = (await t.http().get('/api/admin/trash?pageSize=100').set(auth()).expect(200)).body.data.map(
      (i: { id: string }) => i.id,
    );
    expect(trashed).toEqual(expect.arrayContaining([dropped.id]));
    expect(trashed).not.toEqual(expect.arrayContaining([tender.id]));
    expect(trashed.filter((id: string) => [c1.id, c2.id, kept.id].includes(id))).toEqual([]);
    const restoredLog = (await t.dataSource.getRepository(ActivityLogEntity).findBy({ verb: 'Restored' })).map(
      (a) => a.entityId,
    );
    expect(restoredLog).toEqual(expect.arrayContaining([tender.id, c1.id, c2.id, kept.id]));
    expect(restoredLog).not.toContain(dropped.id);

    // The one deleted alone comes back on its own, now that its tender is there.
    await t.http().post(`/api/admin/trash/tenderDocument/${dropped.id}/restore`).set(auth()).expect(200);
    expect(ids((await publicTender()).documents)).toEqual(ids([kept, dropped]));
  });

  it('answers 409 for a document deleted on its own whose tender has since been purged, and keeps it in the trash', async () => {
    const tenders = CONTENT_TYPES.find((d) => d.name === 'tender')!;
    const { record: tender } = await addSample(t, token, tenders, { title: 'Tender purged later' });
    const document = (
      await fields(t.http().post('/api/admin/tender-documents').set(auth()), { tender: tender.id, title: 'Site plan' })
        .attach('file', PDF, 'plan.pdf')
        .expect(201)
    ).body.data as { id: string };
    await t.http().delete(`/api/admin/tender-documents/${document.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/tenders/${tender.id}`).set(auth()).expect(200);
    await t.http().delete(`/api/admin/trash/tender/${tender.id}`).set(auth()).expect(200);

    const refused = await t
      .http()
      .post(`/api/admin/trash/tenderDocument/${document.id}/restore`)
      .set(auth())
      .expect(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: 'Its tender has been deleted permanently, so it cannot be restored.',
    });
    const trashed = (await t.http().get('/api/admin/trash?pageSize=100').set(auth()).expect(200)).body.data.map(
      (i: { id: string }) => i.id,
    );
    expect(trashed).toContain(document.id);
  });

  it('lets a new item take a trashed unique value; restoring onto it answers 409 with the field message', async () => {
    const trainees = CONTENT_TYPES.find((d) => d.name === 'trainee')!;
    const { record } = await addSample(t, token, trainees, { employeeId: 'PB-TRASH-1' });
    await t.http().delete(`/api/admin/diksha-lab/trainee/${record.id}`).set(auth()).expect(200);
    await addSample(t, token, trainees, { employeeId: 'PB-TRASH-1', teacherName: 'The new one' });

    const clash = await t.http().post(`/api/admin/trash/trainee/${record.id}/restore`).set(auth()).expect(409);
    expect(clash.body).toMatchObject({
      statusCode: 409,
      message: VALIDATION.employeeIdTaken,
      details: { employeeId: VALIDATION.employeeIdTaken },
    });
    // Still in the trash, to restore once the clash is gone.
    expect(
      (await t.http().get('/api/admin/trash?type=trainee').set(auth()).expect(200)).body.data.map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([record.id]);
  });

  it('pages, filters by type and label, and refuses an unknown type', async () => {
    const events = CONTENT_TYPES.find((d) => d.name === 'event')!;
    for (const title of ['Trash paging A', 'Trash paging B', 'Trash paging C']) {
      const { record } = await addSample(t, token, events, { title });
      await t.http().delete(`/api/admin/events/${record.id}`).set(auth()).expect(200);
    }
    const page = await t.http().get('/api/admin/trash?type=event&pageSize=2&page=2').set(auth()).expect(200);
    expect(page.body.meta).toEqual({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.data).toHaveLength(1);
    const found = await t.http().get('/api/admin/trash?q=paging%20b').set(auth()).expect(200);
    expect(found.body.data.map((i: { label: string }) => i.label)).toEqual(['Trash paging B']);
    const bad = await t.http().get('/api/admin/trash?type=nope').set(auth()).expect(400);
    expect(bad.body.message).toBe(VALIDATION.notAllowed('Type'));
  });

  it('lets editors restore but only administrators purge; contributors neither', async () => {
    const notices = CONTENT_TYPES.find((d) => d.name === 'notice')!;
    const { record } = await addSample(t, token, notices);
    await t.http().delete(`/api/admin/notices/${record.id}`).set(auth()).expect(200);
    const [editor, contributor] = [
      (await signInWithRole(t, 'editor')).token,
      (await signInWithRole(t, 'contributor')).token,
    ];

    for (const refused of [
      t.http().delete(`/api/admin/trash/notice/${record.id}`).set(auth(editor)),
      t.http().post(`/api/admin/trash/notice/${record.id}/restore`).set(auth(contributor)),
      t.http().get('/api/admin/trash').set(auth(contributor)),
    ]) {
      const res = await refused.expect(403);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.forbidden);
    }
    await t.http().post(`/api/admin/trash/notice/${record.id}/restore`).set(auth(editor)).expect(200);
  });
});

describeApi('content trash: the 30-day purge on two replicas', () => {
  it('purges each expired item once, whichever replica runs first, and keeps the recent ones', async () => {
    const replicas = await createTestReplicas({});
    try {
      const [a, b] = replicas.apps;
      const token = await loginToken(a);
      const notices = CONTENT_TYPES.find((d) => d.name === 'notice')!;
      const added = [];
      for (const title of ['Old one', 'Old two', 'Recent']) {
        const { record } = await addSample(a, token, notices, { title });
        await a
          .http()
          .delete(`/api/admin/notices/${record.id}`)
          .set({ Authorization: `Bearer ${token}` })
          .expect(200);
        added.push(record);
      }
      const trash = a.dataSource.getRepository(ContentTrashEntity);
      for (const old of added.slice(0, 2))
        await trash.update({ itemId: old.id }, { deletedAt: new Date(Date.now() - 31 * DAY_MS) });

      const purge = (app: TestApp) => app.app.get(ContentTrashService).purgeExpired();
      // Both at once on MariaDB. Two SQLite connections in ONE process cannot wait for each other
      // (better-sqlite3 waits for a lock synchronously, stalling the other's commit): one after the other.
      const counts = usingMysql ? await Promise.all([purge(a), purge(b)]) : [await purge(a), await purge(b)];
      expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
      expect((await trash.find()).map((r) => r.itemId)).toEqual([added[2].id]);
      const purges = await a.dataSource.getRepository(ActivityLogEntity).findBy({ entity: 'notice' });
      expect(
        purges
          .filter((p) => p.action.startsWith('Purged'))
          .map((p) => p.action)
          .sort(),
      ).toEqual(['Purged notice: Old one', 'Purged notice: Old two']);
      expect(added.map((r) => fileOnDisk(a, r.file as string))).toEqual([false, false, true]);
    } finally {
      await replicas.close();
    }
  });
});
