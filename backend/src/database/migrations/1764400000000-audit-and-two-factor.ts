/**
 * Audit trail and two-factor sign-in (issue 19): the activity log learns who acted (account id and
 * e-mail), from which address, and the bare verb to filter by; accounts get an encrypted TOTP
 * secret, and one-time recovery codes are kept as hashes.
 */
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, id, index, int, isMysql, str } from '../migration-columns';

export class AuditAndTwoFactor1764400000000 implements MigrationInterface {
  name = 'AuditAndTwoFactor1764400000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('activity_log', [
      new TableColumn({ name: 'verb', type: 'varchar', length: '40', default: "''" }),
      new TableColumn(str('user_id', 36, true)),
      new TableColumn(str('user_email', 254, true)),
      new TableColumn(str('client_address', 64, true)),
    ]);
    // Entries so far read "<Verb> <entity>: <label>", every verb one word.
    const firstWord = isMysql(qr) ? "SUBSTRING_INDEX(action, ' ', 1)" : "substr(action, 1, instr(action, ' ') - 1)";
    await qr.query(`UPDATE activity_log SET verb = ${firstWord} WHERE action LIKE '% %'`);
    await qr.createIndices('activity_log', [
      index('activity_log', ['verb', 'created_at']),
      index('activity_log', ['user_id', 'created_at']),
    ]);

    await qr.addColumns('admin_users', [
      new TableColumn(str('totp_secret', 200, true)),
      new TableColumn(datetime(qr, 'totp_enabled_at', { nullable: true })),
      new TableColumn(int('totp_last_step', true)),
    ]);
    await qr.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [id(), str('user_id', 36), str('code_hash', 64), datetime(qr, 'used_at', { nullable: true })],
        indices: [index('recovery_codes', ['user_id', 'code_hash'], true)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('recovery_codes');
    for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret'])
      await qr.dropColumn('admin_users', column);
    await qr.dropIndex('activity_log', 'IDX_activity_log_user_id_created_at');
    await qr.dropIndex('activity_log', 'IDX_activity_log_verb_created_at');
    for (const column of ['client_address', 'user_email', 'user_id', 'verb'])
      await qr.dropColumn('activity_log', column);
  }
}
