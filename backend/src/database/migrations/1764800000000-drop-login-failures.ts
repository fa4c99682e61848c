/**
 * Failed sign-ins are counted in throttle_counters now, per address AND per account, with one
 * atomic upsert an attempt (auth/login-attempts.service.ts, issue 35 finding 3): login_failures
 * let parallel guesses through between its count and its insert. Its rows only ever held the last
 * minute's failures, so nothing of value is dropped.
 */
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LoginFailures1763920000000 } from './1763920000000-login-failures';

export class DropLoginFailures1764800000000 implements MigrationInterface {
  name = 'DropLoginFailures1764800000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.dropTable('login_failures');
  }

  /** The table as its own migration made it. */
  async down(qr: QueryRunner): Promise<void> {
    await new LoginFailures1763920000000().up(qr);
  }
}
