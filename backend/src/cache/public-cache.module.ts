import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentVersionService } from './content-version.service';
import { ContentWriteInterceptor } from './content-write.interceptor';
import { PublishScheduleService } from './publish-schedule.service';

/** The content version reader and the publication schedule (used by the public cache middleware), and the write interceptor. */
@Module({
  providers: [
    ContentVersionService,
    PublishScheduleService,
    { provide: APP_INTERCEPTOR, useClass: ContentWriteInterceptor },
  ],
  exports: [ContentVersionService, PublishScheduleService],
})
export class PublicCacheModule {}
