import { INSTITUTE_TIME_ZONE } from './limits';
import { formatLongDate, formatTimeOfDay, instituteDateOf } from './dates';

const intlLong = (day: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: INSTITUTE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(day);

describe('formatLongDate', () => {
  it('writes a calendar date as Intl does in en-IN, for every day of two years', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      expect(formatLongDate(date)).toBe(intlLong(new Date(`${date}T12:00:00+05:30`)));
    }
    expect(formatLongDate('2025-03-15')).toBe('15 March 2025');
  });

  it('reads a moment as the day it is at the institute, at any hour', () => {
    for (let t = Date.UTC(2025, 11, 30); t < Date.UTC(2026, 0, 2); t += 15 * 60_000) {
      const moment = new Date(t);
      expect(formatLongDate(moment.toISOString())).toBe(intlLong(moment));
    }
  });

  it('leaves what is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('dates and times in Punjabi and Hindi', () => {
  // Node carries full ICU: its names are the reference the fixed tables must equal.
  const months = (locale: string) => {
    const f = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => f.format(Date.UTC(2026, i, 15)));
  };

  it('names every month as CLDR does', () => {
    for (const [language, locale] of [['pa', 'pa-IN'], ['hi', 'hi-IN']] as const) {
      const written = Array.from({ length: 12 }, (_, i) => formatLongDate(`2026-${String(i + 1).padStart(2, '0')}-15`, language).split(' ')[1]);
      expect(written).toEqual(months(locale));
    }
  });

  it("does not depend on the browser's locale data (a browser without Punjabi writes 'M11')", () => {
    const real = Intl.DateTimeFormat;
    (Intl as { DateTimeFormat: unknown }).DateTimeFormat = function () {
      return { format: () => 'M11', formatToParts: () => [] };
    };
    try {
      expect(formatLongDate('2026-11-26', 'pa')).toBe('26 ਨਵੰਬਰ 2026');
      expect(formatLongDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
      expect(formatTimeOfDay('15:00', 'hi')).toBe('3:00 pm');
      expect(formatTimeOfDay('00:15', 'pa')).toBe('12:15 AM');
    } finally {
      Intl.DateTimeFormat = real;
    }
  });

  it('writes the time of day as CLDR does', () => {
    for (const [language, locale] of [['pa', 'pa-IN'], ['hi', 'hi-IN']] as const) {
      const f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
      for (const [h, m] of [[0, 15], [9, 5], [12, 0], [15, 30], [23, 59]]) {
        expect(formatTimeOfDay(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`, language)).toBe(f.format(Date.UTC(2000, 0, 1, h, m)));
      }
    }
  });
});

describe('instituteDateOf', () => {
  it.each([
    ['2026-12-23', '2026-12-23'],
    ['2024-02-29', '2024-02-29'],
    ['2026-12-23T00:00:00.000Z', '2026-12-23'],
    ['2026-12-22T20:00:00Z', '2026-12-23'],
    ['2026-12-23T10:00:00+05:30', '2026-12-23'],
    ['2026-12-23T10:00:00+0530', '2026-12-23'],
    ['2026-12-23T18:29:59.999Z', '2026-12-23'],
    ['2026-12-23T18:30:00Z', '2026-12-24'],
    ['2026-12-23T23:00-08:00', '2026-12-24'],
    ['2026-12-23T12:00-12', '2026-12-24'],
    ['2026-12-23T04:00+10:00', '2026-12-22'],
    ['2026-12-31T19:00:00Z', '2027-01-01'],
    ['2026-12-23t10:00z', '2026-12-23'],
    ['2026-12-23T10:00:00,5Z', '2026-12-23'],
    // Without an offset: Kolkata's local time, so its own day.
    ['2026-12-23T23:30:00', '2026-12-23'],
    ['2026-12-23T00:00', '2026-12-23'],
  ])('%s is %s at the institute', (value, day) => {
    expect(instituteDateOf(value)).toBe(day);
  });

  it.each([
    '',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-02-30T10:00:00Z',
    '2026-12-23T24:00:00Z',
    '2026-12-23T10:60Z',
    '2026-12-23T10:00:60Z',
    '2026-12-23T10:00:00+24:00',
    '2026-12-23T10:00:00+05:60',
    '2026-12-23T',
    '2026-12-23T10',
    '2026-12-23 10:00Z',
    '2026-12-23Z',
    '12/03/2025',
    '2026-1-5',
    'tomorrow',
    ' 2026-12-23',
  ])('%j is not a date', (value) => {
    expect(instituteDateOf(value)).toBeNull();
  });

  it('agrees with Intl in Asia/Kolkata for every 7 minutes of two days, from any offset', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(2026, 11, 30); t < Date.UTC(2027, 0, 1); t += 7 * 60_000) {
      const moment = new Date(t);
      expect(instituteDateOf(moment.toISOString())).toBe(intl.format(moment));
      // The same moment written at UTC-08:00.
      const local = new Date(t - 8 * 3_600_000).toISOString().slice(0, 19);
      expect(instituteDateOf(`${local}-08:00`)).toBe(intl.format(moment));
    }
  });
});
