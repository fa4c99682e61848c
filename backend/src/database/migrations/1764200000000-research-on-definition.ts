/**
 * Research papers on their definition (libs/contracts content-types/research.ts): a paper always has
 * its file (the create requires one), and the office's screen lists its own papers and visitors'
 * proposals apart (the isAdminPublished filter, in the list's order). The indexes the definition
 * does not derive go.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { fileColumns, index } from '../migration-columns';

const TABLE = 'research_papers';
const DROPPED = [['is_admin_published', 'is_approved'], ['created_at']];
const ADDED = ['is_admin_published', 'year', 'created_at', 'id'];

export class ResearchOnDefinition1764200000000 implements MigrationInterface {
  name = 'ResearchOnDefinition1764200000000';

  async up(qr: QueryRunner): Promise<void> {
    await this.fileRequired(qr, true);
    for (const columns of DROPPED) await qr.dropIndex(TABLE, index(TABLE, columns).name!);
    await qr.createIndex(TABLE, index(TABLE, ADDED));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex(TABLE, index(TABLE, ADDED).name!);
    for (const columns of DROPPED) await qr.createIndex(TABLE, index(TABLE, columns));
    await this.fileRequired(qr, false);
  }

  private async fileRequired(qr: QueryRunner, required: boolean): Promise<void> {
    const [from, to] = required ? [fileColumns(true), fileColumns(false)] : [fileColumns(false), fileColumns(true)];
    await qr.changeColumns(
      TABLE,
      from.map((c, i) => ({ oldColumn: new TableColumn(c), newColumn: new TableColumn(to[i]) })),
    );
  }
}
