import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GalleryCategory } from '@diet/contracts/enums';
import { CalendarDateColumn, CreatedAt, UpdatedAt } from '../database/columns';

@Entity('gallery_items')
export class GalleryItemEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Column({ type: 'varchar', length: 30 }) category: GalleryCategory;
  @Column({ type: 'varchar', length: 500 }) image: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) imageThumb: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) imageLarge: string | null;
  @Column({ type: 'varchar', length: 255 }) imageName: string;
  @CalendarDateColumn() date: string;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
