import { INSTITUTE_TIME_ZONE } from '@diet/contracts/limits';

/** The current year where the institute is (Asia/Kolkata), the same year the server checks against. */
export function instituteYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric' }).format(now));
}
