/**
 * The mails a visitor gets, in the language of the page they wrote from (stored with the message
 * or enrolment, so a later mail speaks it too): the words per language (visitor-mails/), and how a
 * moment reads in them.
 */
import { contactNames as contactNamesEn } from '@diet/contracts/contact-names/en';
import { contactNames as contactNamesHi } from '@diet/contracts/contact-names/hi';
import { contactNames as contactNamesPa } from '@diet/contracts/contact-names/pa';
import { instituteDateAndTime } from '@diet/contracts/date-time';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import type { Language } from '@diet/contracts/languages';
import { compose, type AccountMail } from '../auth/account-mails';
import { visitorMails as en } from './visitor-mails/en';
import { visitorMails as hi } from './visitor-mails/hi';
import { visitorMails as pa } from './visitor-mails/pa';

export type VisitorMails = typeof en;

export const VISITOR_MAILS: Record<Language, VisitorMails> = { en, pa, hi };

/** A contact message's subjects and statuses as the public page names them in each language. */
export const CONTACT_NAMES: Record<Language, typeof contactNamesEn> = {
  en: contactNamesEn,
  pa: contactNamesPa,
  hi: contactNamesHi,
};

/** A moment at the institute in `language`: '15 December 2026 at 3:00 PM IST', '15 ਦਸੰਬਰ 2026 ਨੂੰ 3:00 ...'. */
export function startsAtIn(moment: string | Date, language: Language): string {
  const at = instituteDateAndTime(new Date(moment).toISOString());
  if (!at) return '';
  return VISITOR_MAILS[language].startsAt(formatLongDate(at.date, language), formatTimeOfDay(at.time, language));
}

/** Whom a visitor's mail goes to: greeted by name in their language, its one link, signed by the institute. */
export interface VisitorMailTo {
  name: string;
  url: string;
  institute: string;
  language: Language;
}

/** What one mail says, in the reader's language: its subject, paragraphs, the link's label, the closing line. */
interface MailWords {
  subject: string;
  paragraphs: string[];
  link: string;
  after: string;
}

/** A visitor's mail: the greeting in their language, then `words` taken from that language's catalogue. */
export function visitorMail(to: VisitorMailTo, words: (t: VisitorMails) => MailWords): AccountMail {
  const t = VISITOR_MAILS[to.language];
  const w = words(t);
  return compose(w.subject, t.greeting(to.name), w.paragraphs, { url: to.url, label: w.link }, w.after, to.institute);
}
