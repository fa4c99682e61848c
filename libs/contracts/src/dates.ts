import { activeLanguage } from './active-language';
import type { Language } from './languages';
import { todayInInstitute } from './limits';

/**
 * Month names and the halves of the day, written out: a browser's Intl may lack a language's data
 * (Debian's Chromium has no Punjabi and writes 'M11 2026' and '3:00 PM'), and the institute's
 * pages must read the same on every phone. Digits stay 0-9 in all three, as the institute writes them.
 */
const CALENDAR: Record<Language, { months: readonly string[]; am: string; pm: string }> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    am: 'AM',
    pm: 'PM',
  },
  pa: {
    months: ['ਜਨਵਰੀ', 'ਫ਼ਰਵਰੀ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈਲ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾਈ', 'ਅਗਸਤ', 'ਸਤੰਬਰ', 'ਅਕਤੂਬਰ', 'ਨਵੰਬਰ', 'ਦਸੰਬਰ'],
    am: 'ਪੂ.ਦੁ.',
    pm: 'ਬਾ.ਦੁ.',
  },
  hi: {
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
    am: 'पूर्वाह्न',
    pm: 'अपराह्न',
  },
};

/** The months in `language`. */
export const monthsIn = (language: Language): readonly string[] => CALENDAR[language].months;

/**
 * '15 March 2025' for an event's calendar date (YYYY-MM-DD), the month named in the page's
 * language ('15 ਮਾਰਚ 2025', '15 मार्च 2025'). The date is read as a day in the institute's time
 * zone, so a visitor elsewhere sees the same day.
 */
export function formatLongDate(date: string, language: Language = activeLanguage()): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00+05:30`) : new Date(date);
  if (Number.isNaN(day.getTime())) return date;
  // Without Intl: its first use with a time zone costs tens of milliseconds on a phone, inside the
  // render of the first page.
  const [year, month, dayOfMonth] = todayInInstitute(day).split('-').map(Number);
  return `${dayOfMonth} ${monthsIn(language)[month - 1]} ${year}`;
}

/** YYYY-MM-DD, optionally followed by an ISO 8601 time (extended format) and a UTC offset. */
export const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** True when year, month and day name a real day of the Gregorian calendar. */
export function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Minutes east of UTC of an ISO 8601 offset ('Z', '+05:30', '-0800', '+01'); null when out of range. */
export function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * The institute's calendar day (YYYY-MM-DD) of a date the API is sent (ARCHITECTURE.md 11.5):
 * a calendar date as it is, or an ISO 8601 date-time taken as the day it is in Asia/Kolkata at
 * that moment ('2026-12-22T20:00:00Z' is 2026-12-23, 01:30 in Kolkata). A date-time without an
 * offset is Kolkata's local time, so its own day. Null when `value` is neither, or names a day or
 * time that does not exist ('2026-02-30', '2026-12-23T24:00Z').
 */
export function instituteDateOf(value: string): string | null {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day] = [m[1], m[2], m[3]].map(Number);
  if (!isRealDay(year, month, day)) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (m[4] === undefined) return date;
  const [hours, minutes, seconds] = [m[4], m[5], m[6] ?? '0'].map(Number);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  if (m[7] === undefined) return date;
  const offset = offsetMinutes(m[7]);
  if (offset === null) return null;
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  moment.setUTCHours(hours, minutes - offset, seconds);
  return todayInInstitute(moment);
}

/**
 * '10:30 AM' for a 24-hour time of day ('10:30'): '12:00 PM' at noon, '12:15 AM' after midnight;
 * '10:30 ਪੂ.ਦੁ.', '3:00 अपराह्न' in Punjabi and Hindi.
 */
export function formatTimeOfDay(time: string, language: Language = activeLanguage()): string {
  const m = /^(\d{2}):(\d{2})/.exec(time);
  if (!m) return time;
  const hours = Number(m[1]);
  const { am, pm } = CALENDAR[language];
  return `${hours % 12 || 12}:${m[2]} ${hours < 12 ? am : pm}`;
}

/** An event's day and, when it has one, its start time: '23 December 2026, 10:30 AM'. */
export function formatEventWhen(
  event: { date: string; startTime?: string | null },
  language: Language = activeLanguage(),
): string {
  const day = formatLongDate(event.date, language);
  return event.startTime ? `${day}, ${formatTimeOfDay(event.startTime, language)}` : day;
}

/** The `datetime` of an event's <time>: its day, with the start time and the institute's offset when given. */
export function eventDateTimeAttribute(event: { date: string; startTime?: string | null }): string {
  return event.startTime ? `${event.date}T${event.startTime}+05:30` : event.date;
}
