import { isTransientMailError, nextAttemptAt } from './delivery-retry';

/** An error shaped like nodemailer's. */
const smtpError = (responseCode: number | undefined, code = 'EENVELOPE') =>
  Object.assign(new Error(`${responseCode ?? ''} refused`), { responseCode, code });

describe('newsletter delivery retries', () => {
  it('retries SMTP 4xx refusals and unreachable servers, not 5xx refusals or unbuildable mails', () => {
    expect(isTransientMailError(smtpError(421))).toBe(true);
    expect(isTransientMailError(smtpError(451))).toBe(true);
    expect(isTransientMailError(smtpError(452))).toBe(true);
    expect(isTransientMailError(smtpError(550))).toBe(false);
    expect(isTransientMailError(smtpError(554, 'EMESSAGE'))).toBe(false);
    expect(isTransientMailError(smtpError(535, 'EAUTH'))).toBe(false);
    // nodemailer: connection refused is ESOCKET, a greeting or socket timeout ETIMEDOUT, a lost connection ECONNECTION.
    for (const code of ['ESOCKET', 'ETIMEDOUT', 'ECONNECTION', 'EDNS', 'ECONNREFUSED'])
      expect(isTransientMailError(smtpError(undefined, code))).toBe(true);
    expect(isTransientMailError(smtpError(undefined, 'EENVELOPE'))).toBe(false);
    expect(isTransientMailError(new Error('disk full'))).toBe(true);
  });

  it('waits the n-th delay after the n-th failed try, then gives up', () => {
    const delays = [60_000, 300_000, 1_800_000];
    const now = Date.UTC(2026, 0, 1);
    expect(nextAttemptAt(smtpError(451), 1, delays, now)).toEqual(new Date(now + 60_000));
    expect(nextAttemptAt(smtpError(451), 2, delays, now)).toEqual(new Date(now + 300_000));
    expect(nextAttemptAt(smtpError(451), 3, delays, now)).toEqual(new Date(now + 1_800_000));
    expect(nextAttemptAt(smtpError(451), 4, delays, now)).toBeNull();
    expect(nextAttemptAt(smtpError(550), 1, delays, now)).toBeNull();
    expect(nextAttemptAt(smtpError(451), 1, [], now)).toBeNull();
  });
});
