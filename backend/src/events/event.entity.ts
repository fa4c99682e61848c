import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EventCategory } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { CalendarDateColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('events')
export class EventEntity implements Omit<InstituteEvent, 'createdAt' | 'updatedAt'> {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @CalendarDateColumn() date: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) link: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) excerpt: string | null;
  @Column({ type: 'varchar', length: 120, nullable: true }) location: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) category: EventCategory | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
