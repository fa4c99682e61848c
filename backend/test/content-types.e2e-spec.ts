/**
 * The generic behaviour of every content type, proven once from the definitions (ARCHITECTURE 12.1
 * "Tests from the definitions", issue 32 item 5): each row below is derived from a definition in
 * CONTENT_TYPES (a valid record from its fields' kinds, limits and choices; each required field's
 * exact message; each file field's kinds), so a new type is tested by being defined. What the
 * machinery gives every type is proven here, not in a file per type:
 * - without a token, every admin route of the type answers 401;
 * - each required field left out: 400 with the definition's exact message, and nothing stored;
 * - a file of a kind the field does not take: 400 'Invalid file type', and nothing stored;
 * - create 201 (the definition's toast) and read back; visitors see it in the list and by id;
 *   an edit without a file keeps the file, one with a file replaces it; delete (its toast), then
 *   404 to the office and visitors; purged from the trash, every file it had is gone;
 * - an unknown id: 404 to GET, PUT and DELETE, and to the public item.
 * Drafts, trash and restore, paging, revisions and translations are the other table-driven suites'
 * (publishing, content-trash, research-paging, content-revisions, content-translations).
 */
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import {
  adminRecordPath,
  contentTexts,
  fieldEntries,
  fileFields,
  filterFields,
  formFields,
  searchableFields,
  titleFieldOf,
  type ContentTypeDefinition,
  type Field,
  type FileField,
  type ImageField,
} from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { FILE_KIND_TYPES, type FileKind } from '@diet/contracts/file-kinds';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { badRequest, fields, fileOnDisk, HTML, JPEG, MP4, PDF, PNG } from './utils/content-fixtures';
import { withRequestId } from './utils/error-body';
import { requiredReferenceRecords, requiredReferences, sampleRecord } from './utils/content-samples';

jest.setTimeout(120_000);

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Why a type's records cannot be made by the table's create, read from its definition: said in the
 * row's name, never skipped silently.
 */
function whyNoCreate(definition: ContentTypeDefinition): string | null {
  if (definition.admin.fixedRecords)
    return 'fixedRecords: every record exists and none is added (publishing and content-trash use one of them)';
  return null;
}

/** A file of each kind the table sends: the first that the field takes is the good one. */
const SAMPLE_FILES: [FileKind, Buffer, string][] = [
  ['pdf', PDF, 'sample.pdf'],
  ['png', PNG, 'sample.png'],
  ['jpeg', JPEG, 'sample.jpg'],
  ['mp4', MP4, 'sample.mp4'],
];

interface FilePart {
  field: string;
  good: [Buffer, string];
  /** A truthful file of a kind the field does not take (an HTML page when it takes every kind the table has). */
  refused: [Buffer, string];
  required: boolean;
  /** A document (not a photo): stored with its name, size and media type beside it. */
  document: { mime: string } | null;
}

function filePartOf(definition: ContentTypeDefinition): FilePart | null {
  const [entry] = fileFields(definition);
  if (!entry) return null;
  const [field, spec] = entry as [string, FileField | ImageField];
  const good = SAMPLE_FILES.find(([kind]) => spec.kinds.includes(kind));
  if (!good) throw new Error(`${definition.name}: the table has no sample file of the kinds ${spec.kinds.join(', ')}`);
  const refused = SAMPLE_FILES.find(([kind]) => !spec.kinds.includes(kind));
  return {
    field,
    good: [good[1], good[2]],
    refused: refused ? [refused[1], refused[2]] : [HTML, 'sample.html'],
    required: !!spec.required,
    document: spec.kind === 'file' ? { mime: FILE_KIND_TYPES[good[0]].mime } : null,
  };
}

/** The required fields a form fills (the server's own, `managed`, are never sent), files among them. */
const requiredFields = (definition: ContentTypeDefinition) =>
  formFields(definition).flatMap(([name, f]) => (f.required ? [[name, f.required] as const] : []));

