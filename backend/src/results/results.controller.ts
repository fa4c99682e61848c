import { Controller, Get, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import type { ExamResultEntity } from './exam-result.entity';
import { ResultsListQueryDto } from './results-list-query.dto';
import { ResultsService } from './results.service';

@Controller('api/results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  list(@Query() query: ResultsListQueryDto): Promise<PageResult<ExamResultEntity>> {
    return this.results.list(query);
  }

  @Get('years')
  years(): Promise<number[]> {
    return this.results.years();
  }
}
