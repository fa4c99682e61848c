import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** One entry of the activity log, which is also the audit trail (backend/src/audit). */
@Entity('activity_log')
export class ActivityLogEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** The sentence shown, e.g. "Created event: Annual Sports Meet". */
  @Column({ type: 'varchar', length: 300 }) action: string;
  /** What was done, e.g. "Created", "Signed in": the audit filter's value. */
  @Column({ type: 'varchar', length: 40, default: '' }) verb: string;
  @Column({ type: 'varchar', length: 60 }) entity: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) entityId: string | null;
  // `user` is reserved in several SQL dialects: the column is user_name.
  @Column({ type: 'varchar', length: 254, name: 'user_name' }) user: string;
  /** The account that acted; null for the system and for a failed sign-in. */
  @Column({ type: 'varchar', length: 36, nullable: true }) userId: string | null;
  /** The account's e-mail, or the e-mail a failed sign-in tried. */
  @Column({ type: 'varchar', length: 254, nullable: true }) userEmail: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) clientAddress: string | null;
  @CreatedAt() createdAt: Date;
}
