/**
 * The two CSV exports (subscribers, Diksha trainees) start with a UTF-8 byte order mark, so that
 * Excel reads them as UTF-8 and shows Punjabi and Hindi names instead of mojibake; the names come
 * back byte for byte and formulas stay neutralised.
 */
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const PUNJABI = 'ਹਰਪ੍ਰੀਤ ਕੌਰ';
const HINDI = 'सुनीता शर्मा';

describeApi('CSV exports', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  /** The body as bytes: a text decoder could hide the BOM. */
  const download = async (path: string) =>
    (await t.http().get(path).set(auth()).responseType('blob').expect(200)).body as Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t);
    const people = [PUNJABI, HINDI, '=HYPERLINK("http://x")'];
    for (const [i, name] of people.entries()) {
      await t
        .http()
        .post('/api/newsletter/subscribe')
        .send({ name, email: `p${i}@example.org`, type: 'Public' })
        .expect(201);
      await t
        .http()
        .post('/api/admin/diksha-lab/trainee')
        .set(auth())
        .send({
          teacherName: name,
          employeeId: `EMP-${i}`,
          totalHours: 10,
          completedCourses: 1,
          progress: 10,
          certificates: ['ICT'],
        })
        .expect(201);
    }
  });
  afterAll(() => t?.close());

  it.each([
    ['/api/admin/newsletter/export', 'Name,Email,Type,Subscribe Date,Status', `${PUNJABI},p0@example.org,Public,`],
    [
      '/api/admin/diksha-lab/trainee/export',
      'Teacher Name,Employee ID,Total Hours,Completed Courses,Progress (%),Certificates',
      `${PUNJABI},EMP-0,10,1,10,ICT`,
    ],
  ])(
    '%s starts with the UTF-8 BOM; Punjabi and Hindi names round-trip; formulas stay neutralised',
    async (path, header, punjabiRow) => {
      const body = await download(path);
      expect([...body.subarray(0, 3)]).toEqual([...BOM]);
      const text = body.subarray(3).toString('utf8');
      expect(Buffer.from(text, 'utf8').equals(body.subarray(3))).toBe(true);
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toBe(header);
      expect(lines).toHaveLength(4);
      expect(lines.some((line) => line.startsWith(punjabiRow))).toBe(true);
      expect(lines.some((line) => line.startsWith(`${HINDI},`))).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      // Only one BOM, at the very start.
      expect(text.includes('\uFEFF')).toBe(false);
    },
  );
});
