import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BoolColumn, DateTimeColumn } from '../database/columns';

/**
 * Each scheduled job's last run on any replica that said something (one row a job), and when any
 * replica last ran it (`checkedAt`, the only column a run with nothing to do moves).
 */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name: string;
  @DateTimeColumn() ranAt: Date;
  @Column({ type: 'varchar', length: 10 }) outcome: 'success' | 'failure';
  @Column({ type: 'varchar', length: 300 }) summary: string;
  @BoolColumn() manual: boolean;
  @Column({ type: 'varchar', length: 200, nullable: true }) byName: string | null;
  @DateTimeColumn() checkedAt: Date;
}
