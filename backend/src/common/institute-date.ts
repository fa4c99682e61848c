/** Calendar days are decided in the institute's time zone (Asia/Kolkata), whatever the server's. */
import { INSTITUTE_TIME_ZONE } from '@diet/contracts/limits';

const formatter = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date, YYYY-MM-DD, at the institute. */
export function instituteToday(now: Date = new Date()): string {
  return formatter.format(now);
}

/** The institute's date `days` away from today (negative = past). */
export function instituteDayOffset(days: number, now: Date = new Date()): string {
  return instituteToday(new Date(now.getTime() + days * 86_400_000));
}
