import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

/** Every file under /uploads/: its random stored name and the name it was uploaded with. */
@Entity('stored_files')
export class StoredFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 80 }) name: string;
  @Column({ type: 'varchar', length: 255 }) originalName: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'varchar', length: 100 }) type: string;
  @Column({ type: 'varchar', length: 30 }) kind: string;
  @CreatedAt() createdAt: Date;
}
