/** Calendar days are decided in the institute's time zone (Asia/Kolkata), whatever the server's. */
import { todayInInstitute } from '@diet/contracts/limits';

/** Today's date, YYYY-MM-DD, at the institute. */
export function instituteToday(now: Date = new Date()): string {
  return todayInInstitute(now);
}

/** The institute's date `days` away from today (negative = past). */
export function instituteDayOffset(days: number, now: Date = new Date()): string {
  return instituteToday(new Date(now.getTime() + days * 86_400_000));
}
