import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { ContentVersionService } from './content-version.service';
import { answerHitsFirst, cachedJson, type CachedJson, PublicResponseCache, publicCache } from './public-cache';

/**
 * Mounts both doors of the public cache (see public-cache.ts); call before compression. Returns
 * its reader for the shell page.
 */
export function installPublicCache(app: NestExpressApplication): CachedJson {
  const versions = app.get(ContentVersionService);
  const cache = new PublicResponseCache();
  app.use(publicCache(versions, cache));
  answerHitsFirst(app.getHttpServer() as Server, versions, cache);
  return cachedJson(versions, cache);
}
