/**
 * A teacher's mails: the enrolment's one-time confirmation link, the place given when the waiting
 * list moves, the link to their training record and their certificate, in the language of the
 * page they enrolled or asked from (mail/visitor-mails.ts), with the programme's title as
 * published in it. Written like the account mails (auth/account-mails.ts).
 */
import { trainings } from '@diet/contracts/content-types/trainings';
import { localizedRecord } from '@diet/contracts/content-translations';
import type { Language, Translations } from '@diet/contracts/languages';
import { compose, type AccountMail } from '../auth/account-mails';
import { startsAtIn, VISITOR_MAILS, type VisitorMails } from '../mail/visitor-mails';

/** What a mail says of a programme: its title (and its translations), and when it starts. */
export interface MailedProgramme {
  title: string;
  startsAt: string | Date;
  translations?: Translations | null;
}

/** The programme's title as a reader of `language` sees it (English where it has no translation). */
const titleIn = (programme: MailedProgramme, language: Language) =>
  localizedRecord(trainings, programme as unknown as Record<string, unknown>, language).title as string;

interface ProgrammeMail {
  name: string;
  programme: MailedProgramme;
  url: string;
  institute: string;
  language: Language;
}

/** A mail about a programme's place: its title and start worded in the teacher's language. */
function placeMail(
  o: ProgrammeMail,
  words: (t: VisitorMails) => {
    subject: (title: string) => string;
    opening: (title: string, startsAt: string) => string;
    next: string;
    link: string;
    after: string;
  },
): AccountMail {
  const t = VISITOR_MAILS[o.language];
  const w = words(t);
  const title = titleIn(o.programme, o.language);
  return compose(
    w.subject(title),
    t.greeting(o.name),
    [w.opening(title, startsAtIn(o.programme.startsAt, o.language)), w.next],
    { url: o.url, label: w.link },
    w.after,
    o.institute,
  );
}

export function confirmEnrolmentMail(o: ProgrammeMail & { hours: number }): AccountMail {
  return placeMail(o, ({ confirmEnrolment: w }) => ({ ...w, opening: w.asked, next: w.within(o.hours) }));
}

export function placeGivenMail(o: ProgrammeMail): AccountMail {
  return placeMail(o, ({ placeGiven: w }) => ({ ...w, opening: w.given, next: w.sessions }));
}

export function traineeRecordMail(o: {
  name: string;
  url: string;
  hours: number;
  institute: string;
  language: Language;
}): AccountMail {
  const t = VISITOR_MAILS[o.language];
  return compose(
    t.traineeRecord.subject,
    t.greeting(o.name),
    [t.traineeRecord.within(o.hours)],
    { url: o.url, label: t.traineeRecord.link },
    t.traineeRecord.after,
    o.institute,
  );
}

export function certificateMail(o: {
  name: string;
  programme: MailedProgramme;
  hours: number;
  code: string;
  url: string;
  institute: string;
  language: Language;
}): AccountMail {
  const t = VISITOR_MAILS[o.language];
  const title = titleIn(o.programme, o.language);
  return compose(
    t.certificate.subject(title),
    t.greeting(o.name),
    [t.certificate.completed(title, o.hours, o.code), t.certificate.verify],
    { url: o.url, label: t.certificate.link },
    t.certificate.after,
    o.institute,
  );
}
