import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CalendarDateColumn, CreatedAt } from '../database/columns';

/** One row per visitor and day; the visitor key is a salted hash, never the address itself. */
@Entity('visits')
export class VisitEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @CalendarDateColumn() day: string;
  @Column({ type: 'varchar', length: 64 }) visitorHash: string;
  @CreatedAt() createdAt: Date;
}
