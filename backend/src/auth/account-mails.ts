/**
 * The texts of the invitation and password-reset mails: plain text and HTML, in the institute's
 * name as the office published it (MailSender.sendComposed hands it). What people typed (names) is
 * escaped in the HTML part.
 */
import { ROLE_LABELS, type Role } from '@diet/contracts/accounts';
import { escapeMarkup } from '../common/markup';
import { SITE_CONTENT } from '../site/site-content';

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A paragraph list as both parts: text paragraphs, the link on its own line and as a button, signed
 * `institute` (the name the office published in the site settings).
 */
export function compose(
  subject: string,
  greeting: string,
  paragraphs: string[],
  link: { url: string; label: string },
  after: string,
  institute: string,
): AccountMail {
  const text = [greeting, ...paragraphs, link.url, after, institute].join('\n\n');
  const p = (t: string) => `<p>${escapeMarkup(t)}</p>`;
  const html = [
    p(greeting),
    ...paragraphs.map(p),
    `<p><a href="${escapeMarkup(link.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeMarkup(link.label)}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeMarkup(link.url)}</p>`,
    p(after),
    `<p>${escapeMarkup(institute)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export function invitationMail(
  o: { name: string; role: Role; invitedBy: string; url: string },
  institute: string,
): AccountMail {
  return compose(
    `Your account at ${institute}`,
    `Dear ${o.name},`,
    [
      `${o.invitedBy} has invited you to the back office of ${institute} as ${ROLE_LABELS[o.role]}.`,
      'Open this link within 48 hours to choose your password:',
    ],
    { url: o.url, label: 'Set your password' },
    'If you did not expect this invitation, you can ignore this mail.',
    institute,
  );
}

export function resetMail(o: { name: string; url: string }, institute: string): AccountMail {
  return compose(
    `Reset your password at ${institute}`,
    `Dear ${o.name},`,
    [
      'Someone asked to reset the password of your back office account. Open this link within 1 hour to choose a new one:',
    ],
    { url: o.url, label: 'Reset your password' },
    'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    institute,
  );
}

/** The sender as MAIL_FROM's address under the institute's name. */
export function instituteSender(
  mailFrom: string,
  institute: string = SITE_CONTENT.instituteName,
): { name: string; address: string } {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: institute, address };
}
