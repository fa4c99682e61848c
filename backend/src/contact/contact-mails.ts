/**
 * The sender's mails of a tracked message (ARCHITECTURE.md 12.3): the acknowledgement with its
 * reference, and the office's reply, in the language of the page the message was sent from
 * (mail/visitor-mails.ts). Written like the account mails (auth/account-mails.ts); the link opens
 * 'Track your message' with the reference filled in, on the page of that language.
 */
import type { MessageStatus } from '@diet/contracts/contact-tracking';
import type { ContactSubject } from '@diet/contracts/enums';
import { pathInLanguage, type Language } from '@diet/contracts/languages';
import type { AccountMail } from '../auth/account-mails';
import { CONTACT_NAMES, visitorMail, type VisitorMailTo } from '../mail/visitor-mails';

/** The public page's tracker, with the reference filled in, in `language`. */
export function trackingUrl(publicUrl: string, reference: string, language: Language): string {
  return `${publicUrl}${pathInLanguage('/contact', language)}?reference=${encodeURIComponent(reference)}#track`;
}

export function acknowledgementMail(o: VisitorMailTo & { reference: string; subject: ContactSubject }): AccountMail {
  return visitorMail(o, (t) => ({
    subject: t.acknowledgement.subject(o.reference),
    paragraphs: [
      t.acknowledgement.received(CONTACT_NAMES[o.language].subjects[o.subject], o.reference),
      t.acknowledgement.track,
    ],
    link: t.trackLink,
    after: t.quoteReference,
  }));
}

export function replyMail(o: VisitorMailTo & { reference: string; status: MessageStatus; reply: string }): AccountMail {
  return visitorMail(o, (t) => ({
    subject: t.reply.subject(o.reference),
    paragraphs: [t.reply.answered(o.reference, CONTACT_NAMES[o.language].statuses[o.status]), o.reply, t.reply.track],
    link: t.trackLink,
    after: t.quoteReference,
  }));
}
