/** A corrigendum may move its tender's closing time (issue 39 item 5): the new time it carries. */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime } from '../migration-columns';

export class CorrigendumNewClosingTime1764812000000 implements MigrationInterface {
  name = 'CorrigendumNewClosingTime1764812000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('tender_corrigenda', new TableColumn(datetime(qr, 'new_closing_at', { nullable: true })));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropColumn('tender_corrigenda', 'new_closing_at');
  }
}
