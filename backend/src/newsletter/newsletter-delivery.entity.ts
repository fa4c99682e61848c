import { Column, Entity, In, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';
import type { DeliveryState } from '@diet/contracts/enums';
import { CreatedAt, DateTimeColumn, UpdatedAt } from '../database/columns';

/** One recipient of one campaign; unique (campaign, email) so no address gets a campaign twice. */
@Entity('newsletter_deliveries')
export class NewsletterDeliveryEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) state: DeliveryState;
  @Column({ type: 'varchar', length: 500, nullable: true }) error: string | null;
  /** Tries made so far (one per claim that reached the SMTP server or failed before it). */
  @Column({ type: 'int', default: 0 }) attempts: number;
  /** A `pending` row waiting for an automatic retry is not claimed before this time; null = due now. */
  @DateTimeColumn({ nullable: true }) nextAttemptAt: Date | null;
  @DateTimeColumn({ nullable: true }) sentAt: Date | null;
  /** Which worker round holds the row while it is `sending` (never sent by the API). */
  @Column({ type: 'varchar', length: 36, nullable: true, select: false }) claimToken: string | null;
  @DateTimeColumn({ nullable: true, select: false }) claimedAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}

/**
 * Deletes what was kept of the newsletters sent to `email` (a subscriber deleted by the office, or
 * by the privacy policy's automatic deletion), by id: a delete by e-mail would lock the whole
 * table on MariaDB. A pending delivery goes too, so nothing more is sent to the address.
 */
export async function deleteDeliveriesTo(tx: EntityManager, email: string): Promise<void> {
  const deliveries = await tx.find(NewsletterDeliveryEntity, { select: { id: true }, where: { email } });
  if (deliveries.length > 0) await tx.delete(NewsletterDeliveryEntity, { id: In(deliveries.map((d) => d.id)) });
}
