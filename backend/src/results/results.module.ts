import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminResultsController } from './admin-results.controller';
import { ExamResultEntity } from './exam-result.entity';
import { ResultsController } from './results.controller';
import { ResultsService } from './results.service';

@Module({
  imports: [TypeOrmModule.forFeature([ExamResultEntity])],
  controllers: [ResultsController, AdminResultsController],
  providers: [ResultsService],
})
export class ResultsModule {}
