/**
 * The NCTE mandatory disclosure over HTTP (ARCHITECTURE.md 12.3, issue 34 item 4): staff with their
 * qualification and dates of joining and leaving, books by subject with their dates of accession,
 * a programme and the site settings give exactly the figures and dates of
 * GET /api/mandatory-disclosure, in English, Punjabi and Hindi; a member who has left is off the
 * public staff list but counted as having left; the new fields are checked with exact messages.
 */
import { STAFF_MESSAGES } from '@diet/contracts/content-types/staff';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { quarterStart } from '@diet/contracts/mandatory-disclosure';
import { VALIDATION } from '@diet/contracts/messages';
import { ContentVersionService } from '../src/cache/content-version.service';
import { instituteDayOffset, instituteToday } from '../src/common/institute-date';
import { fields, PNG } from './utils/content-fixtures';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { withRequestId } from './utils/error-body';

jest.setTimeout(120_000);

const today = instituteToday();
const from = quarterStart(today);
/** The day before `day`. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const QUALIFICATION = 'M.A., M.Ed., Ph.D.';
const QUALIFICATION_PA = 'ਐਮ.ਏ., ਐਮ.ਐੱਡ., ਪੀਐੱਚ.ਡੀ.';
const QUALIFICATION_HI = 'एम.ए., एम.एड., पीएच.डी.';

/** Who works here, and when they came and went, against today's quarter. */
const MEMBERS = {
  // Joined this quarter, with a qualification in three languages.
  newLecturer: {
    name: 'Gurpreet Kaur',
    designation: 'Lecturer',
    subject: 'Mathematics',
    qualification: QUALIFICATION,
    joiningDate: instituteDayOffset(-10),
    translations: JSON.stringify({
      pa: { designation: 'ਲੈਕਚਰਾਰ', qualification: QUALIFICATION_PA },
      hi: { designation: 'प्रवक्ता', qualification: QUALIFICATION_HI },
    }),
  },
  // Joined on the quarter's first day: counted.
  firstDay: { name: 'Harjit Singh', designation: 'Lecturer', subject: 'Science', joiningDate: from },
  // Joined the day before the quarter: not counted as joined.
  dayBefore: { name: 'Manpreet Gill', designation: 'Lecturer', subject: 'Arts', joiningDate: dayBefore(from) },
  // Leaves next month: still staff, not yet left.
  leavingSoon: {
    name: 'Balwinder Sandhu',
    designation: 'Senior Lecturer',
    subject: 'Education',
    qualification: 'M.Sc., B.Ed.',
    joiningDate: '2012-07-01',
    leavingDate: instituteDayOffset(30),
  },
  // Left this quarter.
  leftRecently: {
    name: 'Kuldeep Brar',
    designation: 'Lecturer',
    subject: 'Language',
    joiningDate: '2015-04-01',
    leavingDate: instituteDayOffset(-20),
  },
  // Left long ago: neither staff nor counted.
  leftLongAgo: {
    name: 'Surinder Pal',
    designation: 'Librarian',
    subject: 'Library',
    joiningDate: '2001-01-01',
    leavingDate: dayBefore(from),
  },
} as const;

