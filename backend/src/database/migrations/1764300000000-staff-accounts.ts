/**
 * Staff accounts (issue 19): each person's role and whether the account is disabled, and the
 * one-time links of invitations and password resets, stored as hashes so a database dump opens
 * no account.
 */
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class StaffAccounts1764300000000 implements MigrationInterface {
  name = 'StaffAccounts1764300000000';

  async up(qr: QueryRunner): Promise<void> {
    // Every account so far is the shared administrator.
    await qr.addColumns('admin_users', [
      new TableColumn({ name: 'role', type: 'varchar', length: '20', default: "'administrator'" }),
      new TableColumn({ name: 'disabled', type: 'boolean', default: 0 }),
    ]);
    await qr.createTable(
      new Table({
        name: 'account_links',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'purpose', type: 'varchar', length: '10' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'datetime', precision: 3 },
          { name: 'used_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({ name: 'UQ_account_links_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_account_links_user_id', columnNames: ['user_id'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('account_links');
    await qr.dropColumn('admin_users', 'disabled');
    await qr.dropColumn('admin_users', 'role');
  }
}
