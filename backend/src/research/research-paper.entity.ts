import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ResearchStatus } from '@diet/contracts/enums';
import { BoolColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('research_papers')
export class ResearchPaperEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 120 }) author: string;
  @Column({ type: 'int' }) year: number;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 20 }) status: ResearchStatus;
  @Column({ type: 'varchar', length: 500, nullable: true }) file: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) fileName: string | null;
  @Column({ type: 'int', nullable: true }) fileSize: number | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) fileType: string | null;
  @BoolColumn({ default: false }) isApproved: boolean;
  @BoolColumn({ default: false }) isAdminPublished: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
