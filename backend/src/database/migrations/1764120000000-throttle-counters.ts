/**
 * The public POST throttle's counters in the database instead of each process's memory, so the
 * limit holds when several API replicas share one database (platform issue, item 6). One row per
 * throttled key (route and client address, hashed by @nestjs/throttler): its hits in the current
 * window and when that window (or the block after the limit) ends; expired rows are pruned.
 */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index, int, str } from '../migration-columns';

export class ThrottleCounters1764120000000 implements MigrationInterface {
  name = 'ThrottleCounters1764120000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'throttle_counters',
        columns: [
          // The key is the primary key: the upsert's conflict target, one row per key.
          { ...str('throttle_key', 64), isPrimary: true },
          int('hits'),
          datetime(qr, 'expires_at'),
        ],
        // The pruning deletes by time alone.
        indices: [index('throttle_counters', ['expires_at'])],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('throttle_counters');
  }
}
