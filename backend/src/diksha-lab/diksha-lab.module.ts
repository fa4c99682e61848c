import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DikshaCourseEntity } from './diksha-course.entity';
import { AdminDikshaLabController } from './admin-diksha-lab.controller';
import { DikshaLabAdminService } from './diksha-lab-admin.service';
import { DikshaLabController } from './diksha-lab.controller';
import { DikshaLabService } from './diksha-lab.service';
import { TraineeRecordEntity } from './trainee-record.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DikshaCourseEntity, TraineeRecordEntity])],
  controllers: [DikshaLabController, AdminDikshaLabController],
  providers: [DikshaLabService, DikshaLabAdminService],
})
export class DikshaLabModule {}