const TYPES = CONTENT_TYPES.map((d) => [d.name, d] as const);
const CREATED = CONTENT_TYPES.filter((d) => !whyNoCreate(d)).map((d) => [d.name, d] as const);
/** The types whose lists search a text field: created here too. */
const SEARCHED = CONTENT_TYPES.filter(
  (d) => !whyNoCreate(d) && searchableFields(d).some((name) => ['text', 'longText'].includes(d.fields[name].kind)),
).map((d) => [d.name, d] as const);
/** The types the paging row fills past a page: not one whose records are unique by a choice (at most one per value). */
const PAGED = CONTENT_TYPES.filter(
  (d) => !whyNoCreate(d) && !formFields(d).some(([, f]) => f.kind === 'choice' && f.unique),
).map((d) => [d.name, d] as const);
const NOT_PAGED = CONTENT_TYPES.flatMap((d) =>
  !whyNoCreate(d) && formFields(d).some(([, f]) => f.kind === 'choice' && f.unique) ? [[d.name] as const] : [],
);
/**
 * A change an edit makes to a valid body: a free text field (not unique, an address or an ISBN)
 * revised, else another value of a choice, else a number one higher within its limit.
 */
function changeOf(d: ContentTypeDefinition, body: Record<string, unknown>): [string, Field, string | number] {
  for (const [name, f] of formFields(d)) {
    if ((f.kind === 'text' || f.kind === 'longText') && !f.unique && !f.email && !f.isbn)
      return [name, f, `Revised ${Date.now()}`];
  }
  for (const [name, f] of formFields(d)) {
    if (f.kind === 'choice' && !f.unique && f.values.length > 1)
      return [name, f, f.values.find((v) => v !== body[name])!];
    if (f.kind === 'integer' && !f.managed && (f.max === undefined || Number(body[name]) < f.max))
      return [name, f, Number(body[name]) + 1];
  }
  throw new Error(`${d.name}: the table has no change to make to it`);
}
/** The types with a translatable text field: created with a Punjabi translation. */
const TRANSLATED = CONTENT_TYPES.filter(
  (d) =>
    !whyNoCreate(d) && fieldEntries(d).some(([, f]) => f.translatable && (f.kind === 'text' || f.kind === 'longText')),
).map((d) => [d.name, d] as const);
const NOT_CREATED = CONTENT_TYPES.flatMap((d) => (whyNoCreate(d) ? [[d.name, whyNoCreate(d)!] as const] : []));
/**
 * Each type's required fields and their exact messages (SPEC.md section 5, messages.ts; the
 * definitions' own where SPEC gives none), written out: a definition whose message drifts, or that
 * gains or loses a required field, fails here rather than passing against itself.
 */
