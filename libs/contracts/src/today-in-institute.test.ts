import { INSTITUTE_TIME_ZONE, todayInInstitute } from './limits';

describe('todayInInstitute', () => {
  it("gives the calendar date in Asia/Kolkata, not the machine's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan 01:30 in India.
    expect(todayInInstitute(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(todayInInstitute(new Date('2025-06-10T05:00:00Z'))).toBe('2025-06-10');
  });
});

describe('todayInInstitute against Intl', () => {
  it('agrees with Asia/Kolkata every 15 minutes around a year end', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: INSTITUTE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.UTC(2025, 11, 30); t < Date.UTC(2026, 0, 2); t += 15 * 60_000) {
      expect(todayInInstitute(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });
});
