import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageStatus } from '@diet/contracts/contact-tracking';
import type { ContactSubject } from '@diet/contracts/enums';
import type { Language } from '@diet/contracts/languages';
import { BoolColumn, CreatedAt, DateTimeColumn } from '../database/columns';

@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** 'DIET-2026-000123' (contact-references.ts); unique. */
  @Column({ type: 'varchar', length: 20 }) reference: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30 }) subject: ContactSubject;
  @Column({ type: 'text' }) message: string;
  // `read` is a reserved word in MySQL: the column is is_read, the JSON field stays `read`.
  @BoolColumn({ name: 'is_read', default: false }) read: boolean;
  @Column({ type: 'varchar', length: 20, default: 'received' }) status: MessageStatus;
  /** The office's answer, mailed to the sender and shown to whoever tracks the message. */
  @Column({ type: 'text', nullable: true }) reply: string | null;
  /** The language of the page the message was sent from: its acknowledgement and reply speak it. */
  @Column({ type: 'varchar', length: 2, default: 'en' }) language: Language;
  @CreatedAt() createdAt: Date;
  /** Set by the service on each change (SQLite's own update time would drop the milliseconds). */
  @DateTimeColumn() updatedAt: Date;
}
