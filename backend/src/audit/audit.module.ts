import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

@Module({
  imports: [TypeOrmModule.forFeature([ActivityLogEntity, AdminUserEntity])],
  controllers: [AuditController],
  providers: [AuditService],
})
export class AuditModule {}
