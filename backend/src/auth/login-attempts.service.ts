/**
 * Limits password and code guessing per client address (THROTTLE_LOGIN_FAILURES a window,
 * THROTTLE_TTL_MS) AND per account (LOCKOUT_FAILURES in LOCKOUT_MS: 5 in 15 minutes), whatever
 * address the guesses come from (ARCHITECTURE.md 12.4).
 *
 * Atomic across replicas: an attempt first TAKES a place in both counters (one upsert each in
 * throttle_counters, database-throttler-storage.ts), and is refused when the count passes the
 * limit; only then is the password checked. Parallel requests on any replica therefore each get
 * their own count, and no burst gets more than the limit through. An attempt that turns out right
 * gives its place back, so an office that signs in often is never locked out.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AUDIT_ACCOUNT_ACTIONS } from '@diet/contracts/audit';
import { HTTP_ERRORS, VALIDATION } from '@diet/contracts/messages';
import { ActivityService } from '../activity/activity.service';
import { ApiError } from '../common/api-error';
import { DatabaseThrottlerStorage } from '../common/database-throttler-storage';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** An attempt in progress: its places in both counters. */
export interface Attempt {
  clientKey: string;
  accountKey: string;
  /** The account's failures in its window, this attempt included. */
  accountHits: number;
}

/** Hashed: the key column holds 64 characters, and no e-mail address is kept in the clear. */
const keyOf = (kind: 'client' | 'account', who: string) =>
  createHash('sha256').update(`sign-in:${kind}:${who.toLowerCase()}`).digest('hex');

@Injectable()
export class LoginAttemptsService {
  private readonly logger = new Logger('Auth');
  private readonly counters: DatabaseThrottlerStorage;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
    private readonly activity: ActivityService,
  ) {
    this.counters = new DatabaseThrottlerStorage(dataSource);
  }

  /**
   * Takes a place for one guess by `client` at the account `email` (known or not: an unknown
   * address is limited the same, so a 429 tells nothing). Throws 429 when either is past its limit;
   * the refused attempt is not counted against the other.
   */
  async begin(client: string, email: string, now = Date.now()): Promise<Attempt> {
    const { ttlMs, loginFailures, lockoutMs, lockoutFailures } = this.config.throttle;
    const clientKey = keyOf('client', client);
    const accountKey = keyOf('account', email);
    const byClient = await this.counters.increment(clientKey, ttlMs, loginFailures, ttlMs, 'sign-in', now);
    // Not audited: the failures that led here are, and a flood of refusals must not fill the log.
    if (byClient.isBlocked) this.refuse(`${client}: too many failures from this address`, HTTP_ERRORS.tooManyLogins);
    const byAccount = await this.counters.increment(accountKey, lockoutMs, lockoutFailures, lockoutMs, 'sign-in', now);
    if (byAccount.isBlocked) {
      await this.counters.release(clientKey, now);
      this.refuse(`${client}: the account ${email} is locked`, HTTP_ERRORS.accountLocked);
    }
    return { clientKey, accountKey, accountHits: byAccount.totalHits };
  }

  private refuse(why: string, message: string): never {
    this.logger.warn(`Refused sign-in from ${why}`);
    throw new ApiError(429, message);
  }

  /**
   * A failed attempt keeps its places. The one that locks a known account writes 'Locked' to the
   * audit trail (an unknown address is limited too, but there is no account to name).
   */
  async failed(attempt: Attempt, account: { id: string; email: string } | null): Promise<void> {
    const { lockoutFailures, lockoutMs } = this.config.throttle;
    if (!account || attempt.accountHits !== lockoutFailures) return;
    this.logger.warn(`Locked the account ${account.email}: ${lockoutFailures} failed sign-ins`);
    await this.activity.write({
      verb: AUDIT_ACCOUNT_ACTIONS.locked,
      entity: 'account',
      entityId: account.id,
      action: `Locked after ${lockoutFailures} failed sign-ins in ${Math.round(lockoutMs / 60_000)} minutes: ${account.email}`,
      email: account.email,
    });
  }

  /**
   * The current password a signed-in person must give to change their password or their second
   * factor: limited like a sign-in of that account, so a stolen token cannot be used to guess it.
   * Answers the attempt, for `succeeded` once the rest of the change is checked too.
   */
  async proveCurrentPassword(
    user: { id: string; email: string; passwordHash: string },
    currentPassword: string,
    client: string,
  ): Promise<Attempt> {
    const attempt = await this.begin(client, user.email);
    if (!(await bcrypt.compare(currentPassword, user.passwordHash))) {
      await this.failed(attempt, user);
      this.logger.warn(`Refused a change by ${user.email} from ${client}: wrong current password`);
      throw ApiError.badRequest(VALIDATION.currentPasswordWrong, { currentPassword: VALIDATION.currentPasswordWrong });
    }
    return attempt;
  }

  /** The person is proven: the address gets its place back and the account's failures are forgotten. */
  async succeeded(attempt: Attempt, now = Date.now()): Promise<void> {
    await this.counters.release(attempt.clientKey, now);
    await this.counters.forget(attempt.accountKey);
  }

  /**
   * The password was right but the second factor is still to come: the address gets its place back,
   * the account keeps it until the code step succeeds, so a password check that ends in
   * `codeRequired` counts against the account's limit like a wrong one.
   */
  async passwordOnly(attempt: Attempt, now = Date.now()): Promise<void> {
    await this.counters.release(attempt.clientKey, now);
  }

  /** Whether the account `email` is locked now (the Accounts screen's status). */
  async isLocked(email: string, now = Date.now()): Promise<boolean> {
    const counter = await this.counters.peek(keyOf('account', email), now);
    return counter !== null && counter.hits >= this.config.throttle.lockoutFailures;
  }

  /** An administrator's unlock: the account's failures are forgotten at once, on every replica. */
  async unlock(email: string): Promise<void> {
    await this.counters.forget(keyOf('account', email));
  }
}
