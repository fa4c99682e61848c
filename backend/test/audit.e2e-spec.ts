/**
 * The audit trail (issue 19 item 6): sign-ins and failed sign-ins with the client address, account
 * changes, content changes with the person who made them, the filters, the CSV export, and that
 * only administrators read it.
 */
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { AUDIT_ACCOUNT_ACTIONS, AUDIT_CSV_HEADER, AUDIT_MESSAGES, type AuditEntry } from '@diet/contracts/audit';
import { ACCESS } from '@diet/contracts/messages';
import { ADMIN, createTestApp, describeApi, type TestApp } from './utils/create-test-app';
import { linkInMail } from './utils/mail-links';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(90_000);

const PASSWORD = 'Ten-chars-or-more';
const OFFICE = '203.0.113.7';
const HOME = '198.51.100.23';
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describeApi('audit trail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let adminToken: string;
  let editor: { id: string; token: string };

  // Behind the gateway: the client address is the forwarded one.
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string, password: string, address: string) =>
    t.http().post('/api/admin/auth/login').set(from(address)).send({ email, password });
  const audit = async (query: Record<string, string> = {}, token = adminToken) => {
    const res = await t.http().get('/api/admin/audit').query(query).set(bearer(token)).expect(200);
    return {
      entries: res.body.data as AuditEntry[],
      meta: res.body.meta as { total: number; page: number; pageSize: number },
    };
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://diet.example.in', TRUST_PROXY: 'true' },
    });
    adminToken = (await login(ADMIN.email, ADMIN.password, OFFICE).expect(200)).body.data.token;
    // An editor invited through the Accounts screen, who accepts the mailed link.
    const invited = await t
      .http()
      .post('/api/admin/users')
      .set(bearer(adminToken))
      .set(from(OFFICE))
      .send({ email: 'meera@example.org', name: 'Meera Kaur', role: 'editor' })
      .expect(201);
    await waitFor(() => smtp.received('meera@example.org').length === 1, 15000, 'the invitation');
    const token = linkInMail(smtp.received('meera@example.org')[0], '/admin/accept-invite');
    await t
      .http()
      .post('/api/admin/auth/accept-invite')
      .set(from(HOME))
      .send({ token, password: PASSWORD })
      .expect(200);
    editor = {
      id: invited.body.data.id,
      token: (await login('meera@example.org', PASSWORD, HOME).expect(200)).body.data.token,
    };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('records every sign-in and failed sign-in with the address; a failure keeps the e-mail tried', async () => {
    await login(ADMIN.email, 'wrong-password', HOME).expect(401);
    await login('nobody@example.org', 'whatever-it-is', HOME).expect(401);

    const failed = (await audit({ action: AUDIT_ACCOUNT_ACTIONS.signInFailed })).entries;
    expect(failed.map((e) => [e.description, e.email, e.userId, e.address])).toEqual([
      ['Sign-in failed: nobody@example.org (unknown e-mail)', 'nobody@example.org', null, HOME],
      [`Sign-in failed: ${ADMIN.email} (wrong password)`, ADMIN.email, null, HOME],
    ]);
    const signIns = (await audit({ action: AUDIT_ACCOUNT_ACTIONS.signedIn })).entries;
    expect(signIns.map((e) => [e.userName, e.email, e.address])).toEqual([
      ['Meera Kaur', 'meera@example.org', HOME],
      ['Administrator', ADMIN.email, OFFICE],
    ]);
    expect(Date.now() - Date.parse(signIns[0].time)).toBeLessThan(60_000);
  });

  it('writes an IPv4 client as such, not in its IPv6-mapped form', async () => {
    await t
      .http()
      .post('/api/admin/auth/login')
      .send({ email: 'direct@example.org', password: 'whatever-it-is' })
      .expect(401);
    const [entry] = (await audit({ user: 'direct@example.org' })).entries;
    expect(entry.address).toBe('127.0.0.1');
  });

  it('records account changes by whoever made them: invitation, role change, disabling, re-enabling', async () => {
    const changeEditor = (body: object) =>
      t.http().patch(`/api/admin/users/${editor.id}`).set(bearer(adminToken)).set(from(OFFICE)).send(body).expect(200);
    await changeEditor({ role: 'contributor' });
    await changeEditor({ disabled: true });
    await changeEditor({ disabled: false });
    await changeEditor({ role: 'editor' });
    editor.token = (await login('meera@example.org', PASSWORD, HOME).expect(200)).body.data.token;

    const { entries } = await audit();
    const changes = entries
      .filter((e) => e.entityId === editor.id && e.action !== AUDIT_ACCOUNT_ACTIONS.signedIn)
      .reverse();
    expect(changes.map((e) => [e.action, e.description, e.userName, e.address])).toEqual([
      ['Invited', 'Invited meera@example.org as Editor', 'Administrator', OFFICE],
      ['Invitation accepted', 'Invitation accepted: meera@example.org', 'Meera Kaur', HOME],
      ['Role changed', 'Role of meera@example.org changed from Editor to Contributor', 'Administrator', OFFICE],
      ['Disabled', 'Disabled the account meera@example.org', 'Administrator', OFFICE],
      ['Enabled', 'Re-enabled the account meera@example.org', 'Administrator', OFFICE],
      ['Role changed', 'Role of meera@example.org changed from Contributor to Editor', 'Administrator', OFFICE],
    ]);
  });

  it('a content change names the person and the address; so does the dashboard', async () => {
    const notice = await t
      .http()
      .post('/api/admin/notices')
      .set(bearer(editor.token))
      .set(from(HOME))
      .send({ title: 'Admission schedule 2026', category: 'Admission', publishDate: today() })
      .expect(201);
    const { entries } = await audit({ action: 'Created' });
    expect(entries[0]).toEqual({
      id: expect.any(String),
      time: expect.any(String),
      action: 'Created',
      description: 'Created notice: Admission schedule 2026',
      entity: 'notice',
      entityId: notice.body.data.id,
      userId: editor.id,
      userName: 'Meera Kaur',
      email: 'meera@example.org',
      address: HOME,
    });
    const dashboard = await t.http().get('/api/admin/dashboard/stats').set(bearer(adminToken)).expect(200);
    expect(dashboard.body.data.recentActivities[0]).toEqual({
      action: 'Created notice: Admission schedule 2026',
      user: 'Meera Kaur',
      time: expect.any(String),
    });
    // Sign-ins stay out of the dashboard's recent changes to the site.
    expect(dashboard.body.data.recentActivities.map((a: { action: string }) => a.action).join()).not.toContain(
      'Signed in',
    );
  });

  it('filters by person (with the failed sign-ins of that e-mail), action and date range, and pages', async () => {
    const admin = (await t.http().get('/api/admin/auth/account').set(bearer(adminToken)).expect(200)).body.data
      .id as string;
    const own = await audit({ user: admin });
    expect(own.entries.every((e) => e.userId === admin || e.email === ADMIN.email)).toBe(true);
    expect(own.entries.some((e) => e.action === AUDIT_ACCOUNT_ACTIONS.signInFailed)).toBe(true);
    expect((await audit({ user: 'NOBODY@example.org' })).entries.map((e) => e.action)).toEqual([
      AUDIT_ACCOUNT_ACTIONS.signInFailed,
    ]);

    const all = await audit();
    expect((await audit({ from: today(), to: today() })).meta.total).toBe(all.meta.total);
    expect((await audit({ from: dayAfter(today(), 1) })).meta.total).toBe(0);
    expect((await audit({ to: dayAfter(today(), -1) })).meta.total).toBe(0);
    const paged = await audit({ pageSize: '2', page: '2' });
    expect(paged.entries).toEqual(all.entries.slice(2, 4));
    expect(paged.meta).toEqual({ total: all.meta.total, page: 2, pageSize: 2 });

    const actions = (await t.http().get('/api/admin/audit/actions').set(bearer(adminToken)).expect(200)).body.data;
    expect(actions).toEqual(expect.arrayContaining(['Created', 'Invited', 'Sign-in failed', 'Signed in']));
  });

  it('refuses a bad date range with the exact message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: 'yesterday' }, AUDIT_MESSAGES.fromInvalid],
      [{ to: '2026-02-30' }, AUDIT_MESSAGES.toInvalid],
      [{ from: '2026-05-02', to: '2026-05-01' }, AUDIT_MESSAGES.toBeforeFrom],
    ];
    for (const [query, message] of cases) {
      const res = await t.http().get('/api/admin/audit').query(query).set(bearer(adminToken)).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('exports the filtered entries as CSV for spreadsheets, safe against formulas', async () => {
    // A name a spreadsheet would run as a formula.
    await t
      .http()
      .patch('/api/admin/auth/account')
      .set(bearer(editor.token))
      .set(from(HOME))
      .send({ name: '=HYPERLINK("http://x")' })
      .expect(200);
    await t
      .http()
      .post('/api/admin/notices')
      .set(bearer(editor.token))
      .set(from(HOME))
      .send({ title: 'Exam dates', category: 'Examination', publishDate: today() })
      .expect(201);

    const res = await t
      .http()
      .get('/api/admin/audit/export')
      .query({ user: editor.id, action: 'Created' })
      .set(bearer(adminToken))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const lines = res.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(','))).toEqual([
      'Created,Created notice: Exam dates',
      'Created,Created notice: Admission schedule 2026',
    ]);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")",meera@example.org,${HOME}`);
  });

  it('is for administrators only', async () => {
    for (const path of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/audit/actions']) {
      const refused = await t.http().get(path).set(bearer(editor.token)).expect(403);
      expect(refused.body.message).toBe(ACCOUNT_MESSAGES.forbidden);
      const anonymous = await t.http().get(path).expect(401);
      expect(anonymous.body.message).toBe(ACCESS.mustBeLoggedIn);
    }
  });
});
