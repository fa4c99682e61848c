import { Controller, Get, Header, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { instituteToday } from '../common/institute-date';
import { Allow } from '../common/route-metadata';
import { AnalyticsService } from './analytics.service';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Fired once on home load (SPEC.md section 7). */
  @Get('api/analytics/track-visit')
  @HttpCode(200)
  // A cached answer would mean an uncounted visit: never store it anywhere.
  @Header('Cache-Control', 'no-store')
  async track(@Req() req: Request): Promise<{ tracked: true }> {
    await this.analytics.track(req.ip ?? '', String(req.headers['user-agent'] ?? ''));
    return { tracked: true };
  }

  @Get('api/admin/visitors/today')
  @Allow('dashboard')
  @Header('Cache-Control', 'no-store')
  async today(): Promise<{ count: number; day: string }> {
    const day = instituteToday();
    return { count: await this.analytics.countOn(day), day };
  }
}
