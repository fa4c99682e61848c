/**
 * Delivery claims for the newsletter worker: a worker marks the rows it takes with its own claim
 * token and the time, so two replicas never send the same row and a claim left by a crash expires.
 */
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class DeliveryClaims1763801234567 implements MigrationInterface {
  name = 'DeliveryClaims1763801234567';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumns('newsletter_deliveries', [
      new TableColumn({ name: 'claim_token', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'claimed_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await qr.createIndex(
      'newsletter_deliveries',
      new TableIndex({ name: 'IDX_newsletter_deliveries_claim_token', columnNames: ['claim_token'] }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('newsletter_deliveries', 'IDX_newsletter_deliveries_claim_token');
    await qr.dropColumn('newsletter_deliveries', 'claimed_at');
    await qr.dropColumn('newsletter_deliveries', 'claim_token');
  }
}
