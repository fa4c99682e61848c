import { Controller, Get, Header, HttpCode, NotFoundException, Req } from '@nestjs/common';
import type { Request } from 'express';
import { TRACK_VISIT_PATH } from '@diet/contracts/first-route';
import { instituteToday } from '../common/institute-date';
import { Allow, ThrottledRead } from '../common/route-metadata';
import { DescribedBy, envelope, type OperationDocs } from '../docs/operation-docs';
import { ModuleRef } from '@nestjs/core';
import { siteSettingsOf } from '../site/site.controller';
import { AnalyticsService } from './analytics.service';

const VISITORS_DOCS: OperationDocs = {
  operation: {
    summary: "The footer's visitor count",
    description:
      'Visitors since counting began (each day counts a visitor once). Answers 404 when the institute shows no counter (site content `visitorCounter`).',
    responses: {
      '200': {
        description: 'The count, never cached',
        content: {
          'application/json': {
            schema: envelope({
              type: 'object',
              required: ['visitors'],
              properties: { visitors: { type: 'integer', minimum: 0 } },
            }),
          },
        },
      },
    },
  },
};

@Controller()
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly modules: ModuleRef,
  ) {}

  /** Fired once on home load (SPEC.md section 7); limited per address like the public forms. */
  @Get(TRACK_VISIT_PATH.slice(1))
  @ThrottledRead()
  @HttpCode(200)
  // A cached answer would mean an uncounted visit: never store it anywhere.
  @Header('Cache-Control', 'no-store')
  async track(@Req() req: Request): Promise<{ tracked: true }> {
    await this.analytics.track(req.ip ?? '');
    return { tracked: true };
  }

  @Get('api/site/visitors')
  @DescribedBy(VISITORS_DOCS)
  // Changes with every new visitor, so it is outside the public cache and never stored.
  @Header('Cache-Control', 'no-store')
  async visitors(): Promise<{ visitors: number }> {
    // The institute's published choice (site settings).
    if ((await siteSettingsOf(this.modules).published('en')).visitorCounter === false) throw new NotFoundException();
    return { visitors: await this.analytics.total() };
  }

  @Get('api/admin/visitors/today')
  @Allow('dashboard')
  @Header('Cache-Control', 'no-store')
  async today(): Promise<{ count: number; day: string }> {
    const day = instituteToday();
    return { count: await this.analytics.countOn(day), day };
  }
}
