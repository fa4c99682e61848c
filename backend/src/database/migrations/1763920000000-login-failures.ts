/**
 * Failed sign-ins per client address in the database instead of each process's memory, so the
 * login limit holds when several API replicas share one database (issue 9).
 */
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class LoginFailures1763920000000 implements MigrationInterface {
  name = 'LoginFailures1763920000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'login_failures',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'client_key', type: 'varchar', length: '64' },
          { name: 'failed_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({ name: 'IDX_login_failures_client_key_failed_at', columnNames: ['client_key', 'failed_at'] }),
          // The pruning deletes by time alone.
          new TableIndex({ name: 'IDX_login_failures_failed_at', columnNames: ['failed_at'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('login_failures');
  }
}
