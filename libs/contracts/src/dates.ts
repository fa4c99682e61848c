import { todayInInstitute } from './limits';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '15 March 2025' for an event's calendar date (YYYY-MM-DD). The date is read as a day in the
 * institute's time zone, so a visitor elsewhere sees the same day.
 */
export function formatLongDate(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00+05:30`) : new Date(date);
  if (Number.isNaN(day.getTime())) return date;
  // en-IN written out without Intl: its first use with a time zone costs tens of milliseconds on a
  // phone, inside the render of the first page.
  const [year, month, dayOfMonth] = todayInInstitute(day).split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[month - 1]} ${year}`;
}
