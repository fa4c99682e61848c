import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/**
 * When each admin session (one token id) was last used, kept in the database so that the idle
 * limit holds across replicas: a session used on one replica stays alive on the others.
 */
@Entity('admin_sessions')
export class AdminSessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 }) jti: string;
  @DateTimeColumn() lastUsedAt: Date;
  /** The token's own expiry: past it the row protects nothing and is pruned. */
  @DateTimeColumn() expiresAt: Date;
}
