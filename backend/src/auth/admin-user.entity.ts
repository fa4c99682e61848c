import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@diet/contracts/accounts';
import { BoolColumn, CreatedAt, DateTimeColumn, UpdatedAt } from '../database/columns';

@Entity('admin_users')
export class AdminUserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  /** Empty until an invited person sets a password: no password matches it. */
  @Column({ type: 'varchar', length: 100 }) passwordHash: string;
  @Column({ type: 'varchar', length: 20, default: 'administrator' }) role: Role;
  /** A disabled account cannot sign in, and its tokens are refused at once (checked per request). */
  @BoolColumn({ default: false }) disabled: boolean;
  /** Tokens issued (iat) before this instant are refused: set by a password change. */
  @DateTimeColumn({ nullable: true }) tokensValidAfter: Date | null;
  /** The one older token still accepted: the session that changed the password. */
  @Column({ type: 'varchar', length: 64, nullable: true }) keptTokenId: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
