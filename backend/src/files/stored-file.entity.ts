import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BoolColumn, CreatedAt } from '../database/columns';

/** Every file under /uploads/: its random stored name and the name it was uploaded with. */
@Entity('stored_files')
export class StoredFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 }) name: string;
  @Column({ type: 'varchar', length: 255 }) originalName: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'varchar', length: 100 }) type: string;
  @Column({ type: 'varchar', length: 30 }) kind: string;
  /** Kept but not served: its item is in the trash (content-trash.ts). */
  @BoolColumn({ default: false }) withheld: boolean;
  @CreatedAt() createdAt: Date;
}
