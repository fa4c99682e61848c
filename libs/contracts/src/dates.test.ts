import { INSTITUTE_TIME_ZONE } from './limits';
import { formatLongDate } from './dates';

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
