import { Module } from '@nestjs/common';
import { DikshaSummaryController } from './diksha-summary.controller';
import { DikshaSummaryService } from './diksha-summary.service';

@Module({
  controllers: [DikshaSummaryController],
  providers: [DikshaSummaryService],
})
export class DikshaLabModule {}
