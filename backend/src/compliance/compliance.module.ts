import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ComplianceController } from './compliance.controller';
import { ComplianceNightlyJob } from './compliance-job';
import { ComplianceService } from './compliance.service';

/** The compliance report: its API, its nightly run (ARCHITECTURE.md 12.3). */
@Module({
  imports: [MailModule],
  controllers: [ComplianceController],
  providers: [ComplianceService, ComplianceNightlyJob],
  exports: [ComplianceService, ComplianceNightlyJob],
})
export class ComplianceModule {}
