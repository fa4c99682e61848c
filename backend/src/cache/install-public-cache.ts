import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import type { ImmediateAnswerLogging } from '../common/logging/request-logging';
import { AppMetrics } from '../metrics/app-metrics';
import { ContentVersionService } from './content-version.service';
import { PublishScheduleService } from './publish-schedule.service';
import {
  answerHitsFirst,
  type CacheObserver,
  cachedJson,
  type CachedJson,
  PublicResponseCache,
  publicCache,
} from './public-cache';

/**
 * Mounts both doors of the public cache (see public-cache.ts); call before compression. Returns
 * its reader for the shell page. `logHit` logs the hits the door in front of Express answers, which
 * no Express middleware sees.
 */
export function installPublicCache(app: NestExpressApplication, logHit: ImmediateAnswerLogging): CachedJson {
  const contentVersions = app.get(ContentVersionService);
  const schedule = app.get(PublishScheduleService);
  const versions = {
    read: () => contentVersions.read(),
    validUntil: (version: number) => schedule.validUntil(version),
  };
  const cache = new PublicResponseCache();
  const metrics = app.get(AppMetrics);
  const observer: CacheObserver = {
    hit: () => metrics.publicCacheHits.inc(),
    miss: () => metrics.publicCacheMisses.inc(),
    answered: (method, route, status, seconds) => metrics.requestAnswered(method, route, status, seconds),
  };
  app.use(publicCache(versions, cache, observer));
  answerHitsFirst(app.getHttpServer() as Server, versions, cache, logHit, observer);
  return cachedJson(versions, cache);
}
