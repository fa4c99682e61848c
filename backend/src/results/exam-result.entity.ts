import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Course, Semester } from '@diet/contracts/enums';
import { CalendarDateColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('results')
export class ExamResultEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 20 }) course: Course;
  @Column({ type: 'varchar', length: 20 }) semester: Semester;
  @Column({ type: 'int' }) year: number;
  @CalendarDateColumn() publishDate: string;
  @Column({ type: 'varchar', length: 500 }) file: string;
  @Column({ type: 'varchar', length: 255 }) fileName: string;
  @Column({ type: 'int' }) fileSize: number;
  @Column({ type: 'varchar', length: 100 }) fileType: string;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
