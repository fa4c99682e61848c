import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../database/columns';

@Entity('staff')
export class StaffEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120 }) designation: string;
  @Column({ type: 'varchar', length: 120 }) subject: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) email: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) photo: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) photoThumb: string | null;
  @Column({ type: 'int', default: 0 }) displayOrder: number;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
