import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from '../database/columns';

/**
 * Small key -> integer rows: the content cache version (bumped on every admin write, so caches
 * can be invalidated) and markers such as "demo seed applied".
 */
@Entity('app_state')
export class AppStateEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) key: string;
  @Column({ type: 'int', default: 0 }) value: number;
  @UpdatedAt() updatedAt: Date;
}
