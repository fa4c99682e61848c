/**
 * Moments in the back office read in the institute's time zone (Asia/Kolkata), whatever the
 * browser's: a message received at 23:30 in Faridkot says so on a laptop set to UTC. One formatter
 * for every screen (dashboard, messages, newsletter).
 */
import { INSTITUTE_TIME_ZONE } from '@diet/contracts/limits';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INSTITUTE_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INSTITUTE_TIME_ZONE });

/** '1 Aug 2025, 3:31 pm' at the institute. */
export const formatInstituteTime = (at: string | Date): string => dateTime.format(new Date(at));

/** '1 Aug 2025': the institute's day of that moment. */
export const formatInstituteDay = (at: string | Date): string => day.format(new Date(at));
