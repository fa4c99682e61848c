/**
 * The site settings (ARCHITECTURE.md 12.1, 12.7): the first singleton. The office reads and saves
 * any part at /api/admin/site-settings with the exact messages; GET /api/site answers the published
 * copy in three languages, and the server's HTML of every replica shows a publish at once; a
 * contributor's change waits for review, and a send-back says why in the revisions; revisions
 * restore, the first values too; each change is in the audit trail.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { PUBLISHING_MESSAGES, PUBLISHING_TOASTS } from '@diet/contracts/publishing';
import { SITE_CONTENT } from '../src/site/site-content';
import { SITE_TRANSLATIONS } from '../src/site/site-translations';
import { createTestReplicas, describeApi, loginToken, type TestApp, type TestReplicas } from './utils/create-test-app';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

/** Built frontends (a splash with build-time texts) whose server render writes the footer's phone and the Principal's first paragraph, read from /api/site in the page's language. */
function fakeFrontends(): string {
  const root = mkdtempSync(join(tmpdir(), 'diet-settings-'));
  const shell = join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="splash"><h1 data-splash-name>Build name</h1><p data-splash-subtitle>Build subtitle</p></div><div id="root"></div></body></html>',
  );
  writeFileSync(join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  mkdirSync(join(root, 'shell', 'dist-server'));
  writeFileSync(
    join(root, 'shell', 'dist-server', 'first-screen.js'),
    [
      'exports.renderFirstScreen = async (address, read, main) => {',
      '  const lang = (/^\\/(pa|hi)(\\/|$)/.exec(address) || [])[1];',
      "  const site = JSON.parse((await read('/api/site' + (lang ? '?lang=' + lang : ''))).body).data;",
      "  return { html: '<footer>' + site.phone + '|' + site.principal.message[0] + '</footer>' + main.html, state: main.state };",
      '};',
    ].join('\n'),
  );
  const remote = join(root, 'mfe-public', 'dist');
  mkdirSync(remote, { recursive: true });
  writeFileSync(
    join(remote, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_public',
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [],
      shared: [],
    }),
  );
  writeFileSync(join(remote, 'remoteEntry.js'), 'var mfe_public;');
  mkdirSync(join(root, 'mfe-public', 'dist-server'));
  writeFileSync(
    join(root, 'mfe-public', 'dist-server', 'first-screen.js'),
    "exports.renderFirstScreen = async () => ({ html: '<main></main>', state: {} });",
  );
  return root;
}

