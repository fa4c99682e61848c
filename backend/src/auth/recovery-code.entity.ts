import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** A one-time recovery code of two-factor sign-in: only its SHA-256 is kept. */
@Entity('recovery_codes')
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 64 }) codeHash: string;
  @DateTimeColumn({ nullable: true }) usedAt: Date | null;
}
