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
