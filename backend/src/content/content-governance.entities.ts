/** The trash and the revisions of every content type (migration 1764500000000). */
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, DateTimeColumn } from '../database/columns';

/** A deleted item: its row as it was, until it is restored or purged. */
@Entity('content_trash')
export class ContentTrashEntity {
  /** The definition's name. */
  @PrimaryColumn({ type: 'varchar', length: 40 }) contentType: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) itemId: string;
  @Column({ type: 'varchar', length: 300 }) label: string;
  /** The row as JSON. */
  @Column({ type: 'text' }) snapshot: string;
  @Column({ type: 'varchar', length: 254 }) deletedBy: string;
  @DateTimeColumn() deletedAt: Date;
  /** The item this one was deleted with (a tender, for its documents), which brings it back. */
  @Column({ type: 'varchar', length: 40, nullable: true }) ownerType: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) ownerId: string | null;
}

/** One save of an item: the changed fields and the values after it. */
@Entity('content_revisions')
export class ContentRevisionEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 40 }) contentType: string;
  @Column({ type: 'varchar', length: 36 }) itemId: string;
  @Column({ type: 'int' }) number: number;
  @Column({ type: 'varchar', length: 10 }) action: string;
  @Column({ type: 'varchar', length: 254, name: 'user_name' }) user: string;
  /** [{ field, before, after }] as JSON. */
  @Column({ type: 'text' }) changes: string;
  /** The values after the save as JSON: what a restore writes back. */
  @Column({ type: 'text' }) snapshot: string;
  @CreatedAt() createdAt: Date;
}
