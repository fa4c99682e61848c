/**
 * The privacy policy deletes an unsubscribed newsletter address 12 months after it unsubscribed
 * (backend/src/retention): the time is kept from now on. Addresses that unsubscribed before this
 * migration have no known time: they count from the migration, so none is deleted early.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index, nowExpression } from '../migration-columns';

export class SubscriberUnsubscribedAt1764600000001 implements MigrationInterface {
  name = 'SubscriberUnsubscribedAt1764600000001';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('subscribers', new TableColumn(datetime(qr, 'unsubscribed_at', { nullable: true })));
    await qr.query(`UPDATE subscribers SET unsubscribed_at = ${nowExpression(qr)} WHERE status = 0`);
    await qr.createIndex('subscribers', index('subscribers', ['unsubscribed_at']));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('subscribers', 'IDX_subscribers_unsubscribed_at');
    await qr.dropColumn('subscribers', 'unsubscribed_at');
  }
}
