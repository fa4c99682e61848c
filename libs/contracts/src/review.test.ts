import { notices } from './content-types/notices';
import { addMonths, dayOfValue, defaultReviewBy } from './review';

describe('review dates', () => {
  it("reads the institute's day of a date, a moment or a Date, and no day of anything else", () => {
    expect(dayOfValue('2026-03-01')).toBe('2026-03-01');
    // 20:00 UTC is the next day in Punjab.
    expect(dayOfValue('2026-05-20T20:00:00.000Z')).toBe('2026-05-21');
    expect(dayOfValue(new Date('2026-05-20T20:00:00Z'))).toBe('2026-05-21');
    expect(dayOfValue('2026-02-30')).toBeNull();
    expect(dayOfValue(new Date('nonsense'))).toBeNull();
    expect(dayOfValue('')).toBeNull();
    expect(dayOfValue(null)).toBeNull();
  });

  it('takes the validity end, else six months after publishing, kept within the month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(defaultReviewBy(notices, { publishDate: '2026-08-01', expiryDate: '2026-09-15' }, '2026-01-01')).toBe(
      '2026-09-15',
    );
    expect(defaultReviewBy(notices, { publishDate: '2026-08-31' }, '2026-01-01')).toBe('2027-02-28');
    expect(defaultReviewBy(notices, {}, '2026-01-10')).toBe('2026-07-10');
  });
});
