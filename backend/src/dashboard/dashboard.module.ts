import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { ContactModule } from '../contact/contact.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [AnalyticsModule, ContactModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