describeApi('site settings', () => {
  let replicas: TestReplicas;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let root: string;
  let admin: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const site = async (lang = '', app = t) =>
    (
      await app
        .http()
        .get(`/api/site${lang ? `?lang=${lang}` : ''}`)
        .expect(200)
    ).body.data;
  const settings = async () => (await t.http().get('/api/admin/site-settings').set(as(admin)).expect(200)).body.data;
  const save = (token: string, body: Record<string, unknown>) =>
    t.http().put('/api/admin/site-settings').set(as(token)).send(body);
  const html = async (path: string, app: TestApp) =>
    (await app.http().get(path).set('Accept', 'text/html').expect(200)).text;

  beforeAll(async () => {
    root = fakeFrontends();
    smtp = await startTestSmtpServer();
    replicas = await createTestReplicas({
      SEED_DEMO: 'false',
      SERVE_FRONTENDS: 'true',
      FRONTEND_ROOT: root,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'office@diet.example.in',
    });
    t = replicas.apps[0];
    admin = await loginToken(t);
  });
  afterAll(async () => {
    await replicas?.close();
    await smtp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("starts from today's values, SPEC's texts with their Punjabi and Hindi, under today's names", async () => {
    const english = await site();
    const { emblems: _emblems, ...seed } = SITE_CONTENT;
    expect(english).toEqual({ ...seed, emblems: [] });
    expect(english.hero.headline).toBe('Excellence in Teacher Education');
    expect(english.stats).toEqual([
      { value: '100+', label: 'Students' },
      { value: '11+', label: 'Faculty' },
      { value: '5000+', label: 'Books' },
      { value: '35+', label: 'Years of Excellence' },
    ]);
    expect(english.about.timeline.map((s: { year: string; title: string }) => `${s.year} ${s.title}`)).toEqual([
      '1989 Foundation',
      '2005 Digital Integration',
      '2015 Research Center',
      '2020 Diksha Lab Launch',
      '2024 Modern Infrastructure',
    ]);
    expect(english.recognition).toEqual({ order: null, date: null, body: null });
    for (const lang of ['pa', 'hi'] as const) {
      const translated = await site(lang);
      expect(translated.principal.message).toEqual(SITE_TRANSLATIONS[lang].principal.message);
      expect(translated.hero).toEqual(SITE_TRANSLATIONS[lang].hero);
      expect(translated.stats.map((s: { value: string }) => s.value)).toEqual(['100+', '11+', '5000+', '35+']);
      expect(translated.phone).toBe(SITE_CONTENT.phone);
    }
    const office = await settings();
    expect(office.publishState).toBe('published');
    expect(office.translations.pa.instituteName).toBe(SITE_TRANSLATIONS.pa.instituteName);
  });

  it('refuses bad input with the exact messages, under the path of the field, and changes nothing', async () => {
    const before = await settings();
    const refused = async (body: Record<string, unknown>, details: Record<string, string>) => {
      const res = await save(admin, body).expect(400);
      const { requestId: _requestId, ...found } = res.body.details;
      expect(found).toEqual(details);
      expect(res.body.message).toBe(Object.values(details)[0]);
    };
    await refused({ phone: '' }, { phone: 'Phone is required' });
    await refused({ email: 'not-an-address' }, { email: 'Invalid email address' });
    await refused(
      { stats: [{ value: '1'.repeat(21), label: 'Figures' }] },
      { 'stats.0.value': 'Value must be at most 20 characters' },
    );
    await refused({ stats: [{ value: '10+' }] }, { 'stats.0.label': 'Label is required' });
    await refused({ address: { mapUrl: 'somewhere' } }, { 'address.mapUrl': 'Map link is not valid' });
    await refused({ principal: { message: 'one paragraph' } }, { 'principal.message': 'Message must be a list' });
    await refused(
      { social: [{ network: 'Facebook', url: 'javascript:alert(1)' }] },
      { 'social.0.url': 'Link is not valid' },
    );
    await refused({ recognition: { date: '2025-02-30' } }, { 'recognition.date': 'Date is not valid' });
    await refused({ colour: 'blue' }, { colour: 'Unknown field: colour' });
    await refused(
      { translations: { fr: {} } },
      { 'translations.fr': 'Unknown language: fr (translations are in pa or hi)' },
    );
    await refused({ translations: { pa: { phone: '੧੨੩' } } }, { 'translations.pa.phone': 'Phone has no translations' });
    await refused(
      { translations: { hi: { hero: { headline: 'क'.repeat(151) } } } },
      { 'translations.hi.hero.headline': 'Headline (Hindi) must be at most 150 characters' },
    );
    expect(await settings()).toEqual(before);
  });

  it("shows an administrator's change in GET /api/site and the server's HTML of every replica at once, in three languages", async () => {
    const other = replicas.apps[1];
    // Both replicas have rendered and kept the home page before the change.
    for (const app of replicas.apps) expect(await html('/', app)).toContain(`<footer>${SITE_CONTENT.phone}|`);
    const message = ['Welcome to a renewed institute.', 'Our doors are open.'];
    const res = await save(admin, {
      phone: '+91 1639 250 200',
      principal: { message },
      translations: {
        ...(await settings()).translations,
        pa: {
          ...(await settings()).translations.pa,
          principal: { message: ['ਨਵੀਂ ਸੰਸਥਾ ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ।', 'ਸਾਡੇ ਦਰਵਾਜ਼ੇ ਖੁੱਲ੍ਹੇ ਹਨ।'] },
        },
        hi: {
          ...(await settings()).translations.hi,
          principal: { message: ['नए संस्थान में आपका स्वागत है।', 'हमारे द्वार खुले हैं।'] },
        },
      },
    }).expect(200);
    expect(res.body.message).toBe('Site settings saved successfully!');
    expect(res.body.data.publishState).toBe('published');
    // Every page's 'Last updated' moves with it.
    expect(Date.parse((await t.http().get('/api/site/updated').expect(200)).body.data.updatedAt)).toBe(
      Date.parse(res.body.data.updatedAt),
    );
    // The rest of the group is kept: only the message was sent.
    expect(res.body.data.principal.name).toBe(SITE_CONTENT.principal.name);

    expect((await site()).principal.message).toEqual(message);
    expect(await html('/', other)).toContain('<footer>+91 1639 250 200|Welcome to a renewed institute.</footer>');
    expect(await html('/pa/', other)).toContain('<footer>+91 1639 250 200|ਨਵੀਂ ਸੰਸਥਾ ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ।</footer>');
    expect(await html('/hi/', t)).toContain('<footer>+91 1639 250 200|नए संस्थान में आपका स्वागत है।</footer>');
    expect((await site('hi', other)).phone).toBe('+91 1639 250 200');
  });

  it("keeps a contributor's change in review: visitors see the published copy until an editor publishes it", async () => {
    const contributor = await signInWithRole(t, 'contributor');
    const published = (await site()).hero;
    const res = await save(contributor.token, { hero: { headline: 'Teachers for tomorrow' } }).expect(200);
    expect(res.body.message).toBe('Site settings submitted for review successfully!');
    expect(res.body.data.publishState).toBe('in_review');
    expect((await site()).hero).toEqual(published);
    expect(await html('/', replicas.apps[1])).not.toContain('Teachers for tomorrow');
    // What waits in review changed nothing visitors read: 'Last updated' stays.
    expect(Date.parse((await t.http().get('/api/site/updated').expect(200)).body.data.updatedAt)).toBeLessThan(
      Date.parse(res.body.data.updatedAt),
    );
    // The office's preview shows the working copy; the contributor cannot publish it.
    expect(
      (await t.http().get('/api/admin/site-settings/preview').set(as(admin)).expect(200)).body.data.hero.headline,
    ).toBe('Teachers for tomorrow');
    await save(contributor.token, { publishState: 'published' }).expect(403);
    await t.http().post('/api/admin/site-settings/publish').set(as(contributor.token)).expect(403);
    // The actions take no body: what is sent is refused by name, and nothing is published.
    expect(
      (
        await t
          .http()
          .post('/api/admin/site-settings/publish')
          .set(as(admin))
          .send({ hero: { headline: 'x' } })
          .expect(400)
      ).body.message,
    ).toBe('Unknown field: hero');
    // It waits in the review queue with every list's items, saying who changed it and when.
    const queue = (await t.http().get('/api/admin/review').set(as(admin)).expect(200)).body.data;
    expect(queue).toEqual([
      expect.objectContaining({
        type: 'site-settings',
        record: 'site-settings',
        screen: 'site-settings',
        singleton: true,
        title: 'Site settings',
        submittedBy: 'A contributor',
        updatedAt: res.body.data.updatedAt,
      }),
    ]);
    await t.http().get('/api/admin/review').set(as(contributor.token)).expect(403);

    const publish = await t.http().post('/api/admin/site-settings/publish').set(as(admin)).expect(200);
    expect(publish.body.message).toBe(PUBLISHING_TOASTS.published);
    expect((await site()).hero.headline).toBe('Teachers for tomorrow');
    expect((await site('pa')).hero.headline).toBe(SITE_TRANSLATIONS.pa.hero.headline);
    expect((await t.http().get('/api/admin/review').set(as(admin)).expect(200)).body.data).toEqual([]);
  });

  it('keeps every save as a revision, and restores an earlier one', async () => {
    const revisions = (await t.http().get('/api/admin/site-settings/revisions').set(as(admin)).expect(200)).body
      .data as { id: string; action: string; changes: { field: string; label: string }[] }[];
    expect(revisions.map((r) => [r.action, r.changes.map((c) => c.label)]).slice(0, 2)).toEqual([
      ['updated', ['Hero']],
      ['updated', ['Phone', 'Principal', 'Translations']],
    ]);
    // The first values, kept before the first change: SPEC's texts can be restored too.
    expect(revisions.map((r) => r.action)).toEqual(['updated', 'updated', 'created']);
    const restored = await t
      .http()
      .post(`/api/admin/site-settings/revisions/${revisions[1].id}/restore`)
      .set(as(admin))
      .expect(200);
    expect(restored.body.message).toBe(GOVERNANCE_TEXTS.revisionRestored);
    // The values after that save: its hero is still the one before the contributor's.
    expect((await site()).hero.headline).toBe('Excellence in Teacher Education');
    expect((await site()).phone).toBe('+91 1639 250 200');
    await t.http().post(`/api/admin/site-settings/revisions/${revisions[2].id}/restore`).set(as(admin)).expect(200);
    expect((await site()).phone).toBe(SITE_CONTENT.phone);
    expect((await site()).principal.message).toEqual(SITE_CONTENT.principal.message);
    expect((await site('pa')).principal.message).toEqual(SITE_TRANSLATIONS.pa.principal.message);
    await t
      .http()
      .post('/api/admin/site-settings/revisions/00000000-0000-4000-8000-000000000000/restore')
      .set(as(admin))
      .expect(404);
  });

  it('writes each change into the audit trail with who made it', async () => {
    const entries = (await t.http().get('/api/admin/audit').query({ pageSize: 50 }).set(as(admin)).expect(200)).body
      .data as { action: string; description: string; user: string }[];
    const ours = entries.filter((e) => /site settings/i.test(e.description)).map((e) => e.action);
    expect(ours).toEqual(['Restored', 'Restored', 'Published', 'Updated', 'Updated']);
  });

  it("a send-back needs a reason and keeps it in the revisions, as a list item's does", async () => {
    const contributor = await signInWithRole(t, 'contributor', 'second.contributor@example.org');
    await save(contributor.token, { officeHours: 'Monday to Saturday' }).expect(200);
    const sendBack = (body?: object) => t.http().post('/api/admin/site-settings/send-back').set(as(admin)).send(body);
    for (const body of [undefined, {}, { reason: '  ' }])
      expect((await sendBack(body).expect(400)).body.details.reason).toBe(PUBLISHING_MESSAGES.reasonRequired);
    expect((await sendBack({ reason: 'x', colour: 'blue' }).expect(400)).body.message).toBe('Unknown field: colour');
    expect((await settings()).publishState).toBe('in_review');

    const reason = 'Say the hours of Saturday too.';
    const sent = await sendBack({ reason }).expect(200);
    expect(sent.body).toMatchObject({ message: PUBLISHING_TOASTS.sentBack, data: { publishState: 'draft' } });
    const [latest] = (await t.http().get('/api/admin/site-settings/revisions').set(as(admin)).expect(200)).body.data;
    expect(latest.action).toBe('sent_back');
    expect(latest.changes).toEqual([
      { field: 'publishState', label: GOVERNANCE_TEXTS.state, before: 'In review', after: 'Draft' },
      { field: 'reason', label: GOVERNANCE_TEXTS.reason, before: null, after: reason },
    ]);
    await sendBack({ reason }).expect(400);
    // The contributor hears why, as a list item's author does.
    await waitFor(() => smtp.received('second.contributor@example.org').length === 1, 15000, 'the send-back mail');
    const mail = smtp.received('second.contributor@example.org')[0];
    expect(mail.headers.subject).toBe('Sent back for changes: Site settings');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(reason);
  });

  it("names the institute in every page's splash as published, in the page's language, the office's pages too", async () => {
    const current = await settings();
    await save(admin, {
      subtitle: 'Faridkot, Punjab - a renewed institute',
      translations: { ...current.translations, pa: { ...current.translations.pa, subtitle: 'ਫ਼ਰੀਦਕੋਟ, ਨਵੀਂ ਸੰਸਥਾ' } },
    }).expect(200);
    const splash = (page: string) => page.match(/data-splash-subtitle>([^<]*)</)?.[1];
    for (const app of replicas.apps) {
      expect(splash(await html('/', app))).toBe('Faridkot, Punjab - a renewed institute');
      expect(splash(await html('/admin', app))).toBe('Faridkot, Punjab - a renewed institute');
      expect(splash(await html('/pa/library', app))).toBe('ਫ਼ਰੀਦਕੋਟ, ਨਵੀਂ ਸੰਸਥਾ');
    }
    await save(admin, { subtitle: current.subtitle, translations: current.translations }).expect(200);
    expect(splash(await html('/', replicas.apps[1]))).toBe(current.subtitle);
  });

  it('answers the office only', async () => {
    await t.http().get('/api/admin/site-settings').expect(401);
    await t.http().put('/api/admin/site-settings').send({ phone: '1' }).expect(401);
  });
});
