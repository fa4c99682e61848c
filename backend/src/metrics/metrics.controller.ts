/** GET /metrics in Prometheus's text format, for a token or the internal network (metrics-access.ts). */
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RawResponse } from '../common/route-metadata';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { checkMetricsAccess } from './metrics-access';

@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {}

  @Get()
  @RawResponse()
  async scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (this.config.metricsToken) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    checkMetricsAccess(this.config.metricsToken, req.headers.authorization, req.ip);
    res.setHeader('Content-Type', this.metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    return this.metrics.registry.metrics();
  }
}
