import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import {
  TrainingAttendanceEntity,
  TrainingCheckInCodeEntity,
  TrainingEnrolmentEntity,
} from './training-enrolment.entity';
import { TraineeRecordController, TraineeRecordService } from './trainee-record';
import { TrainingCertificatesService } from './training-certificates';
import {
  AdminEnrolmentsController,
  AttendanceController,
  CertificatesController,
  CheckInCodeController,
  EnrolmentController,
} from './trainings.controller';
import { TrainingsService } from './trainings.service';

/** Enrolments in teacher training; the programmes and sessions are content types (ContentModule). */
@Module({
  imports: [
    TypeOrmModule.forFeature([TrainingEnrolmentEntity, TrainingAttendanceEntity, TrainingCheckInCodeEntity]),
    MailModule,
  ],
  controllers: [
    EnrolmentController,
    AdminEnrolmentsController,
    AttendanceController,
    CheckInCodeController,
    CertificatesController,
    TraineeRecordController,
  ],
  providers: [TrainingsService, TrainingCertificatesService, TraineeRecordService],
})
export class TrainingsModule {}
