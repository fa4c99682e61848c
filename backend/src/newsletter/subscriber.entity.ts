import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SubscriberType } from '@diet/contracts/enums';
import { BoolColumn, DateTimeColumn } from '../database/columns';

@Entity('subscribers')
export class SubscriberEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30 }) type: SubscriberType;
  @BoolColumn({ default: true }) status: boolean;
  /** Secret of the unsubscribe link; never sent by list endpoints. */
  @Column({ type: 'varchar', length: 64, select: false }) unsubscribeToken: string;
  @DateTimeColumn() subscribedAt: Date;
  /** When it last unsubscribed (null while subscribed): the privacy policy's 12 months count from here. */
  @DateTimeColumn({ nullable: true }) unsubscribedAt: Date | null;
}
