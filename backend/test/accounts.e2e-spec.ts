/**
 * Staff accounts (issue 19 items 1 and 8): invitations and password resets mailed over a REAL SMTP
 * peer, one-time links, no account enumeration, disabling that ends sessions on a second app
 * instance on the same database, the last administrator, and one's own name and password.
 */
import { ACCOUNT_MESSAGES, ACCOUNT_TOASTS } from '@diet/contracts/accounts';
import { ACCESS, VALIDATION } from '@diet/contracts/messages';
import { IsNull } from 'typeorm';
import { AccountLinkEntity } from '../src/auth/account-link.entity';
import {
  ADMIN,
  createTestReplicas,
  describeApi,
  loginToken,
  type TestApp,
  type TestReplicas,
} from './utils/create-test-app';
import { withInstituteName } from './utils/institute-name';
import { linkInMail } from './utils/mail-links';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://diet.example.in';
const NEW_PASSWORD = 'Ten-chars-or-more';

describeApi('staff accounts', () => {
  let smtp: TestSmtpServer;
  let replicas: TestReplicas;
  let one: TestApp;
  let two: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    replicas = await createTestReplicas({
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'DIET Office <office@diet.example.in>',
    });
    [one, two] = replicas.apps;
    adminToken = await loginToken(one);
  });
  afterAll(async () => {
    await replicas?.close();
    await smtp?.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const asAdmin = () => bearer(adminToken);
  const login = (t: TestApp, email: string, password: string) =>
    t.http().post('/api/admin/auth/login').send({ email, password });

  /** Moves the end of every unused link into the past, as if its time had run out. */
  const expireOpenLinks = () =>
    one.dataSource
      .getRepository(AccountLinkEntity)
      .update({ usedAt: IsNull() }, { expiresAt: new Date(Date.now() - 1000) });

  async function mailTo(email: string, count = 1) {
    await waitFor(() => smtp.received(email).length >= count, 15000, `mail ${count} to ${email}`);
    return smtp.received(email)[count - 1];
  }

  /** Invites `email`, accepts the mailed link, and returns the new person's token. */
  async function newAccount(email: string, role: string, name = 'New Person'): Promise<{ id: string; token: string }> {
    const res = await one.http().post('/api/admin/users').set(asAdmin()).send({ email, name, role }).expect(201);
    const token = linkInMail(await mailTo(email), '/admin/accept-invite');
    await one.http().post('/api/admin/auth/accept-invite').send({ token, password: NEW_PASSWORD }).expect(200);
    const session = await login(one, email, NEW_PASSWORD).expect(200);
    return { id: res.body.data.id as string, token: session.body.data.token as string };
  }

  it('invites a person by mail; the link sets the password once; then the person signs in', async () => {
    const res = await one
      .http()
      .post('/api/admin/users')
      .set(asAdmin())
      .send({ email: 'Asha@Example.org', name: 'Asha <b>Rani</b> & Co', role: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ACCOUNT_TOASTS.invitationSent);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      email: 'asha@example.org',
      name: 'Asha <b>Rani</b> & Co',
      role: 'editor',
      disabled: false,
      status: 'invited',
      twoFactor: false,
      locked: false,
      createdAt: expect.any(String),
    });

    const mail = await mailTo('asha@example.org');
    expect(mail.headers.from).toBe('District Institute of Education and Training <office@diet.example.in>');
    expect(mail.headers.subject).toBe('Your account at District Institute of Education and Training');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    // What the administrator typed is escaped in the HTML part.
    expect(mail.raw).toContain('Asha &lt;b&gt;Rani&lt;/b&gt; &amp; Co');
    expect(mail.raw).not.toContain('<b>Rani</b> &amp;');
    const token = linkInMail(mail, '/admin/accept-invite');

    // Only the hash is stored; the link lasts 48 hours.
    const [row] = await one.dataSource.query('SELECT token_hash, created_at, expires_at FROM account_links');
    expect(row.token_hash).not.toBe(token);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(48 * 3600 * 1000);

    expect((await login(one, 'asha@example.org', NEW_PASSWORD)).status).toBe(401);
    const short = await one.http().post('/api/admin/auth/accept-invite').send({ token, password: 'short' }).expect(400);
    expect(short.body.message).toBe(VALIDATION.newPasswordTooShort);
    const accepted = await two
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token, password: NEW_PASSWORD })
      .expect(200);
    expect(accepted.body).toEqual({ success: true, data: null, message: ACCOUNT_TOASTS.passwordSet });
    const again = await one
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token, password: NEW_PASSWORD })
      .expect(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.linkUsed);

    const session = await login(one, 'asha@example.org', NEW_PASSWORD).expect(200);
    const account = await one.http().get('/api/admin/auth/account').set(bearer(session.body.data.token)).expect(200);
    expect(account.body.data).toMatchObject({
      email: 'asha@example.org',
      role: 'editor',
      status: 'active',
      disabled: false,
    });
    const list = await one.http().get('/api/admin/users').set(asAdmin()).expect(200);
    expect(list.body.data.map((a: { email: string; role: string }) => [a.email, a.role])).toEqual([
      [ADMIN.email, 'administrator'],
      ['asha@example.org', 'editor'],
    ]);
  });

  it('refuses the accounts screen to editors and contributors with the permission text', async () => {
    for (const role of ['editor', 'contributor']) {
      const { token } = await newAccount(`${role}-403@example.org`, role);
      for (const call of [
        one.http().get('/api/admin/users').set(bearer(token)),
        one
          .http()
          .post('/api/admin/users')
          .set(bearer(token))
          .send({ email: 'x@example.org', name: 'X', role: 'editor' }),
        one
          .http()
          .patch(`/api/admin/users/${'0'.repeat(8)}`)
          .set(bearer(token))
          .send({ role: 'administrator' }),
      ]) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You do not have permission to perform this action.');
      }
    }
  });

  it('validates an invitation and refuses a second account for one address', async () => {
    const cases: [object, string][] = [
      [{ name: 'A', role: 'editor' }, VALIDATION.emailRequired],
      [{ email: 'bad', name: 'A', role: 'editor' }, VALIDATION.emailInvalid],
      [{ email: 'a@example.org', role: 'editor' }, VALIDATION.nameRequired],
      [{ email: 'a@example.org', name: 'A' }, ACCOUNT_MESSAGES.roleRequired],
      [{ email: 'a@example.org', name: 'A', role: 'owner' }, 'Role is not an allowed value'],
    ];
    for (const [body, message] of cases) {
      const res = await one.http().post('/api/admin/users').set(asAdmin()).send(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const taken = await one
      .http()
      .post('/api/admin/users')
      .set(asAdmin())
      .send({ email: 'ADMIN@example.org', name: 'Again', role: 'editor' });
    expect([taken.status, taken.body.message]).toEqual([409, ACCOUNT_MESSAGES.emailTaken]);
  });

  it('says when a link has expired or is not valid', async () => {
    await one
      .http()
      .post('/api/admin/users')
      .set(asAdmin())
      .send({ email: 'late@example.org', name: 'Late', role: 'contributor' })
      .expect(201);
    const token = linkInMail(await mailTo('late@example.org'), '/admin/accept-invite');
    await expireOpenLinks();
    const expired = await one
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token, password: NEW_PASSWORD })
      .expect(400);
    expect(expired.body.message).toBe(ACCOUNT_MESSAGES.linkExpired);
    const forged = await one
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token: 'f'.repeat(64), password: NEW_PASSWORD })
      .expect(400);
    expect(forged.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    const missing = await one
      .http()
      .post('/api/admin/auth/reset-password')
      .send({ password: NEW_PASSWORD })
      .expect(400);
    expect(missing.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('answers a forgotten password the same for any address and mails only real accounts; the reset ends every session', async () => {
    const { token: sessionA } = await newAccount('ravi@example.org', 'contributor', 'Ravi');
    const sessionB = (await login(two, 'ravi@example.org', NEW_PASSWORD).expect(200)).body.data.token as string;
    const mailsBefore = smtp.mails.length;

    const unknown = await one
      .http()
      .post('/api/admin/auth/forgot-password')
      .send({ email: 'nobody@example.org' })
      .expect(200);
    const known = await one
      .http()
      .post('/api/admin/auth/forgot-password')
      .send({ email: 'RAVI@example.org' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, data: null, message: ACCOUNT_TOASTS.resetLinkSent });
    const invalid = await one.http().post('/api/admin/auth/forgot-password').send({ email: 'nope' }).expect(400);
    expect(invalid.body.message).toBe(VALIDATION.emailInvalid);

    const mail = await mailTo('ravi@example.org', 2);
    expect(mail.headers.subject).toBe('Reset your password at District Institute of Education and Training');
    expect(mail.headers.from).toBe('District Institute of Education and Training <office@diet.example.in>');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const token = linkInMail(mail, '/admin/reset-password');
    expect(smtp.received('nobody@example.org')).toHaveLength(0);
    expect(smtp.mails.length).toBe(mailsBefore + 1);
    const [row] = await one.dataSource.query(
      "SELECT created_at, expires_at FROM account_links WHERE purpose = 'reset'",
    );
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(3600 * 1000);

    const reset = await two
      .http()
      .post('/api/admin/auth/reset-password')
      .send({ token, password: 'A-brand-new-one' })
      .expect(200);
    expect(reset.body.message).toBe(ACCOUNT_TOASTS.passwordReset);
    for (const [t, session] of [
      [one, sessionA],
      [two, sessionB],
      [one, sessionB],
    ] as const) {
      const res = await t.http().get('/api/admin/auth/me').set(bearer(session));
      expect([res.status, res.body.message]).toEqual([401, ACCESS.sessionExpired]);
    }
    expect((await login(one, 'ravi@example.org', NEW_PASSWORD)).status).toBe(401);
    await login(one, 'ravi@example.org', 'A-brand-new-one').expect(200);
    const reused = await one
      .http()
      .post('/api/admin/auth/reset-password')
      .send({ token, password: 'Yet-another-one' })
      .expect(400);
    expect(reused.body.message).toBe(ACCOUNT_MESSAGES.linkUsed);
    // An invitation token is no reset token.
    const wrongKind = await one
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token, password: 'Yet-another-one' })
      .expect(400);
    expect(wrongKind.body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('an expired reset link says so', async () => {
    await one.http().post('/api/admin/auth/forgot-password').send({ email: ADMIN.email }).expect(200);
    const token = linkInMail(await mailTo(ADMIN.email), '/admin/reset-password');
    await expireOpenLinks();
    const res = await one
      .http()
      .post('/api/admin/auth/reset-password')
      .send({ token, password: 'Whatever-long' })
      .expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.linkExpired);
    await login(one, ADMIN.email, ADMIN.password).expect(200);
  });

  it('disabling an account ends its sessions at once on every instance; re-enabling does not revive them', async () => {
    const { id, token } = await newAccount('meena@example.org', 'editor', 'Meena');
    await two.http().get('/api/admin/auth/me').set(bearer(token)).expect(200);
    const off = await one.http().patch(`/api/admin/users/${id}`).set(asAdmin()).send({ disabled: true }).expect(200);
    expect(off.body.message).toBe(ACCOUNT_TOASTS.accountDisabled);
    expect(off.body.data).toMatchObject({ disabled: true, status: 'disabled' });
    const refused = await two.http().get('/api/admin/auth/me').set(bearer(token));
    expect([refused.status, refused.body.message]).toEqual([401, ACCESS.sessionExpired]);
    const signIn = await login(two, 'meena@example.org', NEW_PASSWORD);
    expect([signIn.status, signIn.body.message]).toEqual([401, ACCESS.invalidCredentials]);
    await one.http().post('/api/admin/auth/forgot-password').send({ email: 'meena@example.org' }).expect(200);

    const on = await one.http().patch(`/api/admin/users/${id}`).set(asAdmin()).send({ disabled: false }).expect(200);
    expect(on.body.message).toBe(ACCOUNT_TOASTS.accountEnabled);
    await two.http().get('/api/admin/auth/me').set(bearer(token)).expect(401);
    await login(two, 'meena@example.org', NEW_PASSWORD).expect(200);
    // No reset mail went to the disabled account.
    expect(smtp.received('meena@example.org')).toHaveLength(1);
  });

  it('keeps the last administrator: it cannot be disabled or demoted', async () => {
    const me = await one.http().get('/api/admin/auth/me').set(asAdmin()).expect(200);
    for (const body of [{ disabled: true }, { role: 'editor' }]) {
      const res = await one.http().patch(`/api/admin/users/${me.body.data.id}`).set(asAdmin()).send(body);
      expect([res.status, res.body.message]).toEqual([409, ACCOUNT_MESSAGES.lastAdministrator]);
    }
    const { id } = await newAccount('second-admin@example.org', 'administrator');
    const demoted = await one
      .http()
      .patch(`/api/admin/users/${id}`)
      .set(asAdmin())
      .send({ role: 'contributor', name: 'Now Contributor' })
      .expect(200);
    expect(demoted.body).toMatchObject({
      message: ACCOUNT_TOASTS.accountUpdated,
      data: { role: 'contributor', name: 'Now Contributor' },
    });
    const unknown = await one
      .http()
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000')
      .set(asAdmin())
      .send({ role: 'editor' });
    expect(unknown.status).toBe(404);
  });

  it('lets each person change their own name and password', async () => {
    const { token } = await newAccount('kiran@example.org', 'contributor', 'Kiran');
    const renamed = await one
      .http()
      .patch('/api/admin/auth/account')
      .set(bearer(token))
      .send({ name: '  Kiran Kaur ' })
      .expect(200);
    expect(renamed.body).toMatchObject({
      message: ACCOUNT_TOASTS.accountUpdated,
      data: { name: 'Kiran Kaur', role: 'contributor' },
    });
    const blank = await one.http().patch('/api/admin/auth/account').set(bearer(token)).send({ name: ' ' }).expect(400);
    expect(blank.body.message).toBe(VALIDATION.nameRequired);
    const sneaky = await one
      .http()
      .patch('/api/admin/auth/account')
      .set(bearer(token))
      .send({ name: 'K', role: 'administrator' })
      .expect(400);
    expect(sneaky.body.message).toBe(VALIDATION.unknownField('role'));
    expect((await two.http().get('/api/admin/auth/me').set(bearer(token)).expect(200)).body.data.name).toBe(
      'Kiran Kaur',
    );

    await one
      .http()
      .post('/api/admin/auth/password')
      .set(bearer(token))
      .send({ currentPassword: NEW_PASSWORD, newPassword: 'Kirans-own-pass' })
      .expect(200);
    await login(one, 'kiran@example.org', 'Kirans-own-pass').expect(200);
  });

  it('keeps no account when the invitation cannot be mailed', async () => {
    smtp.rejectRecipients = true;
    try {
      const res = await one
        .http()
        .post('/api/admin/users')
        .set(asAdmin())
        .send({ email: 'bounce@example.org', name: 'Bounce', role: 'editor' });
      expect([res.status, res.body.message]).toEqual([502, ACCOUNT_MESSAGES.inviteNotSent]);
    } finally {
      smtp.rejectRecipients = false;
    }
    const list = await one.http().get('/api/admin/users').set(asAdmin()).expect(200);
    expect(list.body.data.map((a: { email: string }) => a.email)).not.toContain('bounce@example.org');
  });

  it("invites and resets in the institute's name as the office published it, in the subject, the text and the signature", async () => {
    const renamed = 'Government DIET Faridkot (renamed)';
    const original = (await one.http().get('/api/site').expect(200)).body.data.instituteName as string;
    await withInstituteName(one, adminToken, renamed, async () => {
      await one
        .http()
        .post('/api/admin/users')
        .set(asAdmin())
        .send({ email: 'renamed@example.org', name: 'Renu', role: 'contributor' })
        .expect(201);
      const invitation = await mailTo('renamed@example.org');
      expect(invitation.headers.subject).toBe(`Your account at ${renamed}`);
      const body = invitation.raw.replace(/=\r?\n/g, '');
      expect(body).toContain(`to the back office of ${renamed} as Contributor.`);
      expect(body).toContain(`<p>${renamed}</p>`);
      expect(body).not.toContain(original);
      await one.http().post('/api/admin/auth/forgot-password').send({ email: 'renamed@example.org' }).expect(200);
      expect((await mailTo('renamed@example.org', 2)).headers.subject).toBe(`Reset your password at ${renamed}`);
    });
  });
});
