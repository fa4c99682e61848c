/**
 * Moments (a tender's closing time): read from ISO 8601, kept as UTC ISO strings, shown in the
 * institute's zone. India keeps one offset all year (+05:30, no summer time), so the arithmetic
 * needs no time-zone database: cheap on a phone, the same in every browser.
 */
import { ISO_DATE_TIME, isRealDay, offsetMinutes } from './dates';

const IST_MINUTES = 330;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The UTC ISO string of a date-time ('2026-12-15T15:00' is 15:00 at the institute; one with an
 * offset or 'Z' is that moment). Null when `value` is not a date-time, or names a day or time that
 * does not exist. A bare date is not a moment: a closing time needs its hour.
 */
export function instituteMomentOf(value: string): string | null {
  const m = ISO_DATE_TIME.exec(value);
  if (!m || m[4] === undefined) return null;
  const [year, month, day, hours, minutes, seconds] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (!isRealDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  const offset = m[7] === undefined ? IST_MINUTES : offsetMinutes(m[7]);
  if (offset === null) return null;
  const fraction = /[.,](\d{1,3})/.exec(value.slice(19))?.[1] ?? '0';
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  moment.setUTCHours(hours, minutes - offset, seconds, Number(fraction.padEnd(3, '0')));
  return moment.toISOString();
}

/** The institute's wall clock of a moment: [YYYY-MM-DD, HH:MM]. */
function instituteClock(iso: string): [string, string] | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const local = new Date(at.getTime() + IST_MINUTES * 60_000);
  return [
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  ];
}

/** The value of an <input type="datetime-local"> for a moment: 'YYYY-MM-DDTHH:MM' at the institute. */
export function instituteLocalInput(iso: string): string {
  const clock = instituteClock(iso);
  return clock ? `${clock[0]}T${clock[1]}` : iso;
}

/** The institute's day and 24-hour time of a moment, for a page to word: { date: '2026-12-15', time: '15:00' }. */
export function instituteDateAndTime(iso: string): { date: string; time: string } | null {
  const clock = instituteClock(iso);
  return clock ? { date: clock[0], time: clock[1] } : null;
}
