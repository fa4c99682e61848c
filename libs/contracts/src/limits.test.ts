import { currentYear, EMAIL_PATTERN, MAX_UPLOAD_BYTES, westernDigits } from './limits';

describe('limits', () => {
  it('takes the current year in the institute time zone, not UTC', () => {
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 01:30 in Asia/Kolkata.
    expect(currentYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026);
    expect(currentYear(new Date('2025-12-31T18:00:00Z'))).toBe(2025);
  });

  it('accepts something@something.tld and refuses the rest', () => {
    expect(EMAIL_PATTERN.test('office@diet.example.org')).toBe(true);
    expect(EMAIL_PATTERN.test('office@diet')).toBe(false);
    expect(EMAIL_PATTERN.test('office diet@example.org')).toBe(false);
    expect(EMAIL_PATTERN.test('')).toBe(false);
  });

  it('limits uploads to 5 MiB exactly', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5242880);
  });

  it('reads Gurmukhi and Devanagari digits as 0-9 (a year typed on a Punjabi or Hindi keyboard)', () => {
    expect(westernDigits('੨੦੨੪')).toBe('2024');
    expect(westernDigits('२०२४')).toBe('2024');
    expect(westernDigits('੦੧੨੩੪੫੬੭੮੯ ०१२३४५६७८९')).toBe('0123456789 0123456789');
    expect(westernDigits('2024 ਸਾਲ')).toBe('2024 ਸਾਲ');
  });
});
