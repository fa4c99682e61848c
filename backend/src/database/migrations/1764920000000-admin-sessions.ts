/** The last use of each admin session, for the idle limit on every replica (ARCHITECTURE.md 12.4). */
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index, str } from '../migration-columns';

export class AdminSessions1764920000000 implements MigrationInterface {
  name = 'AdminSessions1764920000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'admin_sessions',
        columns: [{ ...str('jti', 64), isPrimary: true }, datetime(qr, 'last_used_at'), datetime(qr, 'expires_at')],
        indices: [index('admin_sessions', ['expires_at'])],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('admin_sessions');
  }
}
