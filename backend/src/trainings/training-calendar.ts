/**
 * /trainings.ics: every upcoming programme and each of its sessions as iCalendar (RFC 5545) events,
 * for calendar apps. Lines end in CRLF and are folded at 75 octets (never inside a UTF-8
 * character); text is escaped; times are UTC; each event has a stable UID and a DTSTAMP.
 */
import type { TrainingRecord, TrainingSessionRecord } from '@diet/contracts/content-types/trainings';

const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line: at most 75 octets a line, the next starting with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261215T093000Z */
export function utcStamp(moment: string | Date): string {
  return new Date(moment)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

interface CalendarOptions {
  host: string;
  publicUrl: string;
  now?: Date;
}

function event(
  lines: string[],
  uid: string,
  stamp: string,
  start: string | Date,
  end: string | Date,
  summary: string,
  extra: string[],
): void {
  lines.push(
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...extra,
    'END:VEVENT',
  );
}

export function trainingsCalendar(programmes: readonly TrainingRecord[], options: CalendarOptions): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.host}//Teacher training//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Teacher training',
  ];
  for (const p of programmes) {
    const url = `${options.publicUrl}/trainings/${p.id}`;
    const where = p.venue ? [`LOCATION:${escapeText(p.venue)}`] : [];
    const common = [...where, `URL:${url}`];
    event(lines, `training-${p.id}@${options.host}`, stamp, p.startsAt, p.endsAt, p.title, [
      `DESCRIPTION:${escapeText(`${p.description}\n\n${p.mode}, ${p.hours} h. ${url}`)}`,
      ...common,
    ]);
    ((p.sessions ?? []) as TrainingSessionRecord[]).forEach((s, i) =>
      event(
        lines,
        `training-session-${s.id}@${options.host}`,
        stamp,
        s.startsAt,
        s.endsAt,
        `${p.title}: session ${i + 1}`,
        [`DESCRIPTION:${escapeText(`${s.hours} h. ${url}`)}`, ...common],
      ),
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
