import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactSubject } from '@diet/contracts/enums';
import { BoolColumn, CreatedAt } from '../database/columns';

@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30 }) subject: ContactSubject;
  @Column({ type: 'text' }) message: string;
  // `read` is a reserved word in MySQL: the column is is_read, the JSON field stays `read`.
  @BoolColumn({ name: 'is_read', default: false }) read: boolean;
  @CreatedAt() createdAt: Date;
}
