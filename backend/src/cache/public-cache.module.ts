import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ContentVersionService } from './content-version.service';
import { ContentWriteInterceptor } from './content-write.interceptor';

/** The content version reader (used by the public cache middleware) and the write interceptor. */
@Module({
  providers: [ContentVersionService, { provide: APP_INTERCEPTOR, useClass: ContentWriteInterceptor }],
  exports: [ContentVersionService],
})
export class PublicCacheModule {}
