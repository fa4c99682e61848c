import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics';
import { MetricsController } from './metrics.controller';

/** AppMetrics for every module that counts something, and GET /metrics. */
@Global()
@Module({
  providers: [AppMetrics],
  controllers: [MetricsController],
  exports: [AppMetrics],
})
export class MetricsModule {}
