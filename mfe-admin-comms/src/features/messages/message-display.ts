import { formatInstituteDay, formatInstituteTime } from '@diet/admin-ui/institute-time';
import { CONTACT_SUBJECT_LABELS, URGENT_KEYWORDS } from '@diet/contracts/enums';
import { DAY_MS, HOUR_MS, MESSAGE_PREVIEW, MESSAGE_READ_MORE_ABOVE, WEEK_MS } from '@diet/contracts/limits';

/**
 * SPEC.md section 4: under 1 hour 'Just now'; under 24 hours 'Nh ago'; 1 day 'Yesterday'; under
 * 7 days 'N days ago'; otherwise the date.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return days === 1 ? 'Yesterday' : `${days} days ago`;
  }
  return formatInstituteDay(at);
}

/** The full timestamp beside the relative time, at the institute. */
export function fullTimestamp(iso: string): string {
  return formatInstituteTime(iso);
}

/** Red highlight when the subject or message holds one of the five keywords, in any case. */
export function isUrgent(message: { subject: string; message: string }): boolean {
  const text = `${message.subject} ${message.message}`.toLowerCase();
  return URGENT_KEYWORDS.some((word) => text.includes(word));
}

export function messagePreview(text: string): string {
  return text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW)}...` : text;
}

export function hasReadMore(text: string): boolean {
  return text.length > MESSAGE_READ_MORE_ABOVE;
}

/** Reply as a mailto link, the subject prefixed 'Re: '. */
export function replyHref(message: { email: string; subject: string }): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`;
}

/** The form's label of a stored subject ('admission' -> its select text); unknown values as they are. */
export function subjectLabel(subject: string): string {
  return (CONTACT_SUBJECT_LABELS as Record<string, string>)[subject] ?? subject;
}
