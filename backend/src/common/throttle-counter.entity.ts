import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/**
 * One throttled key (route and client address, hashed) of the public POST throttle: kept in the
 * database so the limit holds across API replicas (common/database-throttler-storage.ts).
 */
@Entity('throttle_counters')
@Index('IDX_throttle_counters_expires_at', ['expiresAt'])
export class ThrottleCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) throttleKey: string;
  @Column({ type: 'int' }) hits: number;
  /** End of the current window, or of the block once the limit was passed. */
  @DateTimeColumn() expiresAt: Date;
}
