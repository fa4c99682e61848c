import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BookSubject } from '@diet/contracts/enums';
import { BoolColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('library_books')
export class LibraryBookEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 120 }) author: string;
  @Column({ type: 'varchar', length: 30 }) subject: BookSubject;
  @Column({ type: 'varchar', length: 20 }) isbn: string;
  @Column({ type: 'int' }) copies: number;
  @BoolColumn({ default: true }) available: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
