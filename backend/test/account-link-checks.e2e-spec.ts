/**
 * Invitation links people can follow (issue 39 item 9), over a real SMTP peer: the page a mailed
 * link opens asks whether it still works and hears why not (used, not valid); an administrator
 * sends a pending invitation again, which ends the earlier links; one that was accepted is not
 * sent again.
 */
import { ACCOUNT_MESSAGES, ACCOUNT_TOASTS } from '@diet/contracts/accounts';
import { createTestApp, describeApi, loginToken, type TestApp } from './utils/create-test-app';
import { linkInMail } from './utils/mail-links';
import { signInWithRole } from './utils/role-accounts';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './utils/test-smtp-server';

jest.setTimeout(60_000);

describeApi('invitation links', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const check = (token: string, purpose = 'invite') =>
    t.http().post('/api/admin/auth/check-link').send({ token, purpose });

  async function mailTo(email: string, count: number) {
    await waitFor(() => smtp.received(email).length >= count, 15000, `mail ${count} to ${email}`);
    return linkInMail(smtp.received(email)[count - 1], '/admin/accept-invite');
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://diet.example.in' } });
    admin = await loginToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('says a used link is used when its page opens', async () => {
    await t
      .http()
      .post('/api/admin/users')
      .set(as(admin))
      .send({ email: 'amrit@example.org', name: 'Amrit Kaur', role: 'editor' })
      .expect(201);
    const token = await mailTo('amrit@example.org', 1);
    expect((await check(token).expect(200)).body.data).toEqual({ valid: true });
    await t.http().post('/api/admin/auth/accept-invite').send({ token, password: 'Ten-chars-or-more' }).expect(200);
    expect((await check(token).expect(400)).body.message).toBe(ACCOUNT_MESSAGES.linkUsed);
    expect((await check('f'.repeat(64)).expect(400)).body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
    // A reset page does not take an invitation's link.
    expect((await check(token, 'reset').expect(400)).body.message).toBe(ACCOUNT_MESSAGES.linkInvalid);
  });

  it('sends a pending invitation again, ending the earlier link; never to someone who accepted', async () => {
    const created = await t
      .http()
      .post('/api/admin/users')
      .set(as(admin))
      .send({ email: 'balwinder@example.org', name: 'Balwinder Singh', role: 'contributor' })
      .expect(201);
    const id = created.body.data.id as string;
    const first = await mailTo('balwinder@example.org', 1);

    const resent = await t.http().post(`/api/admin/users/${id}/resend-invitation`).set(as(admin)).expect(200);
    expect(resent.body).toMatchObject({ message: ACCOUNT_TOASTS.invitationResent, data: { id, status: 'invited' } });
    const second = await mailTo('balwinder@example.org', 2);
    expect(second).not.toBe(first);
    expect((await check(first).expect(400)).body.message).toBe(ACCOUNT_MESSAGES.linkUsed);
    await check(second).expect(200);
    await t
      .http()
      .post('/api/admin/auth/accept-invite')
      .send({ token: second, password: 'Ten-chars-or-more' })
      .expect(200);

    const again = await t.http().post(`/api/admin/users/${id}/resend-invitation`).set(as(admin)).expect(409);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.notInvited);
    expect(smtp.received('balwinder@example.org')).toHaveLength(2);
    // Accounts are the administrators'.
    const editor = await signInWithRole(t, 'editor');
    await t.http().post(`/api/admin/users/${id}/resend-invitation`).set(as(editor.token)).expect(403);
  });
});
