import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/**
 * 'enrolment': a teacher's confirmation of a training enrolment (its id in userId); 'trainee': the
 * mailed link to a teacher's own record, 'trainee-s' the short session it opens (an enrolment of
 * that teacher's address in userId).
 */
export type AccountLinkPurpose = 'invite' | 'reset' | 'enrolment' | 'trainee' | 'trainee-s';

/** A mailed one-time link (invitation or password reset): only the SHA-256 of its token is kept. */
@Entity('account_links')
export class AccountLinkEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 10 }) purpose: AccountLinkPurpose;
  @Column({ type: 'varchar', length: 64 }) tokenHash: string;
  @DateTimeColumn() expiresAt: Date;
  @DateTimeColumn({ nullable: true }) usedAt: Date | null;
  @DateTimeColumn() createdAt: Date;
}