const REQUIRED_MESSAGES: Record<string, Record<string, string>> = {
  staff: {
    name: 'Name is required',
    designation: 'Designation is required',
    subject: 'Subject is required',
    photo: 'Photo is required',
  },
  gallery: {
    title: 'Title is required',
    category: 'Category is required',
    date: 'Date is required',
    image: 'File is required',
  },
  book: {
    title: 'Title is required',
    author: 'Author is required',
    subject: 'Subject is required',
    copies: 'Copies is required',
    available: 'Availability is required',
  },
  result: {
    course: 'Course is required',
    semester: 'Semester is required',
    year: 'Year is required',
    publishDate: 'Publish date is required',
    file: 'File is required',
  },
  material: {
    title: 'Title is required',
    subject: 'Subject is required',
    course: 'Course is required',
    type: 'Type is required',
    uploadDate: 'Upload date is required',
    file: 'File is required',
  },
  download: {
    title: 'Title is required',
    category: 'Category is required',
    language: 'Language is required',
    file: 'File is required',
  },
  programme: {
    name: 'Name is required',
    duration: 'Duration is required',
    intake: 'Intake is required',
    eligibility: 'Eligibility is required',
    status: 'Status is required',
  },
  'admission phase': {
    programme: 'Programme is required',
    name: 'Name is required',
    from: 'Start date is required',
    to: 'End date is required',
  },
  notice: { title: 'Title is required', category: 'Category is required', publishDate: 'Publish date is required' },
  research: {
    title: 'Title is required',
    author: 'Author is required',
    description: 'Description is required',
    year: 'Year is required',
    status: 'Status is required',
    file: 'Research file is required',
  },
  event: { title: 'Title is required', date: 'Date is required', description: 'Description is required' },
  course: {
    title: 'Title is required',
    description: 'Description is required',
    duration: 'Duration is required',
    status: 'Status is required',
  },
  trainee: {
    teacherName: 'Name is required',
    employeeId: 'Employee ID is required',
    totalHours: 'Total hours is required',
    completedCourses: 'Completed courses is required',
    progress: 'Progress is required',
    certificates: 'Certificates are required',
  },
  tender: {
    referenceNumber: 'Reference number is required',
    title: 'Title is required',
    publishDate: 'Publish date is required',
    closingAt: 'Closing time is required',
  },
  tenderDocument: { tender: 'Tender is required', title: 'Title is required', file: 'File is required' },
  corrigendum: {
    tender: 'Tender is required',
    title: 'Title is required',
    date: 'Date is required',
    file: 'File is required',
  },
  disclosure: { clause: 'Clause is required', title: 'Title is required', updatedOn: 'Updated on is required' },
  rtiOfficer: { role: 'Role is required', name: 'Name is required', designation: 'Designation is required' },
  'site-page': {
    slug: 'Page is required',
    title: 'Title is required',
    body: 'Text is required',
    lastReviewed: 'Last reviewed date is required',
  },
  'site-emblem': {
    position: 'Position is required',
    image: 'Picture is required',
    description: 'Description is required',
  },
  training: {
    title: 'Title is required',
    description: 'Description is required',
    mode: 'Mode is required',
    startsAt: 'Start is required',
    endsAt: 'End is required',
    hours: 'Hours is required',
    seats: 'Seats is required',
    enrolmentClosesAt: 'Enrolment closing time is required',
  },
  'training session': {
    training: 'Training is required',
    startsAt: 'Start is required',
    endsAt: 'End is required',
    hours: 'Hours is required',
  },
};
/** What the office reads after a save (SPEC.md section 8): the added toast with its verb, updated, deleted. */
const saved = (one: string, verb: 'added' | 'published' | 'uploaded' = 'added') => ({
  created: `${one} ${verb} successfully!`,
  updated: `${one} updated successfully!`,
  deleted: `${one} deleted successfully!`,
});
/** Each type's toasts, written out (SPEC's where it gives them): a definition whose label or verb drifts fails. */
const TOASTS_OF: Record<string, { created: string; updated: string; deleted: string }> = {
  staff: saved('Staff member'),
  gallery: {
    created: 'Image added to gallery successfully!',
    updated: 'Image updated successfully!',
    deleted: 'Image deleted successfully!',
  },
  book: saved('Book'),
  result: saved('Result', 'published'),
  material: saved('Study material', 'uploaded'),
  download: saved('Download', 'uploaded'),
  programme: saved('Programme'),
  'admission phase': saved('Admission Phase'),
  notice: saved('Notice'),
  research: saved('Research paper'),
  event: saved('Event'),
  course: saved('Course'),
  trainee: saved('Trainee record'),
  tender: saved('Tender'),
  tenderDocument: saved('Tender document'),
  corrigendum: saved('Corrigendum'),
  disclosure: saved('Disclosure'),
  rtiOfficer: saved('RTI officer'),
  'site-emblem': saved('Emblem or logo'),
  training: saved('Training'),
  'training session': saved('Session'),
};
const REQUIRED = CONTENT_TYPES.flatMap((d) =>
  Object.entries(REQUIRED_MESSAGES[d.name] ?? {}).map(([field, message]) => [d.name, field, message, d] as const),
);
const WITH_FILES = CONTENT_TYPES.filter((d) => filePartOf(d)).map((d) => [d.name, d] as const);

