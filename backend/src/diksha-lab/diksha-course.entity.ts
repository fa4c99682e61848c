import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CourseStatus } from '@diet/contracts/enums';
import { CreatedAt, UpdatedAt } from '../database/columns';

@Entity('diksha_courses')
export class DikshaCourseEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'int' }) duration: number;
  @Column({ type: 'varchar', length: 10 }) status: CourseStatus;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
