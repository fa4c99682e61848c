/**
 * Tracked messages (ARCHITECTURE.md 12.3): every contact message's reference, its statuses, and the
 * texts of tracking it and of the office's answer. Apart from the enums so that the message
 * catalogues, which the public pages load, stay small.
 */

export const MESSAGE_STATUSES = ['received', 'in_progress', 'resolved', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The office's names of the statuses (the public page names them in its own language files). */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** A grievance still open after this many days is flagged on the dashboard. */
export const GRIEVANCE_OVERDUE_DAYS = 21;

/** The national grievance portal, for grievances against the department itself. */
export const CPGRAMS_URL = 'https://pgportal.gov.in';

/** 'DIET-2026-000123': the year the message came in and its number in that year. */
export const CONTACT_REFERENCE_PATTERN = /^DIET-\d{4}-\d{6,}$/;

export function contactReference(year: number, sequence: number): string {
  return `DIET-${year}-${String(sequence).padStart(6, '0')}`;
}

/** References are typed by people: spaces around and lower case letters are forgiven. */
export function normaliseReference(value: string): string {
  return value.trim().toUpperCase();
}

export const CONTACT_TRACKING_MESSAGES = {
  referenceRequired: 'Reference is required',
  referenceInvalid: 'Reference must look like DIET-2026-000123',
  notFound: 'No message was found with this reference and e-mail address.',
  statusRequired: 'Status is required',
  replySaved: 'Message updated successfully!',
} as const;
