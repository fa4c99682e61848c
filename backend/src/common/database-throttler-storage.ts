/**
 * @nestjs/throttler's storage kept in the database (throttle_counters), so the public POST limit
 * holds across every API replica on that database, as the sign-in limits do (auth/login-attempts.service.ts).
 *
 * Same behaviour as the library's in-memory storage: a key's window opens at its first hit and
 * lasts `ttl`; the hit that passes the limit blocks the key for `blockDuration` (the guard passes
 * the ttl) from that moment, so Retry-After starts at the full window; the first hit after the
 * window or block ends opens a new window.
 *
 * One atomic upsert a request, so concurrent requests on any replica each get their own count:
 * SQLite returns the row (RETURNING); MySQL cannot, so the new count comes back through
 * LAST_INSERT_ID(expr) in the OK packet, and a second small read by primary key fetches the
 * window's end only when the count alone does not tell it. Expired rows are deleted by the request
 * that opens a new window, at most once a window per process, so the table holds only live keys.
 */
import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { LessThanOrEqual, type DataSource } from 'typeorm';
import { rawDateTime } from '../database/raw-datetime';
import { ThrottleCounterEntity } from './throttle-counter.entity';

const TABLE = 'throttle_counters';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** The row after the upsert: the key's count in its window and when the window (or block) ends. */
interface Counter {
  hits: number;
  expiresAt: number;
}

/** A window's end as the engine returns it (a Date, or SQLite's UTC text), in ms. */
const millis = (value: Date | string): number => rawDateTime(value)!.getTime();

export class DatabaseThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(DatabaseThrottlerStorage.name);
  private readonly mysql: boolean;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    _throttlerName?: string,
    now = Date.now(),
  ): Promise<ThrottlerStorageRecord> {
    const params = {
      key,
      now: new Date(now),
      windowEnd: new Date(now + ttl),
      blockEnd: new Date(now + blockDuration),
      blockedHits: limit + 1,
    };
    const { hits, expiresAt } = this.mysql ? await this.upsertMysql(params) : await this.upsertSqlite(params);
    if (hits === 1 && now - this.lastPrune >= ttl) await this.prune(now);
    const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /**
   * Takes back one hit of `key` in its current window (a sign-in that turned out right is not a
   * failure); one UPDATE, so concurrent releases and increments each count.
   */
  async release(key: string, now = Date.now()): Promise<void> {
    await this.query(
      `UPDATE ${TABLE} SET hits = hits - 1 WHERE throttle_key = :key AND hits > 0 AND expires_at > :now`,
      { key, now: new Date(now) },
    );
  }

  /** Forgets `key` altogether (an administrator's unlock; a completed sign-in). */
  async forget(key: string): Promise<void> {
    await this.dataSource.getRepository(ThrottleCounterEntity).delete({ throttleKey: key });
  }

  /** The hits of `key` in a window that has not ended, and when it ends; null when none. */
  async peek(key: string, now = Date.now()): Promise<Counter | null> {
    const row = await this.dataSource.getRepository(ThrottleCounterEntity).findOne({ where: { throttleKey: key } });
    if (!row || row.expiresAt.getTime() <= now) return null;
    return { hits: row.hits, expiresAt: row.expiresAt.getTime() };
  }

  /** Deletes the rows whose window (or block) has ended: they count for nobody. */
  async prune(now = Date.now()): Promise<void> {
    this.lastPrune = now;
    try {
      await this.dataSource.getRepository(ThrottleCounterEntity).delete({ expiresAt: LessThanOrEqual(new Date(now)) });
    } catch (error) {
      // Housekeeping only: the request was counted, the next window's opener tries again.
      this.lastPrune = Number.NEGATIVE_INFINITY;
      this.logger.warn(`could not prune ${TABLE}: ${(error as Error).message}`);
    }
  }

  private query<T>(sql: string, params: Record<string, unknown>): Promise<T> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(sql, params);
    return this.dataSource.query(text, values) as Promise<T>;
  }

  // In both statements the count is 1 when the window (or block) has ended, else one more; the
  // window's end is reset with the count, and moved to the block's end by the hit past the limit.

  private async upsertSqlite(params: Record<string, unknown>): Promise<Counter> {
    // Every expression of an SQLite upsert reads the row as it was before the statement.
    const [row] = await this.query<{ hits: number; expires_at: string }[]>(
      `INSERT INTO ${TABLE} (throttle_key, hits, expires_at) VALUES (:key, 1, :windowEnd)
       ON CONFLICT (throttle_key) DO UPDATE SET
         hits = CASE WHEN expires_at <= :now THEN 1 ELSE hits + 1 END,
         expires_at = CASE WHEN expires_at <= :now THEN :windowEnd WHEN hits + 1 = :blockedHits THEN :blockEnd ELSE expires_at END
       RETURNING hits, expires_at`,
      params,
    );
    return { hits: Number(row.hits), expiresAt: millis(row.expires_at) };
  }

  private async upsertMysql(
    params: { key: string; windowEnd: Date; blockEnd: Date; blockedHits: number } & Record<string, unknown>,
  ): Promise<Counter> {
    // MySQL assigns left to right and later assignments read the NEW hits, hence `hits = 1` below.
    // The insert path sets no LAST_INSERT_ID: insertId 0 there means a new row, count 1.
    const result = await this.query<{ insertId: number | string }>(
      `INSERT INTO ${TABLE} (throttle_key, hits, expires_at) VALUES (:key, 1, :windowEnd)
       ON DUPLICATE KEY UPDATE
         hits = LAST_INSERT_ID(IF(expires_at <= :now, 1, hits + 1)),
         expires_at = IF(hits = 1, :windowEnd, IF(hits = :blockedHits, :blockEnd, expires_at))`,
      params,
    );
    const hits = Number(result.insertId) || 1;
    if (hits === 1) return { hits, expiresAt: params.windowEnd.getTime() };
    if (hits === params.blockedHits) return { hits, expiresAt: params.blockEnd.getTime() };
    // Only the headers (X-RateLimit-Reset, Retry-After) need the end; the decision is made.
    const [row] = await this.query<{ expires_at: Date | string }[]>(
      `SELECT expires_at FROM ${TABLE} WHERE throttle_key = :key`,
      params,
    );
    return { hits, expiresAt: row ? millis(row.expires_at) : params.windowEnd.getTime() };
  }
}
