/**
 * Health for load balancers and orchestrators, plain bodies (no envelope), never cached:
 * - GET /api/health: 200 { status: 'ok', db: 'up' } or 503 { status: 'error', db: 'down' } (section 3);
 * - GET /api/health/live (liveness): 200 while the process answers, whatever the database does, so
 *   an orchestrator does not restart a process that would only meet the same database outage;
 * - GET /api/health/ready (readiness): 503 while the database is away or the process is stopping.
 */
import { Controller, Get, Res } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import type { HealthStatus, LivenessStatus, ReadinessStatus } from '@diet/contracts/api';
import { RawResponse } from '../common/route-metadata';
import { ShutdownState } from './shutdown-state';

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @RawResponse()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatus> {
    res.setHeader('Cache-Control', 'no-store');
    const db = await this.database();
    if (db === 'down') res.status(503);
    return { status: db === 'up' ? 'ok' : 'error', db };
  }

  @Get('live')
  @RawResponse()
  live(@Res({ passthrough: true }) res: Response): LivenessStatus {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  @RawResponse()
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessStatus> {
    res.setHeader('Cache-Control', 'no-store');
    const shuttingDown = this.shutdown.shuttingDown;
    const db = await this.database();
    const ready = db === 'up' && !shuttingDown;
    if (!ready) res.status(503);
    return { status: ready ? 'ok' : 'error', db, shuttingDown };
  }

  private async database(): Promise<HealthStatus['db']> {
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
