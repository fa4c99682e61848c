import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminStaffController } from './admin-staff.controller';
import { StaffController } from './staff.controller';
import { StaffEntity } from './staff.entity';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffEntity])],
  controllers: [StaffController, AdminStaffController],
  providers: [StaffService],
})
export class StaffModule {}
