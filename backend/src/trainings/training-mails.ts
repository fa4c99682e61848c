/**
 * A teacher's mails: the enrolment's one-time confirmation link, the place given when the waiting
 * list moves, the link to their training record and their certificate, in the language of the
 * page they enrolled or asked from (mail/visitor-mails.ts), with the programme's title as
 * published in it. Written like the account mails (auth/account-mails.ts).
 */
import { trainings } from '@diet/contracts/content-types/trainings';
import { localizedRecord } from '@diet/contracts/content-translations';
import type { Language, Translations } from '@diet/contracts/languages';
import type { AccountMail } from '../auth/account-mails';
import { startsAtIn, visitorMail, type VisitorMailTo } from '../mail/visitor-mails';

/** What a mail says of a programme: its title (and its translations), and when it starts. */
export interface MailedProgramme {
  title: string;
  startsAt: string | Date;
  translations?: Translations | null;
}

/** The programme's title as a reader of `language` sees it (English where it has no translation). */
const titleIn = (programme: MailedProgramme, language: Language) =>
  localizedRecord(trainings, programme as unknown as Record<string, unknown>, language).title as string;

type ProgrammeMail = VisitorMailTo & { programme: MailedProgramme };

export function confirmEnrolmentMail(o: ProgrammeMail & { hours: number }): AccountMail {
  const title = titleIn(o.programme, o.language);
  return visitorMail(o, ({ confirmEnrolment: w }) => ({
    subject: w.subject(title),
    paragraphs: [w.asked(title, startsAtIn(o.programme.startsAt, o.language)), w.within(o.hours)],
    link: w.link,
    after: w.after,
  }));
}

export function placeGivenMail(o: ProgrammeMail): AccountMail {
  const title = titleIn(o.programme, o.language);
  return visitorMail(o, ({ placeGiven: w }) => ({
    subject: w.subject(title),
    paragraphs: [w.given(title, startsAtIn(o.programme.startsAt, o.language)), w.sessions],
    link: w.link,
    after: w.after,
  }));
}

export function traineeRecordMail(o: VisitorMailTo & { hours: number }): AccountMail {
  return visitorMail(o, ({ traineeRecord: w }) => ({
    subject: w.subject,
    paragraphs: [w.within(o.hours)],
    link: w.link,
    after: w.after,
  }));
}

export function certificateMail(o: ProgrammeMail & { hours: number; code: string }): AccountMail {
  const title = titleIn(o.programme, o.language);
  return visitorMail(o, ({ certificate: w }) => ({
    subject: w.subject(title),
    paragraphs: [w.completed(title, o.hours, o.code), w.verify],
    link: w.link,
    after: w.after,
  }));
}
