/**
 * What the newsletter worker does with a failed try (ARCHITECTURE.md section 9, Sending): a refusal
 * for a passing reason (an SMTP 4xx, a server that cannot be reached or times out) is tried again
 * after the next wait of MAIL_RETRY_DELAYS_MS; a permanent one (an SMTP 5xx such as 550 mailbox
 * unavailable, a message that cannot be built) fails at once.
 */

/** nodemailer codes of mails that can never succeed as they are, whatever the server's mood. */
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

/** True when trying the same mail again later may succeed. */
export function isTransientMailError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) return responseCode < 500;
  // No SMTP reply: connection refused or reset, timeout, DNS, a full outbox disk... all pass.
  return !(typeof code === 'string' && PERMANENT_CODES.has(code));
}

/**
 * When the delivery that has just failed its `attempts`-th try is tried again, or null when it
 * counts as failed (permanent error, or every retry used).
 */
export function nextAttemptAt(
  error: unknown,
  attempts: number,
  delaysMs: readonly number[],
  now: number = Date.now(),
): Date | null {
  if (!isTransientMailError(error)) return null;
  const wait = delaysMs[attempts - 1];
  return wait === undefined ? null : new Date(now + wait);
}
