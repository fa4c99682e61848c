import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../database/columns';

@Entity('newsletter_campaigns')
export class NewsletterCampaignEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 200 }) subject: string;
  // mediumtext on MySQL (see the migration); `text` here keeps the entity valid on both engines.
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'int', default: 0 }) recipientCount: number;
  @Column({ type: 'varchar', length: 254, nullable: true }) createdBy: string | null;
  @CreatedAt() createdAt: Date;
}
