import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** One failed sign-in: kept in the database so the login limit holds across API replicas. */
@Entity('login_failures')
@Index('IDX_login_failures_client_key_failed_at', ['clientKey', 'failedAt'])
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 64 }) clientKey: string;
  @DateTimeColumn() failedAt: Date;
}
