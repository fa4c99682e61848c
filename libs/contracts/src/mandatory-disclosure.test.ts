import { quarterStart } from './mandatory-disclosure';

describe('the quarter a disclosure looks back over', () => {
  it('starts on the same day three months earlier, across a year', () => {
    expect(quarterStart('2026-11-28')).toBe('2026-08-28');
    expect(quarterStart('2026-02-10')).toBe('2025-11-10');
    expect(quarterStart('2026-03-01')).toBe('2025-12-01');
  });

  it("starts on the shorter month's last day when it has no such day", () => {
    expect(quarterStart('2026-05-31')).toBe('2026-02-28');
    expect(quarterStart('2028-05-31')).toBe('2028-02-29');
    expect(quarterStart('2026-12-31')).toBe('2026-09-30');
  });
});
