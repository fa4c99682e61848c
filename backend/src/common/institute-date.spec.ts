import { instituteDayOffset, instituteToday } from './institute-date';

describe('instituteToday', () => {
  it('uses the date in Asia/Kolkata, not the server time zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(instituteToday(new Date('2024-01-01T20:00:00Z'))).toBe('2024-01-02');
    expect(instituteToday(new Date('2024-01-01T18:29:59Z'))).toBe('2024-01-01');
    expect(instituteToday(new Date('2024-01-01T18:30:00Z'))).toBe('2024-01-02');
  });

  it('counts days from today at the institute', () => {
    const now = new Date('2024-02-28T20:00:00Z'); // 29 Feb in India
    expect(instituteDayOffset(0, now)).toBe('2024-02-29');
    expect(instituteDayOffset(1, now)).toBe('2024-03-01');
    expect(instituteDayOffset(-365, now)).toBe('2023-03-01');
  });
});
