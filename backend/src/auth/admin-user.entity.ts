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
  /** The TOTP secret, sealed by SecretBox; set at set-up, kept once enabled. */
  @Column({ type: 'varchar', length: 200, nullable: true }) totpSecret: string | null;
  /** When two-factor sign-in was switched on; null while it is off. */
  @DateTimeColumn({ nullable: true }) totpEnabledAt: Date | null;
  /** The time step of the last code accepted: a code is taken once. */
  @Column({ type: 'int', nullable: true }) totpLastStep: number | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
