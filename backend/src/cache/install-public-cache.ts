import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ContentVersionService } from './content-version.service';
import { answerHitsFirst, cachedJson, type CachedJson, PublicResponseCache, publicCache } from './public-cache';

/**
 * Mounts both doors of the public cache (see public-cache.ts); call before compression. Returns
 * its reader for the shell page. `logRequest` (the request-logging middleware) sees the hits the
 * door in front of Express answers, which no Express middleware does.
 */
export function installPublicCache(app: NestExpressApplication, logRequest: (req: IncomingMessage, res: ServerResponse) => void): CachedJson {
  const versions = app.get(ContentVersionService);
  const cache = new PublicResponseCache();
  app.use(publicCache(versions, cache));
  answerHitsFirst(app.getHttpServer() as Server, versions, cache, logRequest);
  return cachedJson(versions, cache);
}
