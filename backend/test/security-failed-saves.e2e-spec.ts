/**
 * Issue 7, faults: a failed save leaves neither an orphan file nor a half-written record, and the
 * old file goes only once the new record is written. The database itself refuses the write (a
 * trigger that raises), on each of the five record forms that carry a file, for create and edit;
 * the uploads folder and the stored_files table are counted before and after.
 */
import { readdirSync } from 'node:fs';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { fields, fileOnDisk, JPEG, PDF, PNG } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, usingMysql, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

jest.setTimeout(60_000);

interface RecordForm {
  path: string;
  table: string;
  field: string;
  /** The entity column holding the file URL. */
  column: string;
  valid: Record<string, string | number>;
  /** A change of one text field, so that an edit without a file still writes. */
  edit: Record<string, string>;
  file: Buffer;
  name: string;
}

const FORMS: RecordForm[] = [
  {
    path: '/api/admin/gallery',
    table: 'gallery_items',
    field: 'image',
    column: 'image',
    valid: { title: 'Annual Day', category: 'Events', date: '2025-01-10' },
    edit: { title: 'Sports Day' },
    file: PNG,
    name: 'a.png',
  },
  {
    path: '/api/admin/results',
    table: 'results',
    field: 'file',
    column: 'file',
    valid: { course: 'B.Ed', semester: '1st Semester', year: 2024, publishDate: '2024-06-01' },
    edit: { semester: '2nd Semester' },
    file: PDF,
    name: 'r.pdf',
  },
  {
    path: '/api/admin/staff',
    table: 'staff',
    field: 'photo',
    column: 'photo',
    valid: { name: 'Dr. Asha Rani', designation: 'Principal', subject: 'Education' },
    edit: { name: 'Dr. Asha Rani Kaur' },
    file: JPEG,
    name: 'p.jpg',
  },
  {
    path: '/api/admin/research',
    table: 'research_papers',
    field: 'file',
    column: 'file',
    valid: {
      title: 'Play-based learning',
      author: 'R. Kaur',
      year: 2022,
      description: 'A study.',
      status: 'Completed',
    },
    edit: { title: 'Play-based learning, revised' },
    file: PDF,
    name: 'paper.pdf',
  },
  {
    path: '/api/admin/study-material',
    table: 'study_materials',
    field: 'file',
    column: 'file',
    valid: {
      title: 'Learning theories',
      subject: 'Psychology',
      course: 'B.Ed',
      type: 'Notes',
      uploadDate: '2025-02-01',
    },
    edit: { title: 'Learning theories, part 2' },
    file: PDF,
    name: 'notes.pdf',
  },
];

describeApi('a save the database refuses', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
  });
  afterAll(() => t?.close());

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const filesOnDisk = () => {
    try {
      return readdirSync(t.config.uploadsDir).sort();
    } catch {
      return [];
    }
  };
  const storedRows = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM stored_files'))[0].n);
  const rows = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  /** Makes the database itself refuse every INSERT or UPDATE on a table until the returned undo runs. */
  async function refuse(table: string, event: 'INSERT' | 'UPDATE'): Promise<() => Promise<void>> {
    const name = `refuse_${table}_${event.toLowerCase()}`;
    await t.dataSource.query(
      usingMysql
        ? `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'`
        : `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    );
    return async () => {
      await t.dataSource.query(`DROP TRIGGER ${name}`);
    };
  }

  const send = (method: 'post' | 'put', path: string, form: RecordForm, withFile = true) => {
    const req = fields(t.http()[method](path).set(auth()), withFile ? form.valid : { ...form.valid, ...form.edit });
    return withFile ? req.attach(form.field, form.file, form.name) : req;
  };

  /** A refused write is the server's fault: 500 with the catalogue text, no stack, no SQL. */
  const expectRefused = (res: { status: number; body: unknown; text: string }) => {
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      statusCode: 500,
      error: HTTP_ERRORS.internal,
      message: HTTP_ERRORS.internal,
      details: withRequestId(),
    });
    expect(res.text).not.toMatch(/refused by the test|trigger|at \S+ \(/i);
  };

  describe.each(FORMS)('$path', (form) => {
    it('create: a refused INSERT leaves no file and no record', async () => {
      const before = { files: filesOnDisk(), stored: await storedRows(), rows: await rows(form.table) };
      const undo = await refuse(form.table, 'INSERT');
      try {
        expectRefused(await send('post', form.path, form));
      } finally {
        await undo();
      }
      expect({ files: filesOnDisk(), stored: await storedRows(), rows: await rows(form.table) }).toEqual(before);
      // The same request succeeds once the database accepts it: the refusal was the only cause.
      const ok = await send('post', form.path, form).expect(201);
      expect(fileOnDisk(t, ok.body.data[form.column])).toBe(true);
      expect(filesOnDisk()).toHaveLength(before.files.length + 1);
    });

    it('edit: a refused UPDATE keeps the old file, leaves no new one; a later edit removes the old one', async () => {
      const created = await send('post', form.path, form).expect(201);
      const id = created.body.data.id as string;
      const oldUrl = created.body.data[form.column] as string;
      const before = { files: filesOnDisk(), stored: await storedRows() };

      const undo = await refuse(form.table, 'UPDATE');
      try {
        expectRefused(await send('put', `${form.path}/${id}`, form));
      } finally {
        await undo();
      }
      expect({ files: filesOnDisk(), stored: await storedRows() }).toEqual(before);
      const kept = await t.http().get(`${form.path}/${id}`).set(auth()).expect(200);
      expect(kept.body.data[form.column]).toBe(oldUrl);
      expect(fileOnDisk(t, oldUrl)).toBe(true);

      // Accepted now: the new file replaces the old one, which stays (with its stored_files row) for the revision that names it.
      const replaced = await send('put', `${form.path}/${id}`, form).expect(200);
      const newUrl = replaced.body.data[form.column] as string;
      expect(newUrl).not.toBe(oldUrl);
      expect(fileOnDisk(t, newUrl)).toBe(true);
      expect(fileOnDisk(t, oldUrl)).toBe(true);
      expect({ files: filesOnDisk().length, stored: await storedRows() }).toEqual({
        files: before.files.length + 1,
        stored: before.stored + 1,
      });
    });

    it('edit without a file keeps the file even when the update is refused', async () => {
      const created = await send('post', form.path, form).expect(201);
      const url = created.body.data[form.column] as string;
      const undo = await refuse(form.table, 'UPDATE');
      try {
        expectRefused(await send('put', `${form.path}/${created.body.data.id}`, form, false));
      } finally {
        await undo();
      }
      expect(fileOnDisk(t, url)).toBe(true);
    });
  });

  it('a refused visitor proposal leaves no file and no record', async () => {
    const form = FORMS.find((f) => f.table === 'research_papers') as RecordForm;
    const before = { files: filesOnDisk(), stored: await storedRows(), rows: await rows(form.table) };
    const undo = await refuse(form.table, 'INSERT');
    try {
      const res = await fields(t.http().post('/api/research/proposal'), form.valid).attach('file', PDF, 'proposal.pdf');
      expectRefused(res);
    } finally {
      await undo();
    }
    expect({ files: filesOnDisk(), stored: await storedRows(), rows: await rows(form.table) }).toEqual(before);
  });
});
