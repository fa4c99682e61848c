/**
 * The global setup of the HTTP app, shared by main.ts and the API tests so they run the very
 * same pipeline: request logs, security headers, compression, CORS, body limits, frontends,
 * envelope, errors.
 */
import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Logger } from 'pino';
import { installPublicCache } from './cache/install-public-cache';
import { bodyParsers } from './common/body-parsers';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { APP_LOGGER } from './common/logging/logging.module';
import { immediateAnswerLogging, requestLogging } from './common/logging/request-logging';
import { createValidationPipe } from './common/validation';
import { ApiDocs } from './docs/api-docs';
import { AppMetrics } from './metrics/app-metrics';
import { httpMetrics } from './metrics/http-metrics';
import type { AppConfig } from './config/app-config';
import { mountFrontends } from './web/frontend-static';
import { inProcessRead, type RequestHandler } from './web/in-process-read';
import { securityHeaders } from './web/security-headers';
import { signedInNoStore } from './web/signed-in-no-store';

export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  express.set('trust proxy', config.trustProxy ? 1 : false);
  // First, so every request gets its id and its log line: cached answers, files and failures of
  // the middleware below included.
  const logger = app.get<Logger>(APP_LOGGER);
  express.use(requestLogging(logger, config.trustProxy));
  express.use(httpMetrics(app.get(AppMetrics)));
  express.use(securityHeaders(config));
  express.use(signedInNoStore());
  // CORS ahead of the cache, so cached answers to other origins carry its headers too.
  if (config.corsOrigins.length > 0) {
    express.enableCors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], maxAge: 600 });
  }
  // Public lists from memory while the content version holds (backend/src/cache); ahead of
  // compression because cached answers carry their own compressed copies.
  const cached = installPublicCache(express, immediateAnswerLogging(logger, config.trustProxy));
  express.use(compression());
  // JSON bodies: newsletter content may be up to 100k characters.
  express.use(...bodyParsers('1mb'));
  // The pages' server render reads the public API in this process: the cache, else the app itself.
  const read = inProcessRead(express.getHttpAdapter().getInstance() as RequestHandler, cached);
  mountFrontends((path, ...handlers) => express.use(path, ...handlers), config, read);

  express.useGlobalPipes(createValidationPipe());
  express.useGlobalInterceptors(new EnvelopeInterceptor(express.get(Reflector)));
  express.useGlobalFilters(new AllExceptionsFilter());
  // The API description is made from the app's own routes and metadata.
  express.get(ApiDocs).attach(app);
}
