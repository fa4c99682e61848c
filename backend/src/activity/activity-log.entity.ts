import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

@Entity('activity_log')
export class ActivityLogEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 300 }) action: string;
  @Column({ type: 'varchar', length: 60 }) entity: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) entityId: string | null;
  // `user` is reserved in several SQL dialects: the column is user_name.
  @Column({ type: 'varchar', length: 254, name: 'user_name' }) user: string;
  @CreatedAt() createdAt: Date;
}
