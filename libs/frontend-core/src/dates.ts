import { INSTITUTE_TIME_ZONE } from '@diet/contracts/limits';

/**
 * '15 March 2025' for an event's calendar date (YYYY-MM-DD). The date is read as a day in the
 * institute's time zone, so a visitor elsewhere sees the same day.
 */
export function formatLongDate(date: string, locale = 'en-IN'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00+05:30`) : new Date(date);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale, {
    timeZone: INSTITUTE_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(day);
}
