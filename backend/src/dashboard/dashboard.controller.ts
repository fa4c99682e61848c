import { Controller, Get } from '@nestjs/common';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { Allow } from '../common/route-metadata';
import type { DashboardStats } from '@diet/contracts/entities';
import { DashboardService } from './dashboard.service';

@Allow('dashboard')
@Controller('api/admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('stats')
  stats(@CurrentAdmin() admin: AdminPrincipal | undefined): Promise<DashboardStats> {
    return this.dashboard.stats(admin?.role);
  }
}
