/**
 * A teacher's training transcript (ARCHITECTURE.md 12.2): what /my-training shows, on paper, for a
 * headmaster or an officer who asks for proof of the year's professional development.
 */
import { formatLongDate } from '@diet/contracts/dates';
import { currentYear } from '@diet/contracts/limits';
import { CERTIFICATE_VERIFY_PATH } from '@diet/contracts/training-messages';
import { simplePdf } from '../common/media/pdf-writer';
import type { TraineeRecordView } from './trainee-record';

const day = (date: Date) => formatLongDate(new Date(date).toISOString(), 'en');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const TRANSCRIPT_TEXT = {
  title: (name: string) => `Training record: ${name}`,
  employeeId: (id: string) => `Employee ID: ${id}`,
  hours: (year: number, hours: number, target: number) =>
    `Hours of training completed in ${year}: ${hours} of the ${target} a year that NEP 2020 expects.`,
  made: (on: string) => `As recorded by the institute on ${on}.`,
  programmes: 'Programmes',
  noProgrammes: 'No programmes yet.',
  programme: (e: TraineeRecordView['enrolments'][number]) =>
    `${e.programme}: ${day(e.startsAt)} to ${day(e.endsAt)}, ${e.attendedHours} of ${e.hours} hours attended. ${capitalised(e.status)}.`,
  certificates: 'Certificates',
  noCertificates: 'No certificates yet.',
  certificate: (c: TraineeRecordView['certificates'][number]) =>
    `${c.code}: ${c.programme}, ${c.hours} hours, issued on ${day(c.issuedAt)}. ${capitalised(c.status)}.`,
  check: (url: string) => `Anyone can check a certificate by its code at ${url}`,
} as const;

export function transcriptPdf(
  record: TraineeRecordView,
  institute: string,
  publicUrl: string,
  now = new Date(),
): Buffer {
  const t = TRANSCRIPT_TEXT;
  const year = currentYear(now);
  return simplePdf(
    t.title(record.name),
    [
      t.employeeId(record.employeeId),
      t.hours(year, record.hoursThisYear, record.target),
      t.made(day(now)),
      '',
      t.programmes,
      ...(record.enrolments.length ? record.enrolments.map(t.programme) : [t.noProgrammes]),
      '',
      t.certificates,
      ...(record.certificates.length ? record.certificates.map(t.certificate) : [t.noCertificates]),
      '',
      t.check(`${publicUrl}${CERTIFICATE_VERIFY_PATH}`),
    ],
    { subtitles: [institute] },
  );
}
