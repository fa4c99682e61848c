import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BoolColumn, DateTimeColumn } from '../database/columns';

/** The last run of each scheduled job, on any replica (one row a job, overwritten by each run). */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name: string;
  @DateTimeColumn() ranAt: Date;
  @Column({ type: 'varchar', length: 10 }) outcome: 'success' | 'failure';
  @Column({ type: 'varchar', length: 300 }) summary: string;
  @BoolColumn() manual: boolean;
  @Column({ type: 'varchar', length: 200, nullable: true }) byName: string | null;
}
