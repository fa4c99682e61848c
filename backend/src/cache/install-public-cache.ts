import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { ContentVersionService } from './content-version.service';
import { answerHitsFirst, PublicResponseCache, publicCache } from './public-cache';

/** Mounts both doors of the public cache (see public-cache.ts); call before compression. */
export function installPublicCache(app: NestExpressApplication): void {
  const versions = app.get(ContentVersionService);
  const cache = new PublicResponseCache();
  app.use(publicCache(versions, cache));
  answerHitsFirst(app.getHttpServer() as Server, versions, cache);
}