describeApi('every content type, from its definition', () => {
  let t: TestApp;
  let token: string;
  let references: Map<string, string>;
  let made = 0;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const records = (d: ContentTypeDefinition) => `/api/admin/${adminRecordPath(d)}`;
  const stored = (d: ContentTypeDefinition) => t.dataSource.getRepository(d.name).count({ withDeleted: true });

  /** The definition's sample record: its required references filled, each unique field a value no record has. */
  async function validBody(d: ContentTypeDefinition): Promise<Record<string, string | number | boolean>> {
    const body: Record<string, string | number | boolean> = {
      ...sampleRecord(d),
      ...requiredReferences(d, references),
    };
    for (const [name, f] of formFields(d)) {
      if ((f.kind === 'text' || f.kind === 'longText') && f.unique) body[name] = `U/${Date.now()}/${++made}`;
      if (f.kind === 'choice' && f.unique) {
        const used = (
          (await t.http().get(`/api/admin/${d.path}?pageSize=200`).set(auth()).expect(200)).body.data as Record<
            string,
            unknown
          >[]
        ).map((r) => r[name]);
        // Every value taken (the site pages): the first, since a clash is found only after the field rules.
        body[name] = f.values.find((v) => !used.includes(v)) ?? f.values[0];
      }
    }
    return body;
  }

  /** A create or edit as the form sends it: multipart with the file part when the type takes a file, else JSON. */
  function send(req: Test, d: ContentTypeDefinition, body: Record<string, unknown>, file: [Buffer, string] | null) {
    const part = filePartOf(d);
    if (!part) return req.send(body);
    const multipart = fields(req, body);
    return file ? multipart.attach(part.field, file[0], file[1]) : multipart;
  }

  const create = (d: ContentTypeDefinition, body: Record<string, unknown>, file: [Buffer, string] | null) =>
    send(t.http().post(records(d)).set(auth()), d, body, file);
  const edit = (d: ContentTypeDefinition, id: string, body: Record<string, unknown>, file: [Buffer, string] | null) =>
    send(
      t
        .http()
        .put(`${records(d)}/${id}`)
        .set(auth()),
      d,
      body,
      file,
    );
  const readBack = async (d: ContentTypeDefinition, id: string) =>
    (
      await t
        .http()
        .get(`${records(d)}/${id}`)
        .set(auth())
        .expect(200)
    ).body.data as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    token = await loginToken(t);
    references = await requiredReferenceRecords(
      CONTENT_TYPES,
      async (path, body) => (await t.http().post(path).set(auth()).send(body).expect(201)).body.data.id as string,
    );
  });
  afterAll(() => t?.close());

  it.each(TYPES)("%s: its required fields are the table's, with the same messages", (name, d) => {
    expect(Object.fromEntries(requiredFields(d))).toEqual(REQUIRED_MESSAGES[name] ?? {});
  });

  it.each(TYPES)('%s: without a token every admin route answers 401', async (_name, d) => {
    const answers = await Promise.all([
      t.http().get(`/api/admin/${d.path}`),
      t.http().post(records(d)).send({}),
      t.http().get(`${records(d)}/${UNKNOWN}`),
      t
        .http()
        .put(`${records(d)}/${UNKNOWN}`)
        .send({}),
      t.http().delete(`${records(d)}/${UNKNOWN}`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it.each(REQUIRED)('%s: %s left out answers 400 "%s" and stores nothing', async (_name, field, message, d) => {
    const before = await stored(d);
    const { [field]: _left, ...body } = await validBody(d);
    const part = filePartOf(d);
    const res = await create(d, body, part?.field === field ? null : (part?.good ?? null));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(field, message));
    expect(await stored(d)).toBe(before);
  });

  it.each(WITH_FILES)(
    '%s: a file of a kind its field does not take answers 400 and stores nothing',
    async (_name, d) => {
      const before = await stored(d);
      const res = await create(d, await validBody(d), filePartOf(d)!.refused);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid file type');
      expect(await stored(d)).toBe(before);
    },
  );

  it.each(CREATED)(
    '%s: create, read back, public list and item, edit keeping the file, refusing a wrong kind, replacing it, delete, purge with its files',
    async (_name, d) => {
      const texts = TOASTS_OF[d.name];
      expect(contentTexts(d)).toMatchObject(texts);
      const part = filePartOf(d);
      const body = await validBody(d);
      const created = await create(d, body, part?.good ?? null);
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(texts.created);
      const record = created.body.data as Record<string, unknown> & { id: string };
      // Every plain value sent is stored as sent (typed: a multipart '3' is the number 3).
      const plain = formFields(d).filter(
        ([name, f]) => ['text', 'longText', 'choice', 'integer', 'boolean', 'date'].includes(f.kind) && name in body,
      );
      expect(Object.fromEntries(plain.map(([name]) => [name, record[name]]))).toEqual(
        Object.fromEntries(plain.map(([name]) => [name, body[name]])),
      );
      expect(await readBack(d, record.id)).toEqual(record);
      const file = part ? (record[part.field] as string) : null;
      if (file) {
        if (part!.document)
          expect(record).toMatchObject({
            [`${part!.field}Name`]: part!.good[1],
            [`${part!.field}Size`]: part!.good[0].length,
            [`${part!.field}Type`]: part!.document.mime,
          });
        expect(fileOnDisk(t, file)).toBe(true);
        await t.http().get(file).expect(200);
      }

      const access = d.public;
      if (access) {
        // A type visitors see only once a flag is set (a proposal approved) has it set the office's way.
        for (const flag of d.flags ?? [])
          if (access.visibleIf?.includes(flag.field))
            await t
              .http()
              .put(`${records(d)}/${record.id}`)
              .set(auth())
              .send({ [flag.field]: true })
              .expect(200);
        if (access.list) {
          const listed = (await t.http().get(`/api/${d.path}?pageSize=200`).expect(200)).body.data as { id: string }[];
          expect(listed.map((r) => r.id)).toContain(record.id);
        }
        if (access.get) {
          expect((await t.http().get(`/api/${d.path}/${record.id}`).expect(200)).body.data.id).toBe(record.id);
          const missing = await t.http().get(`/api/${d.path}/${UNKNOWN}`).expect(404);
          expect(missing.body).toMatchObject({
            success: false,
            statusCode: 404,
            error: 'The requested item was not found.',
          });
        }
      }

      const title = titleFieldOf(d);
      const editedBody = d.fields[title]?.kind === 'text' ? { ...body, [title]: `Edited ${made}` } : body;
      const edited = await edit(d, record.id, editedBody, null);
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe(texts.updated);
      expect(edited.body.data[title]).toBe(editedBody[title] ?? record[title]);
      const files = file ? [file] : [];
      if (part) {
        expect(edited.body.data[part.field]).toBe(file);
        const refused = await edit(d, record.id, editedBody, part.refused);
        expect([refused.status, refused.body.message]).toEqual([400, 'Invalid file type']);
        expect((await readBack(d, record.id))[part.field]).toBe(file);
        const replaced = await edit(d, record.id, editedBody, part.good);
        expect(replaced.status).toBe(200);
        const next = replaced.body.data[part.field] as string;
        expect(next).not.toBe(file);
        // The replaced file stays for the revision that names it.
        expect([fileOnDisk(t, file!), fileOnDisk(t, next)]).toEqual([true, true]);
        files.push(next);
      }

      const removed = await t
        .http()
        .delete(`${records(d)}/${record.id}`)
        .set(auth())
        .expect(200);
      expect(removed.body.message).toBe(texts.deleted);
      await t
        .http()
        .get(`${records(d)}/${record.id}`)
        .set(auth())
        .expect(404);
      await t
        .http()
        .delete(`${records(d)}/${record.id}`)
        .set(auth())
        .expect(404);
      if (access && access.get) await t.http().get(`/api/${d.path}/${record.id}`).expect(404);
      // Kept in the trash with its files; purging it removes every file it had.
      expect(files.map((f) => fileOnDisk(t, f))).toEqual(files.map(() => true));
      await t.http().delete(`/api/admin/trash/${d.name}/${record.id}`).set(auth()).expect(200);
      expect(files.map((f) => fileOnDisk(t, f))).toEqual(files.map(() => false));
    },
  );

  it.each(SEARCHED)(
    '%s: its list finds a record by a word of a searchable field, in any case, and by each choice filter',
    async (_name, d) => {
      const [searched] = searchableFields(d).filter((name) => ['text', 'longText'].includes(d.fields[name].kind));
      const word = `Findable${++made}`;
      const body = { ...(await validBody(d)), [searched]: `A ${word} record` };
      const created = await create(d, body, filePartOf(d)?.good ?? null);
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      const ids = async (list: string, query: string, as = auth()) =>
        ((await t.http().get(`${list}?pageSize=200&${query}`).set(as).expect(200)).body.data as { id: string }[]).map(
          (r) => r.id,
        );
      const lists = [
        `/api/admin/${d.path}`,
        ...(d.public && d.public.list && !d.public.visibleIf ? [`/api/${d.path}`] : []),
      ];
      for (const list of lists) {
        expect(await ids(list, `q=${word.toUpperCase()}`)).toEqual([id]);
        expect(await ids(list, `q=${word}x`)).toEqual([]);
        for (const [name, f] of filterFields(d)) {
          if (f.kind !== 'choice' || f.values.length < 2) continue;
          const other = f.values.find((v) => v !== body[name])!;
          expect(await ids(list, `q=${word}&${name}=${encodeURIComponent(String(body[name]))}`)).toEqual([id]);
          expect(await ids(list, `q=${word}&${name}=${encodeURIComponent(other)}`)).toEqual([]);
        }
      }
      await t
        .http()
        .delete(`${records(d)}/${id}`)
        .set(auth())
        .expect(200);
    },
  );

  it.each(CREATED)('%s: each save is a revision; restoring the first writes its values back', async (_name, d) => {
    const body = await validBody(d);
    const [field, spec, edited] = changeOf(d, body);
    const { id } = (await create(d, body, filePartOf(d)?.good ?? null)).body.data as { id: string };
    expect((await edit(d, id, { ...body, [field]: edited }, null)).status).toBe(200);
    const revisions = async () =>
      (
        await t
          .http()
          .get(`${records(d)}/${id}/revisions`)
          .set(auth())
          .expect(200)
      ).body.data as {
        id: string;
        number: number;
        action: string;
        changes: unknown[];
      }[];
    const [latest, first] = await revisions();
    expect(latest).toMatchObject({
      number: 2,
      action: 'updated',
      user: 'Administrator',
      changes: expect.arrayContaining([{ field, label: spec.label, before: body[field], after: edited }]),
    });
    expect(first).toMatchObject({ number: 1, action: 'created' });
    const restored = await t
      .http()
      .post(`${records(d)}/${id}/revisions/${first.id}/restore`)
      .set(auth())
      .expect(200);
    expect(restored.body.message).toBe(GOVERNANCE_TEXTS.revisionRestored);
    expect(restored.body.data[field]).toBe(body[field]);
    expect((await revisions())[0]).toMatchObject({ number: 3, action: 'restored' });
    await t
      .http()
      .delete(`${records(d)}/${id}`)
      .set(auth())
      .expect(200);
  });

  it.each(TRANSLATED)(
    '%s: a translation is kept for the office and answered to visitors in their language, English where none',
    async (_name, d) => {
      const [field] = fieldEntries(d).filter(
        ([, f]) => f.translatable && (f.kind === 'text' || f.kind === 'longText'),
      )[0];
      const body = await validBody(d);
      const punjabi = { [field]: `ਪੰਜਾਬੀ ${++made}` };
      const created = await create(d, { ...body, translations: { pa: punjabi } }, filePartOf(d)?.good ?? null);
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      expect((await readBack(d, id)).translations).toEqual({ pa: punjabi });
      const access = d.public;
      if (access && access.get) {
        const pa = (await t.http().get(`/api/${d.path}/${id}?lang=pa`).expect(200)).body.data;
        expect(pa[field]).toBe(punjabi[field]);
        expect(pa).not.toHaveProperty('translations');
        expect((await t.http().get(`/api/${d.path}/${id}?lang=hi`).expect(200)).body.data[field]).toBe(body[field]);
      }
      if (access && access.list && !access.visibleIf) {
        const listed = (await t.http().get(`/api/${d.path}?pageSize=200&lang=pa`).expect(200)).body.data as Record<
          string,
          unknown
        >[];
        expect(listed.find((r) => r.id === id)?.[field]).toBe(punjabi[field]);
      }
      await t
        .http()
        .delete(`${records(d)}/${id}`)
        .set(auth())
        .expect(200);
    },
  );

  it.each(PAGED)("%s: the office's list pages past 200 records, in the database", async (_name, d) => {
    const created = await create(d, await validBody(d), filePartOf(d)?.good ?? null);
    expect(created.status).toBe(201);
    // Copies of the stored row, each unique text a value of its own: 201 records at least.
    const repo = t.dataSource.getRepository(d.name);
    const row = await repo.findOneByOrFail({ id: created.body.data.id as string });
    const unique = formFields(d).flatMap(([name, f]) =>
      (f.kind === 'text' || f.kind === 'longText') && f.unique ? [name] : [],
    );
    for (let i = 0; i < MAX_PAGE_SIZE; i += 50)
      await repo.insert(
        Array.from({ length: 50 }, (_, k) => ({
          ...row,
          id: randomUUID(),
          ...Object.fromEntries(unique.map((name) => [name, `${String(row[name])}/${i + k}`])),
        })),
      );
    const list = `/api/admin/${d.path}`;
    const total = (await t.http().get(list).set(auth()).expect(200)).body.meta.total as number;
    expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
    const first = (await t.http().get(`${list}?pageSize=${MAX_PAGE_SIZE}`).set(auth()).expect(200)).body;
    const second = (await t.http().get(`${list}?page=2&pageSize=${MAX_PAGE_SIZE}`).set(auth()).expect(200)).body;
    expect([first.meta, first.data.length]).toEqual([{ total, page: 1, pageSize: MAX_PAGE_SIZE }, MAX_PAGE_SIZE]);
    expect([second.meta, second.data.length]).toEqual([
      { total, page: 2, pageSize: MAX_PAGE_SIZE },
      total - MAX_PAGE_SIZE,
    ]);
    const seen = new Set([...first.data, ...second.data].map((r: { id: string }) => r.id));
    expect(seen.size).toBe(total);
    const tooBig = await t
      .http()
      .get(`${list}?pageSize=${MAX_PAGE_SIZE + 1}`)
      .set(auth());
    expect(tooBig.status).toBe(400);
  });

  // Said in the report as skipped, with the reason the definition gives.
  it.skip.each(NOT_PAGED)(
    "%s: the office's list past 200: not filled here (a choice that is unique allows one record per value)",
    () => undefined,
  );
  it.skip.each(NOT_CREATED)('%s: create, read back, edit, delete and purge: not made here (%s)', () => undefined);

  it.each(TYPES)('%s: an unknown id answers 404 to GET, PUT and DELETE, in the error envelope', async (_name, d) => {
    const answers = [
      await t
        .http()
        .get(`${records(d)}/${UNKNOWN}`)
        .set(auth()),
      await edit(d, UNKNOWN, await validBody(d), filePartOf(d)?.good ?? null),
      await t
        .http()
        .delete(`${records(d)}/${UNKNOWN}`)
        .set(auth()),
    ];
    const notFound = {
      success: false,
      statusCode: 404,
      error: 'The requested item was not found.',
      message: 'The requested item was not found.',
      details: withRequestId(),
    };
    expect(answers.map((r) => [r.status, r.body])).toEqual(answers.map(() => [404, notFound]));
  });
});
