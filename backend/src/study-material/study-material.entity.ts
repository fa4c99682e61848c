import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Course, MaterialSubject, MaterialType } from '@diet/contracts/enums';
import { CalendarDateColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('study_materials')
export class StudyMaterialEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 30 }) subject: MaterialSubject;
  @Column({ type: 'varchar', length: 20 }) course: Course;
  @Column({ type: 'varchar', length: 20 }) type: MaterialType;
  @CalendarDateColumn() uploadDate: string;
  @Column({ type: 'varchar', length: 500 }) file: string;
  @Column({ type: 'varchar', length: 255 }) fileName: string;
  @Column({ type: 'int' }) fileSize: number;
  @Column({ type: 'varchar', length: 100 }) fileType: string;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
