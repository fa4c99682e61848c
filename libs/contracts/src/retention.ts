/**
 * How long the public forms' records are kept: the privacy policy of /website-policies states
 * these periods, and the server deletes each record when its period has passed
 * (backend/src/retention). One place for both, so the policy and the practice cannot drift apart.
 */
export const RETENTION_MONTHS = {
  /** A contact message, counted from when it was received. */
  contactMessages: 12,
  /** A newsletter address that unsubscribed (with its delivery records), counted from the unsubscribe. */
  unsubscribedSubscribers: 12,
  /** A research proposal that was not approved (with its file), counted from the office's decision, or from its submission when undecided. */
  proposalsNotApproved: 12,
  /** A subscriber's or a message sender's address in the activity log: gone with its record, at the latest this long after the entry. */
  activityAddresses: 12,
} as const;

/** What an activity entry says in place of the address it named, once the privacy policy's period is over. */
export const ACTIVITY_ADDRESS_REMOVED = '(address removed as the privacy policy states)';
