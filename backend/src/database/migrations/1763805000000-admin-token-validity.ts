/**
 * Lets a password change revoke an administrator's other tokens: tokens issued before
 * `tokens_valid_after` are refused, except `kept_token_id` (the session that made the change).
 * A column on the user rather than a list of tokens, because tokens are not stored anywhere.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

export class AdminTokenValidity1763805000000 implements MigrationInterface {
  name = 'AdminTokenValidity1763805000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('admin_users', [
      new TableColumn({ name: 'tokens_valid_after', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'kept_token_id', type: 'varchar', length: '64', isNullable: true }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('admin_users', 'kept_token_id');
    await qr.dropColumn('admin_users', 'tokens_valid_after');
  }
}
