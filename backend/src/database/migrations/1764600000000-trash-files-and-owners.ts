/**
 * Trash, second step (issues 19 and 20): a trashed item's files are kept but no longer served
 * (`stored_files.withheld`), and an item deleted with its owner (a tender's documents and
 * corrigenda) names that owner (`content_trash.owner_type`, `owner_id`), so restoring the owner
 * brings back exactly what went with it.
 */
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, str } from '../migration-columns';

export class TrashFilesAndOwners1764600000000 implements MigrationInterface {
  name = 'TrashFilesAndOwners1764600000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('stored_files', new TableColumn(bool('withheld', false)));
    await qr.addColumns('content_trash', [
      new TableColumn(str('owner_type', 40, true)),
      new TableColumn(str('owner_id', 36, true)),
    ]);
    await qr.createIndex(
      'content_trash',
      new TableIndex({ name: 'IDX_content_trash_owner', columnNames: ['owner_type', 'owner_id'] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('content_trash', 'IDX_content_trash_owner');
    await qr.dropColumn('content_trash', 'owner_id');
    await qr.dropColumn('content_trash', 'owner_type');
    await qr.dropColumn('stored_files', 'withheld');
  }
}
