import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
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
