import { hasReadMore, isUrgent, messagePreview, relativeTime, replyHref } from './message-display';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const H = 3_600_000;

describe('message display rules', () => {
  it('words the age by the thresholds of 1 hour, 24 hours and 7 days', () => {
    expect(relativeTime(ago(59 * 60_000), now)).toBe('Just now');
    expect(relativeTime(ago(H), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * H + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * H), now)).toBe('Yesterday');
    expect(relativeTime(ago(47 * H), now)).toBe('Yesterday');
    expect(relativeTime(ago(48 * H), now)).toBe('2 days ago');
    expect(relativeTime(ago(6 * 24 * H), now)).toBe('6 days ago');
    expect(relativeTime(ago(7 * 24 * H), now)).toMatch(/3 Jun 2025/);
  });

  it('marks the five keywords as urgent in subject or message, in any case', () => {
    for (const word of ['urgent', 'ASAP', 'Immediately', 'emergency', 'important']) {
      expect(isUrgent({ subject: 'Admission Inquiry', message: `Please reply ${word}` })).toBe(true);
    }
    expect(isUrgent({ subject: 'URGENT', message: 'x' })).toBe(true);
    expect(isUrgent({ subject: 'Hello', message: 'A calm note' })).toBe(false);
  });

  it('cuts the preview at 50 characters and offers Read more only above 150', () => {
    expect(messagePreview('a'.repeat(50))).toBe('a'.repeat(50));
    expect(messagePreview('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(hasReadMore('a'.repeat(150))).toBe(false);
    expect(hasReadMore('a'.repeat(151))).toBe(true);
  });

  it("replies with 'Re: ' before the subject", () => {
    expect(replyHref({ email: 'a@b.cd', subject: 'Admission Inquiry' })).toBe(
      'mailto:a@b.cd?subject=Re%3A%20Admission%20Inquiry',
    );
  });
});
