/**
 * Revisions and trash of every content type (ARCHITECTURE.md 11.3). A deleted item leaves its own
 * table for `content_trash` with a snapshot of its row, so the content tables, their queries and
 * their unique indexes stay as they are: a trashed item is simply not there, and cannot block a new
 * one with the same e-mail or employee ID. Each save keeps a row in `content_revisions`: the
 * changed fields and the item's values after the save.
 */
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { datetime, index, int, isMysql, str } from '../migration-columns';

/** A snapshot holds a whole row (long texts included): MySQL's TEXT stops at 64 KB. */
const snapshot = (qr: QueryRunner, name: string): TableColumnOptions => ({
  name,
  type: isMysql(qr) ? 'mediumtext' : 'text',
});

export class ContentTrashAndRevisions1764500000000 implements MigrationInterface {
  name = 'ContentTrashAndRevisions1764500000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'content_trash',
        columns: [
          { ...str('content_type', 40), isPrimary: true },
          { ...str('item_id', 36), isPrimary: true },
          str('label', 300),
          snapshot(qr, 'snapshot'),
          str('deleted_by', 254),
          datetime(qr, 'deleted_at', { now: true }),
        ],
        indices: [index('content_trash', ['deleted_at'])],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'content_revisions',
        columns: [
          str('id', 36),
          str('content_type', 40),
          str('item_id', 36),
          int('number'),
          str('action', 10),
          str('user_name', 254),
          snapshot(qr, 'changes'),
          snapshot(qr, 'snapshot'),
          datetime(qr, 'created_at', { now: true }),
        ].map((c) => (c.name === 'id' ? { ...c, isPrimary: true } : c)),
        indices: [index('content_revisions', ['content_type', 'item_id', 'number'], true)],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('content_revisions');
    await qr.dropTable('content_trash');
  }
}
