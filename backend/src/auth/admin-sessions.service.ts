/**
 * The idle limit of admin sessions (ARCHITECTURE.md 12.4): a session not used for the policy's
 * `idleMinutes` ends; the token's own expiry (JWT_EXPIRES_IN, 8 hours) ends it in any case.
 * Each session's last use is a row in the database, so a session used on one replica stays alive on
 * the others. The row is written at most once a minute (TOUCH_INTERVAL_MS, one conditional UPDATE,
 * so replicas do not both write): a session may end up to a minute before its full idle time, never
 * after. The limit itself is read only once a session has been quiet for the shortest limit allowed
 * (IDLE_MINUTES_MIN): a busy session costs one read by primary key a request, and a change of the
 * limit holds at once on every replica.
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { IDLE_MINUTES_MIN } from '@diet/contracts/security-policy';
import { AdminSessionEntity } from './admin-session.entity';
import { SecurityPolicyService } from './security-policy.service';

const MINUTE_MS = 60_000;
export const TOUCH_INTERVAL_MS = MINUTE_MS;

@Injectable()
export class AdminSessionsService {
  constructor(
    @InjectRepository(AdminSessionEntity) private readonly sessions: Repository<AdminSessionEntity>,
    private readonly policy: SecurityPolicyService,
  ) {}

  /** A new session, used now; `exp` in seconds since the epoch, as in the token. */
  async open(jti: string, exp: number): Promise<void> {
    const now = Date.now();
    await this.sessions.insert({ jti, lastUsedAt: new Date(now), expiresAt: new Date(exp * 1000) });
    // Rows past their token's expiry protect nothing any more.
    await this.sessions.delete({ expiresAt: LessThan(new Date(now)) });
  }

  /**
   * Checks the session and, when `countsAsUse`, records the use; false when it had been idle past
   * the limit (it is then closed).
   */
  async use(jti: string, exp: number, countsAsUse = true): Promise<boolean> {
    const now = Date.now();
    const session = await this.sessions.findOne({ where: { jti } });
    if (!session) {
      // A token issued before sessions were recorded: its idle time counts from now.
      await this.sessions
        .createQueryBuilder()
        .insert()
        .values({ jti, lastUsedAt: new Date(now), expiresAt: new Date(exp * 1000) })
        .orIgnore()
        .execute();
      return true;
    }
    const quietMs = now - session.lastUsedAt.getTime();
    if (quietMs >= IDLE_MINUTES_MIN * MINUTE_MS && quietMs >= (await this.policy.get()).idleMinutes * MINUTE_MS) {
      await this.close(jti);
      return false;
    }
    if (countsAsUse && quietMs >= TOUCH_INTERVAL_MS)
      await this.sessions.update(
        { jti, lastUsedAt: LessThan(new Date(now - TOUCH_INTERVAL_MS)) },
        { lastUsedAt: new Date(now) },
      );
    return true;
  }

  async close(jti: string): Promise<void> {
    await this.sessions.delete({ jti });
  }
}
