import { Controller, Get, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import { ListQueryDto } from '../common/pagination';
import type { StaffEntity } from './staff.entity';
import { StaffService } from './staff.service';

@Controller('api/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  list(@Query() query: ListQueryDto): Promise<PageResult<StaffEntity>> {
    return this.staff.list(query);
  }
}
