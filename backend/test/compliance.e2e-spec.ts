/**
 * The compliance report (issue 34 item 2, ARCHITECTURE.md 12.3) through the real app and a real SMTP
 * peer: what the office plants (a broken link in a notice and in a site page, a picture without a
 * description, a notice without Hindi, a file without size or format) is in the next report run on
 * demand, with its type, id, title and the link as detail; a good link is not; the editors are
 * mailed once about a new problem; the nightly run happens once across two app instances.
 */
import { COMPLIANCE_LISTS, NOT_CHECKED, type ComplianceData, type ComplianceEntry } from '@diet/contracts/compliance';
import { instituteDayOffset } from '../src/common/institute-date';
import { ComplianceNightlyJob } from '../src/compliance/compliance-job';
import { PDF } from './utils/content-fixtures';
import {
  createTestApp,
  createTestReplicas,
  describeApi,
  loginToken,
  type TestApp,
  type TestReplicas,
} from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

describeApi('Compliance report', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  let editor: string;
  let contributor: string;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const day = instituteDayOffset;
  const run = async (token = editor) =>
    (await t.http().post('/api/admin/compliance/run').set(auth(token)).expect(200)).body.data as ComplianceData;
  const addNotice = async (body: Record<string, unknown>) =>
    (
      await t
        .http()
        .post('/api/admin/notices')
        .set(auth(admin))
        .send({ category: 'Circular', publishDate: day(-1), ...body })
        .expect(201)
    ).body.data as { id: string };
  const details = (entries: ComplianceEntry[]) => entries.map((e) => e.detail).join('\n');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SEED_DEMO: 'false', SMTP_URL: smtp.url } });
    admin = await loginToken(t);
    editor = (await signInWithRole(t, 'editor')).token;
    contributor = (await signInWithRole(t, 'contributor')).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is for editors and administrators: a contributor gets 403, nobody signed in 401', async () => {
    await t.http().get('/api/admin/compliance').expect(401);
    await t.http().post('/api/admin/compliance/run').expect(401);
    await t.http().get('/api/admin/compliance').set(auth(contributor)).expect(403);
    await t.http().post('/api/admin/compliance/run').set(auth(contributor)).expect(403);
    await t.http().get('/api/admin/compliance/export').set(auth(contributor)).expect(403);
    // It takes no body: anything sent is refused by name.
    const refused = await t
      .http()
      .post('/api/admin/compliance/run')
      .set(auth(editor))
      .send({ force: true })
      .expect(400);
    expect(refused.body.details).toMatchObject({ force: 'Unknown field: force' });
    const before = (await t.http().get('/api/admin/compliance').set(auth(editor)).expect(200)).body.data;
    // Before the first run: the five lists, empty, and no time.
    expect(before).toEqual({ checkedAt: null, ...Object.fromEntries(COMPLIANCE_LISTS.map((l) => [l, []])) });
  });

  it('finds planted broken links in a notice and a site page, not good ones, and mails the editors once', async () => {
    const notice = await addNotice({
      title: 'Admission circular',
      body: 'Read /notices and /about first, then the form at /no-such-form and [the old page](/old-admissions). See also https://example.org/elsewhere.',
      translations: { pa: { title: 'ਦਾਖਲਾ', body: 'ਪੜ੍ਹੋ' }, hi: { title: 'प्रवेश', body: 'पढ़ें' } },
    });
    const help = (await t.http().get('/api/site-pages?slug=help').expect(200)).body.data[0];
    await t
      .http()
      .put(`/api/admin/site-pages/${help.id}`)
      .set(auth(admin))
      .send({
        ...help,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        body: `${help.body}\n\nSee /gone-page.`,
      })
      .expect(200);

    const report = await run();
    expect(report.checkedAt).toEqual(expect.any(String));
    const inNotice = report.brokenLinks.filter((e) => e.id === notice.id);
    // Each row opens the item's own edit form, and names its type as the office does.
    const inCircular = {
      type: 'notice',
      typeName: 'Notice',
      title: 'Admission circular',
      href: `/admin/notices?edit=${notice.id}`,
    };
    expect(inNotice.map((e) => ({ type: e.type, typeName: e.typeName, title: e.title, href: e.href }))).toEqual([
      inCircular,
      inCircular,
      inCircular,
    ]);
    expect(details(inNotice)).toContain('/no-such-form (not found, 404)');
    expect(details(inNotice)).toContain('/old-admissions (not found, 404)');
    // Another site's link: listed, not followed here, never counted as broken.
    expect(details(inNotice)).toContain(`https://example.org/elsewhere - ${NOT_CHECKED}`);
    // The good links (/notices, /about) are not.
    expect(report.brokenLinks.some((e) => /: \/(notices|about)\b/.test(e.detail))).toBe(false);
    const inPage = report.brokenLinks.filter((e) => e.id === help.id);
    expect(inPage).toEqual([
      {
        type: 'site-page',
        typeName: 'Site page',
        id: help.id,
        title: help.title,
        detail: 'Text: /gone-page (not found, 404)',
        href: `/admin/site-pages?edit=${help.id}`,
      },
    ]);
    // The same in the kept report and its CSV.
    const kept = (await t.http().get('/api/admin/compliance').set(auth(editor)).expect(200)).body
      .data as ComplianceData;
    expect(kept).toEqual(report);
    const csv = await t.http().get('/api/admin/compliance/export').set(auth(editor)).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.split(/\r?\n/)[0]).toContain('list,type,id,title,detail,link');
    expect(csv.text).toContain('Broken links,site-page');
    expect(csv.text).toContain('/gone-page');

    // Every editor and administrator hears of the new problems, once.
    await waitFor(() => smtp.received('editor@example.org').length === 1, 15000, 'the compliance mail');
    const mail = smtp.received('editor@example.org')[0].raw.replace(/=\r?\n/g, '');
    expect(smtp.received('editor@example.org')[0].headers.subject).toMatch(
      /^Compliance: \d+ new problems? on the website$/,
    );
    expect(mail).toContain('/gone-page');
    expect(mail).toContain('/no-such-form');
    expect(mail).not.toContain('example.org/elsewhere');
    expect(smtp.received('contributor@example.org')).toHaveLength(0);
    expect(smtp.received('admin@example.org')).toHaveLength(1);

    // Nothing new: no second mail for the same break.
    await run();
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received('editor@example.org')).toHaveLength(1);

    // A new break: a mail about it alone.
    await addNotice({ title: 'Exam form', body: 'Download from /uploads/missing-form.pdf today.' });
    const next = await run();
    expect(details(next.brokenLinks)).toContain('Body: /uploads/missing-form.pdf (file not found)');
    await waitFor(() => smtp.received('editor@example.org').length === 2, 15000, 'the second compliance mail');
    const second = smtp.received('editor@example.org')[1].raw.replace(/=\r?\n/g, '');
    expect(second).toContain('missing-form.pdf');
    expect(second).not.toContain('/gone-page');
  });

  it('lists pictures without a description, missing Hindi and files without size or format', async () => {
    const notice = await addNotice({
      title: 'Sports day',
      body: 'The winners: ![](/uploads/winners.png) and <img src="/uploads/team.jpg" alt="The team">.',
      translations: { pa: { title: 'ਖੇਡ ਦਿਵਸ', body: 'ਜੇਤੂ' } },
    });
    const withFile = (
      await t
        .http()
        .post('/api/admin/notices')
        .set(auth(admin))
        .field('title', 'Timetable')
        .field('category', 'Circular')
        .field('publishDate', day(-1))
        .attach('file', PDF, 'timetable.pdf')
        .expect(201)
    ).body.data as { id: string; file: string };
    // A file kept before its size and type were recorded.
    await t.dataSource.query('UPDATE notices SET file_size = NULL, file_type = NULL, file_name = ? WHERE id = ?', [
      'timetable',
      withFile.id,
    ]);
    const draft = await addNotice({ title: 'Draft without Hindi', publishState: 'draft' });
    // Past review: a current notice is listed; one past its expiry is in the archive, kept as it was.
    const overdue = await addNotice({ title: 'Hostel rules', reviewBy: day(-2) });
    const archived = await addNotice({
      title: 'Old timetable',
      publishDate: day(-90),
      expiryDate: day(-5),
      reviewBy: day(-4),
    });

    const report = await run();
    expect(report.pastReview.filter((e) => [overdue.id, archived.id].includes(e.id))).toEqual([
      {
        type: 'notice',
        typeName: 'Notice',
        id: overdue.id,
        title: 'Hostel rules',
        detail: `Review was due on ${day(-2)}`,
        href: `/admin/notices?edit=${overdue.id}`,
      },
    ]);
    const alt = report.missingAltText.filter((e) => e.id === notice.id);
    expect(alt).toEqual([
      {
        type: 'notice',
        typeName: 'Notice',
        id: notice.id,
        title: 'Sports day',
        detail: 'Body: picture /uploads/winners.png has no description',
        href: `/admin/notices?edit=${notice.id}`,
      },
    ]);
    expect(report.missingTranslations.filter((e) => e.id === notice.id)).toEqual([
      {
        type: 'notice',
        typeName: 'Notice',
        id: notice.id,
        title: 'Sports day',
        detail: 'No Hindi: Title, Body',
        href: `/admin/notices?edit=${notice.id}`,
      },
    ]);
    // Only what visitors see: a draft is not reported.
    expect(report.missingTranslations.some((e) => e.id === draft.id)).toBe(false);
    expect(report.filesWithoutMeta.filter((e) => e.id === withFile.id)).toEqual([
      {
        type: 'notice',
        typeName: 'Notice',
        id: withFile.id,
        title: 'Timetable',
        detail: `File: no format or size (${withFile.file})`,
        href: `/admin/notices?edit=${withFile.id}`,
      },
    ]);
    // A file with both is not.
    await t.dataSource.query("UPDATE notices SET file_size = 1200, file_type = 'application/pdf' WHERE id = ?", [
      withFile.id,
    ]);
    expect((await run()).filesWithoutMeta.some((e) => e.id === withFile.id)).toBe(false);
  });

  it('lists the site settings: a campus photo without a description and a broken link in a text', async () => {
    const settings = (await t.http().get('/api/admin/site-settings').set(auth(admin)).expect(200)).body.data;
    await t
      .http()
      .put('/api/admin/site-settings')
      .set(auth(admin))
      .send({
        carousel: [...settings.carousel, { src: '/uploads/campus-new.jpg', alt: '', caption: '' }],
        footerText: `${settings.footerText} Timings at /timings-old.`,
      })
      .expect(200);
    const report = await run();
    const mine = (entries: ComplianceEntry[]) => entries.filter((e) => e.type === 'site-settings').map((e) => e.detail);
    expect(mine(report.missingAltText)).toContainEqual(
      expect.stringMatching(/^Campus photos \d+: picture \/uploads\/campus-new\.jpg has no description$/),
    );
    expect(mine(report.brokenLinks)).toContainEqual(expect.stringMatching(/\/timings-old \(not found, 404\)$/));
    expect(report.brokenLinks.find((e) => e.type === 'site-settings')?.href).toBe('/admin/site-settings');
  });
});

describeApi('Compliance report: the nightly run', () => {
  let replicas: TestReplicas;
  beforeAll(async () => {
    replicas = await createTestReplicas({ SEED_DEMO: 'false' });
  });
  afterAll(() => replicas?.close());

  it('runs once a night across two instances on one database', async () => {
    const [a, b] = replicas.apps.map((r) => r.app.get(ComplianceNightlyJob));
    // Both instances' boot started the count at tonight; tomorrow night is due once.
    await waitFor(async () => (await a.runIfDue()) === false, 5000, 'the first boot');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const ran = await Promise.all([a.runIfDue(tomorrow), b.runIfDue(tomorrow)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // The same night again: nothing, on either.
    expect(await a.runIfDue(new Date(tomorrow.getTime() + 60_000))).toBe(false);
    expect(await b.runIfDue(new Date(tomorrow.getTime() + 60_000))).toBe(false);
    const token = await loginToken(replicas.apps[1]);
    const kept = (
      await replicas.apps[1]
        .http()
        .get('/api/admin/compliance')
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body.data as ComplianceData;
    expect(kept.checkedAt).toBe(tomorrow.toISOString());
  });
});