describeApi('mandatory disclosure', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const ids: Record<string, string> = {};

  const postStaff = (body: Record<string, string | undefined>) =>
    fields(t.http().post('/api/admin/staff').set(admin), body).attach('photo', PNG, 'photo.png');
  const postBook = (body: Record<string, unknown>) => t.http().post('/api/admin/library').set(admin).send(body);
  const disclosure = async (lang?: string) =>
    (
      await t
        .http()
        .get(`/api/mandatory-disclosure${lang ? `?lang=${lang}` : ''}`)
        .expect(200)
    ).body.data;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
    admin = { Authorization: `Bearer ${await loginToken(t)}` };
  });
  afterAll(() => t?.close());

  it('refuses a leaving date before the joining date, and a bad date or qualification, with exact messages (400)', async () => {
    const backwards = await postStaff({
      ...MEMBERS.leftRecently,
      joiningDate: '2024-06-01',
      leavingDate: '2024-05-31',
    }).expect(400);
    expect(backwards.body.details).toEqual(withRequestId({ leavingDate: STAFF_MESSAGES.leavesBeforeJoining }));
    expect(STAFF_MESSAGES.leavesBeforeJoining).toBe('Date of leaving must be on or after the date of joining');

    const wrong = await postStaff({
      ...MEMBERS.newLecturer,
      joiningDate: '2024-02-30',
      qualification: 'x'.repeat(MAX_LENGTH.title + 1),
    }).expect(400);
    expect(wrong.body.details).toEqual(
      withRequestId({ joiningDate: VALIDATION.dateInvalid, qualification: VALIDATION.tooLong('Qualification', 200) }),
    );
    // Leaving on the day one joins is allowed (a one-day appointment).
    const sameDay = await postStaff({ ...MEMBERS.leftRecently, leavingDate: MEMBERS.leftRecently.joiningDate }).expect(
      201,
    );
    await t.http().delete(`/api/admin/staff/${sameDay.body.data.id}`).set(admin).expect(200);

    const book = await postBook({
      title: 'Pedagogy',
      author: 'A. Author',
      subject: 'Education',
      copies: 1,
      available: 1,
      accessionDate: '2026-13-01',
    }).expect(400);
    expect(book.body.details).toEqual(withRequestId({ accessionDate: VALIDATION.dateInvalid }));
  });

  it('keeps the qualification and dates, and shows visitors only the current staff', async () => {
    for (const [key, member] of Object.entries(MEMBERS)) {
      const res = await postStaff(member).expect(201);
      ids[key] = res.body.data.id;
      expect(res.body.data).toMatchObject({
        joiningDate: member.joiningDate,
        leavingDate: 'leavingDate' in member ? member.leavingDate : null,
      });
    }
    const office = (await t.http().get('/api/admin/staff?pageSize=200').set(admin).expect(200)).body.data;
    expect(office).toHaveLength(6);
    const former = (await t.http().get('/api/admin/staff?former=true').set(admin).expect(200)).body.data;
    expect(former.map((m: { name: string }) => m.name).sort()).toEqual(['Kuldeep Brar', 'Surinder Pal']);

    const visitors = (await t.http().get('/api/staff?pageSize=200').expect(200)).body.data;
    expect(visitors.map((m: { name: string }) => m.name)).toEqual([
      'Gurpreet Kaur',
      'Harjit Singh',
      'Manpreet Gill',
      'Balwinder Sandhu',
    ]);
    expect(visitors[0]).toMatchObject({ qualification: QUALIFICATION, joiningDate: MEMBERS.newLecturer.joiningDate });
    const punjabi = (await t.http().get('/api/staff?lang=pa').expect(200)).body.data;
    expect(punjabi[0]).toMatchObject({ designation: 'ਲੈਕਚਰਾਰ', qualification: QUALIFICATION_PA });
  });

  it('answers the figures of the staff, the books, the programme and the institute, each with its date', async () => {
    // Books: two in Mathematics (one added this quarter), one in Science entered without a date of
    // accession (it takes today), one in Education added before the quarter.
    const books = [
      {
        title: 'Algebra for Teachers',
        author: 'R. Sharma',
        subject: 'Mathematics',
        copies: 3,
        available: 3,
        accessionDate: instituteDayOffset(-5),
      },
      {
        title: 'Geometry',
        author: 'S. Kaur',
        subject: 'Mathematics',
        copies: 2,
        available: 1,
        accessionDate: '2024-01-10',
      },
      { title: 'Physics Today', author: 'J. Singh', subject: 'Science', copies: 4, available: 4 },
      {
        title: 'Child Development',
        author: 'P. Devi',
        subject: 'Education',
        copies: 5,
        available: 5,
        accessionDate: dayBefore(from),
      },
    ];
    for (const book of books) await postBook(book).expect(201);
    const science = (await t.http().get('/api/admin/library?q=Physics').set(admin).expect(200)).body.data[0];
    expect(science.accessionDate).toBe(today);

    await t
      .http()
      .post('/api/admin/admissions')
      .set(admin)
      .send({
        name: 'D.El.Ed',
        level: 'D.El.Ed',
        duration: '2 years',
        intake: 50,
        fees: '₹ 9,500 a year',
        eligibility: '10+2 with 50% marks',
        status: 'Open',
        translations: {
          pa: { name: 'ਡੀ.ਐਲ.ਐਡ.', duration: '2 ਸਾਲ', fees: '₹ 9,500 ਸਾਲਾਨਾ' },
          hi: { name: 'डी.एल.एड.' },
        },
      })
      .expect(201);
    const { translations } = (await t.http().get('/api/admin/site-settings').set(admin).expect(200)).body.data;
    await t
      .http()
      .put('/api/admin/site-settings')
      .set(admin)
      .send({
        recognition: {
          order: 'NRC/NCTE/PB-2/2005/1234',
          date: '2005-08-16',
          body: 'Northern Regional Committee, NCTE',
        },
        // The office's form sends the whole Punjabi text with the recognising body added.
        translations: {
          ...translations,
          pa: { ...translations.pa, recognition: { body: 'ਉੱਤਰੀ ਖੇਤਰੀ ਕਮੇਟੀ, ਐਨ.ਸੀ.ਟੀ.ਈ.' } },
        },
      })
      .expect(200);
    // The programme was last changed on a day of its own: its section is dated by it. 20:00 UTC
    // is 01:30 the next day at the institute, whatever the server's zone and database (SQLite
    // answers MAX() as text, MariaDB as a Date).
    await t.dataSource.query(
      `UPDATE programmes SET updated_at = '2026-01-15 20:00:00.000', created_at = '2026-01-15 20:00:00.000'`,
    );

    const data = await disclosure();
    expect(data.generatedOn).toBe(today);
    expect(data.institute).toMatchObject({
      recognition: { order: 'NRC/NCTE/PB-2/2005/1234', date: '2005-08-16', body: 'Northern Regional Committee, NCTE' },
      asOf: today,
    });
    const site = (await t.http().get('/api/site').expect(200)).body.data;
    expect(data.institute.name).toBe(site.instituteName);
    expect(data.facilities.items).toEqual(
      site.facilities.map((f: { title: string; description: string; features: string[] }) => ({
        title: f.title,
        description: f.description,
        features: f.features,
      })),
    );
    expect(data.facilities.items.length).toBeGreaterThan(0);
    expect(data.facilities.asOf).toBe(today);

    expect(data.programmes).toEqual({
      items: [
        {
          id: expect.any(String),
          name: 'D.El.Ed',
          level: 'D.El.Ed',
          duration: '2 years',
          intake: 50,
          fees: '₹ 9,500 a year',
        },
      ],
      totalIntake: 50,
      asOf: '2026-01-16',
    });
    const dates = [data.institute, data.facilities, data.programmes, data.faculty, data.staffChanges, data.library];
    for (const section of dates) expect(section.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(data.faculty.count).toBe(4);
    expect(data.faculty.asOf).toBe(today);
    expect(data.faculty.items.map((m: { name: string }) => m.name)).toEqual([
      'Gurpreet Kaur',
      'Harjit Singh',
      'Manpreet Gill',
      'Balwinder Sandhu',
    ]);
    expect(data.faculty.items[0]).toEqual({
      id: ids.newLecturer,
      name: 'Gurpreet Kaur',
      designation: 'Lecturer',
      subject: 'Mathematics',
      qualification: QUALIFICATION,
      photo: expect.stringMatching(/^\/uploads\//),
      joiningDate: MEMBERS.newLecturer.joiningDate,
    });
    expect(data.faculty.items[1].qualification).toBeNull();

    expect(data.staffChanges).toEqual({
      period: { from, to: today },
      joined: [
        { id: ids.firstDay, name: 'Harjit Singh', designation: 'Lecturer', date: from },
        { id: ids.newLecturer, name: 'Gurpreet Kaur', designation: 'Lecturer', date: MEMBERS.newLecturer.joiningDate },
      ],
      left: [
        { id: ids.leftRecently, name: 'Kuldeep Brar', designation: 'Lecturer', date: MEMBERS.leftRecently.leavingDate },
      ],
      asOf: today,
    });

    expect(data.library).toEqual({
      subjects: [
        { subject: 'Education', holdings: { titles: 1, copies: 5 }, added: { titles: 0, copies: 0 } },
        { subject: 'Mathematics', holdings: { titles: 2, copies: 5 }, added: { titles: 1, copies: 3 } },
        { subject: 'Science', holdings: { titles: 1, copies: 4 }, added: { titles: 1, copies: 4 } },
      ],
      totals: { holdings: { titles: 4, copies: 14 }, added: { titles: 2, copies: 7 } },
      period: { from, to: today },
      asOf: today,
      addedAsOf: today,
    });
  });

  it('answers the translated texts in Punjabi and Hindi, the figures the same', async () => {
    const [english, punjabi, hindi] = [await disclosure(), await disclosure('pa'), await disclosure('hi')];
    expect(punjabi.language).toBe('pa');
    expect(punjabi.faculty.items[0]).toMatchObject({ designation: 'ਲੈਕਚਰਾਰ', qualification: QUALIFICATION_PA });
    expect(hindi.faculty.items[0]).toMatchObject({ designation: 'प्रवक्ता', qualification: QUALIFICATION_HI });
    expect(punjabi.programmes.items[0]).toMatchObject({ name: 'ਡੀ.ਐਲ.ਐਡ.', duration: '2 ਸਾਲ', fees: '₹ 9,500 ਸਾਲਾਨਾ' });
    expect(hindi.programmes.items[0]).toMatchObject({ name: 'डी.एल.एड.', duration: '2 years' });
    expect(punjabi.institute.recognition.body).toBe('ਉੱਤਰੀ ਖੇਤਰੀ ਕਮੇਟੀ, ਐਨ.ਸੀ.ਟੀ.ਈ.');
    const paSite = (await t.http().get('/api/site?lang=pa').expect(200)).body.data;
    expect(punjabi.institute.name).toBe(paSite.instituteName);
    expect(punjabi.institute.name).not.toBe(english.institute.name);
    expect(punjabi.facilities.items[0].title).toBe(paSite.facilities[0].title);
    for (const other of [punjabi, hindi]) {
      expect(other.library).toEqual(english.library);
      expect(other.staffChanges.left.map((c: { id: string }) => c.id)).toEqual([ids.leftRecently]);
      expect(other.faculty.count).toBe(english.faculty.count);
    }
  });

  it("dates the faculty by the last leaving that has passed when it is later than the records' last change", async () => {
    // Every record typed long ago: the faculty still changed on the day a member left, not on a
    // leaving yet to come (Balwinder Sandhu's, next month).
    await t.dataSource.query(`UPDATE staff SET updated_at = '2025-01-01 06:00:00.000', publish_at = NULL`);
    await t.app.get(ContentVersionService).bump();
    const left = [MEMBERS.leftRecently.leavingDate, MEMBERS.leftLongAgo.leavingDate].sort().at(-1);
    expect((await disclosure()).faculty.asOf).toBe(left);
  });

  it('is a cached public answer that the next change of content refreshes', async () => {
    const first = await t.http().get('/api/mandatory-disclosure').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.http().get('/api/mandatory-disclosure').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');

    // Kuldeep Brar's leaving is withdrawn: staff again, no longer counted as having left.
    await fields(t.http().put(`/api/admin/staff/${ids.leftRecently}`).set(admin), {
      ...MEMBERS.leftRecently,
      leavingDate: '',
    }).expect(200);
    await postBook({ title: 'Number Sense', author: 'K. Rao', subject: 'Mathematics', copies: 2, available: 2 }).expect(
      201,
    );
    const data = await disclosure();
    expect(data.staffChanges.left).toEqual([]);
    expect(data.faculty.count).toBe(5);
    expect(data.library.totals).toEqual({ holdings: { titles: 5, copies: 16 }, added: { titles: 3, copies: 9 } });
  });
});
