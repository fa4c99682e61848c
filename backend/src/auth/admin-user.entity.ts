import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateTimeColumn, UpdatedAt } from '../database/columns';

@Entity('admin_users')
export class AdminUserEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 100 }) passwordHash: string;
  /** Tokens issued (iat) before this instant are refused: set by a password change. */
  @DateTimeColumn({ nullable: true }) tokensValidAfter: Date | null;
  /** The one older token still accepted: the session that changed the password. */
  @Column({ type: 'varchar', length: 64, nullable: true }) keptTokenId: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
