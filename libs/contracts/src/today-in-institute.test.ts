import { todayInInstitute } from './limits';

describe('todayInInstitute', () => {
  it("gives the calendar date in Asia/Kolkata, not the machine's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan 01:30 in India.
    expect(todayInInstitute(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(todayInInstitute(new Date('2025-06-10T05:00:00Z'))).toBe('2025-06-10');
  });
});
