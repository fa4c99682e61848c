/**
 * Automatic retries of newsletter deliveries: a delivery refused for a passing reason waits in
 * `pending` until `next_attempt_at` (NULL = due now); the worker only claims rows that are due.
 * `attempts` already exists (initial schema) and counts the tries made.
 */
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { datetime, index } from '../migration-columns';

export class DeliveryRetries1764100000000 implements MigrationInterface {
  name = 'DeliveryRetries1764100000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('newsletter_deliveries', new TableColumn(datetime(qr, 'next_attempt_at', { nullable: true })));
    await qr.createIndex('newsletter_deliveries', index('newsletter_deliveries', ['state', 'next_attempt_at']));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('newsletter_deliveries', 'IDX_newsletter_deliveries_state_next_attempt_at');
    await qr.dropColumn('newsletter_deliveries', 'next_attempt_at');
  }
}
