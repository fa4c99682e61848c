/**
 * The Diksha Lab's summary cards: the office's screen (GET /api/admin/diksha-lab/summary) and the
 * public page's completion rate (GET /api/diksha-lab/summary) read the same figures. Courses and
 * trainee records themselves are content types (libs/contracts content-types).
 */
import { Controller, Get } from '@nestjs/common';
import type { DikshaSummary } from '@diet/contracts/api';
import { Allow } from '../common/route-metadata';
import { DikshaSummaryService } from './diksha-summary.service';

@Controller('api')
export class DikshaSummaryController {
  constructor(private readonly figures: DikshaSummaryService) {}

  @Get('admin/diksha-lab/summary')
  @Allow('contentRead')
  adminSummary(): Promise<DikshaSummary> {
    return this.figures.summary();
  }

  /** Counts only: no trainee is named. */
  @Get('diksha-lab/summary')
  publicSummary(): Promise<DikshaSummary> {
    return this.figures.summary();
  }
}
