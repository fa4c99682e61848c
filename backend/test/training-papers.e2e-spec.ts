/**
 * Teacher training on paper over HTTP (ARCHITECTURE.md 12.2): a certificate's PDF, read as a person
 * reads it (its text by pdftotext, the teacher's name in Gurmukhi or Devanagari intact; its QR code
 * from the drawn page, as a phone's camera would), revoked ones marked so; and a teacher's
 * transcript for the bearer of their record's session only.
 */
import { PNG, fields } from './utils/content-fixtures';
import { describeApi, type TestApp } from './utils/create-test-app';
import { linkInMail } from './utils/mail-links';
import { binary, hasPoppler, pdfPageCount, pdfText, qrCodeOnFirstPage } from './utils/pdf-reading';
import { DAY, PUBLIC_URL, trainingTestBed } from './utils/training-fixtures';
import type { TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(120_000);
const PUNJABI_NAME = 'ਹਰਪ੍ਰੀਤ ਕੌਰ ਸਿੱਧੂ';
const HINDI_NAME = 'सुनीता देवी शर्मा';

describeApi('training certificates and transcripts on paper', () => {
  const bed = trainingTestBed();
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: { Authorization: string };
  beforeAll(() => ({ t, smtp, admin } = bed.world()));
  const { createProgramme, enrol, confirm, mailTo, addSession } = bed;

  const pdfOf = (path: string, headers: Record<string, string> = {}) =>
    t.http().get(path).set(headers).buffer(true).parse(binary);

  /** A programme of 5 hours that two teachers completed, their certificates issued: code by name. */
  async function certifiedProgramme(): Promise<Map<string, string>> {
    const id = await createProgramme({ title: 'Foundational Literacy and Numeracy in the Early Grades', hours: 5 });
    const session = await addSession(id, 10 * DAY, 5);
    const teachers = [
      await enrol(id, { name: PUNJABI_NAME, employeeId: 'PB-PAPER-1', email: 'harpreet@example.org' }),
      await enrol(id, { name: HINDI_NAME, employeeId: 'PB-PAPER-2' }),
    ];
    for (const teacher of teachers) await confirm(teacher.token).expect(200);
    await t
      .http()
      .put(`/api/admin/trainings/${id}/sessions/${session}/attendance`)
      .set(admin)
      .send({ present: teachers.map((teacher) => teacher.id) })
      .expect(200);
    const issued = (await t.http().post(`/api/admin/trainings/${id}/certificates`).set(admin).expect(200)).body
      .data as { name: string; code: string }[];
    return new Map(issued.map((c) => [c.name, c.code]));
  }

  it('answers each certificate as an A4 PDF with the name in its own script, the programme, hours, dates and a QR code of its verify page', async () => {
    const codes = await certifiedProgramme();
    for (const [name, code] of codes) {
      const res = await pdfOf(`/api/certificates/${code.toLowerCase()}.pdf`).expect(200);
      const pdf = res.body as Buffer;
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(`inline; filename="certificate-${code}.pdf"`);
      // A4 landscape; no picture until the office uploads an emblem.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
      if (!hasPoppler) {
        console.warn('SKIPPED reading the certificate: pdftotext (Debian package poppler-utils) is not installed');
        continue;
      }
      expect(pdfPageCount(pdf)).toBe(1);
      const text = pdfText(pdf);
      expect(text).toContain('Certificate of Completion');
      expect(text).toContain(name);
      expect(text).toContain('Foundational Literacy and Numeracy in the Early Grades');
      expect(text).toMatch(/of 5 hours, held from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}\./);
      expect(text).toContain(`Certificate code: ${code}`);
      expect(text).toContain(`${PUBLIC_URL}/verify/${code}`);
      expect(text).not.toContain('REVOKED');
      expect(text).not.toContain('?');
      expect(await qrCodeOnFirstPage(pdf)).toBe(`${PUBLIC_URL}/verify/${code}`);
    }
  });

  it("carries the institute's emblem once uploaded, marks a revoked certificate with the reason, and answers 404 for a code nobody holds", async () => {
    await fields(t.http().post('/api/admin/site-emblems').set(admin), {
      position: 'State emblem',
      description: 'Emblem of the Government of Punjab',
    })
      .attach('image', PNG, 'emblem.png')
      .expect(201);
    const code = (await certifiedProgramme()).get(HINDI_NAME)!;
    expect(((await pdfOf(`/api/certificates/${code}.pdf`).expect(200)).body as Buffer).toString('latin1')).toContain(
      '/Subtype /Image',
    );
    await t
      .http()
      .post(`/api/admin/certificates/${code}/revoke`)
      .set(admin)
      .send({ reason: 'Attendance sheet was wrong' })
      .expect(200);
    const pdf = (await pdfOf(`/api/certificates/${code}.pdf`).expect(200)).body as Buffer;
    if (hasPoppler) expect(pdfText(pdf)).toContain('REVOKED: Attendance sheet was wrong');
    await t.http().get('/api/certificates/AAAAA-AAAAA-AAAAA-AAAAA.pdf').expect(404);
    // The verify answer is still the JSON one beside it.
    expect((await t.http().get(`/api/certificates/${code}`).expect(200)).body.data.status).toBe('revoked');
  });

  it("gives a teacher's transcript to the bearer of their record's session only", async () => {
    const code = (await certifiedProgramme()).get(PUNJABI_NAME)!;
    const before = smtp.received('harpreet@example.org').length;
    await t.http().post('/api/trainees/access').send({ email: 'harpreet@example.org' }).expect(200);
    const link = linkInMail(await mailTo('harpreet@example.org', before + 1), '/my-training');
    const bearer = (await t.http().post('/api/trainees/session').send({ token: link }).expect(200)).body.data
      .token as string;

    await t.http().get('/api/trainees/me/transcript.pdf').expect(401);
    await t.http().get('/api/trainees/me/transcript.pdf').set('Authorization', `Bearer ${link}`).expect(401);
    const res = await pdfOf('/api/trainees/me/transcript.pdf', { Authorization: `Bearer ${bearer}` }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="training-record.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    if (!hasPoppler) return;
    const text = pdfText(res.body as Buffer);
    // pdftotext sets each script's run on a line of its own.
    expect(text).toMatch(new RegExp(`Training record:\\s+${PUNJABI_NAME}`));
    expect(text).toContain('Employee ID: PB-PAPER-1');
    expect(text).toMatch(/Hours of training completed in \d{4}: \d+ of the 50 a year that NEP 2020 expects\./);
    expect(text).toContain('Foundational Literacy and Numeracy in the Early Grades');
    expect(text).toContain(`${code}:`);
    // Across a line break where the dates make the line long.
    expect(text).toMatch(/5\s+of\s+5\s+hours\s+attended\.\s+Completed\./);
    expect(text).not.toContain('?');
  });
});
