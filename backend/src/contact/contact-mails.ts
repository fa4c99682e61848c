/**
 * The sender's mails of a tracked message (ARCHITECTURE.md 12.3): the acknowledgement with its
 * reference, and the office's reply. Written like the account mails (auth/account-mails.ts); the
 * link opens 'Track your message' with the reference filled in.
 */
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@diet/contracts/contact-tracking';
import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@diet/contracts/enums';
import { compose, type AccountMail } from '../auth/account-mails';

/** The public page's tracker, with the reference filled in. */
export function trackingUrl(publicUrl: string, reference: string): string {
  return `${publicUrl}/contact?reference=${encodeURIComponent(reference)}#track`;
}

const trackLink = (url: string) => ({ url, label: 'Track your message' });

export function acknowledgementMail(o: {
  name: string;
  reference: string;
  subject: ContactSubject;
  url: string;
  institute: string;
}): AccountMail {
  return compose(
    `We have received your message: ${o.reference}`,
    `Dear ${o.name},`,
    [
      `Thank you for writing to us about "${CONTACT_SUBJECT_LABELS[o.subject]}". Your message has been received and its reference is ${o.reference}.`,
      'To see its status and our reply, open this link and give this reference with your e-mail address:',
    ],
    trackLink(o.url),
    'Please quote the reference whenever you write to us about this message.',
    o.institute,
  );
}

export function replyMail(o: {
  name: string;
  reference: string;
  status: MessageStatus;
  reply: string;
  url: string;
  institute: string;
}): AccountMail {
  return compose(
    `Reply to your message ${o.reference}`,
    `Dear ${o.name},`,
    [
      `The institute has answered your message ${o.reference}. Its status is now: ${MESSAGE_STATUS_LABELS[o.status]}.`,
      o.reply,
      'You can see the status and this reply at any time here:',
    ],
    trackLink(o.url),
    'Please quote the reference whenever you write to us about this message.',
    o.institute,
  );
}
