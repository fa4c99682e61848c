import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { EnrolmentStatus } from '@diet/contracts/content-types/trainings';
import type { Language } from '@diet/contracts/languages';
import { CreatedAt, DateTimeColumn, UpdatedAt } from '../database/columns';

/** A teacher's enrolment in a programme (ARCHITECTURE.md 12.2); one per employee ID and per e-mail. */
@Entity('training_enrolments')
export class TrainingEnrolmentEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 36 }) trainingId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 60 }) employeeId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 120 }) school: string;
  @Column({ type: 'varchar', length: 120 }) district: string;
  @Column({ type: 'varchar', length: 20 }) status: EnrolmentStatus;
  @Column({ type: 'int', nullable: true }) queueNumber: number | null;
  @DateTimeColumn({ nullable: true }) confirmedAt: Date | null;
  /** The language of the page the teacher enrolled from: the mails about this enrolment speak it. */
  @Column({ type: 'varchar', length: 2, default: 'en' }) language: Language;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}

/**
 * A programme's counters: confirmed places (confirmed and completed enrolments) and the last
 * waiting-list number given. Only conditional UPDATEs change them (training-places.ts).
 */
@Entity('training_places')
export class TrainingPlacesEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) trainingId: string;
  @Column({ type: 'int', default: 0 }) confirmed: number;
  @Column({ type: 'int', default: 0 }) queued: number;
}

/** A teacher present at a session: counted towards the programme's attended hours. */
@Entity('training_attendance')
export class TrainingAttendanceEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) sessionId: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) enrolmentId: string;
}

/**
 * A certificate of a completed enrolment, with what it certifies copied in at issue, so a later
 * edit of the programme does not change what was certified. The code carries 100 random bits.
 */
@Entity('training_certificates')
export class TrainingCertificateEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 }) code: string;
  @Column({ type: 'varchar', length: 36 }) enrolmentId: string;
  @Column({ type: 'varchar', length: 36 }) trainingId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 60 }) employeeId: string;
  @Column({ type: 'varchar', length: 200 }) programme: string;
  @Column({ type: 'int' }) hours: number;
  @DateTimeColumn() startsAt: Date;
  @DateTimeColumn() endsAt: Date;
  @DateTimeColumn() issuedAt: Date;
  @DateTimeColumn({ nullable: true }) revokedAt: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) revokedReason: string | null;
}

/** A rotating self check-in code of a session (shown as a QR code in the room), valid until `expiresAt`. */
@Entity('training_check_in_codes')
export class TrainingCheckInCodeEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 }) code: string;
  @Column({ type: 'varchar', length: 36 }) sessionId: string;
  @DateTimeColumn() expiresAt: Date;
}
