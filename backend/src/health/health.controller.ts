/**
 * GET /api/health: a plain body (no envelope) that load balancers and uptime checks read as is:
 * 200 { status: 'ok', db: 'up' } or 503 { status: 'error', db: 'down' }.
 */
import { Controller, Get, Res } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import type { HealthStatus } from '@diet/contracts/api';
import { RawResponse } from '../common/route-metadata';

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @RawResponse()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatus> {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
      return { status: 'ok', db: 'up' };
    } catch {
      res.status(503);
      return { status: 'error', db: 'down' };
    }
  }
}
