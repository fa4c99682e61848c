import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';
import { VisitEntity } from './visit.entity';

@Module({
  imports: [TypeOrmModule.forFeature([VisitEntity])],
  controllers: [AnalyticsController],
  providers: [AnalyticsService],
  // The dashboard shows today's visitors.
  exports: [AnalyticsService],
})
export class AnalyticsModule {}
