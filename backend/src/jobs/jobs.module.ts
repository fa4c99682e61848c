import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRunEntity } from './job-run.entity';
import { JobRunsService } from './job-runs.service';
import { JobsController } from './jobs.controller';

/** The scheduled jobs' registry, for every PeriodicJob of any module, and their API. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRunEntity])],
  controllers: [JobsController],
  providers: [JobRunsService],
  exports: [JobRunsService],
})
export class JobsModule {}
