/** Starts the API (and the built frontends) on PORT. */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { createAppLogger, nestLogger } from './common/logging/app-logger';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { acquireBootLock } from './database/boot-lock';

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // One logger from the first line on: the boot lock's, Nest's start-up and every request's.
  const logger = createAppLogger(config.log);
  const nest = nestLogger(logger);
  Logger.overrideLogger(nest);
  // Replicas on one MySQL boot one at a time: migrations and first-start seeding run once.
  const bootLock = await acquireBootLock(config);
  // Body parsers are registered by configureApp with our limits.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config, logger), {
    bodyParser: false,
    logger: nest,
  });
  configureApp(app, config);
  // On SIGTERM/SIGINT: stop taking requests, finish those in flight, then close the database.
  app.enableShutdownHooks();
  await app.listen(config.port);
  await bootLock.release();
  new Logger('Main').log(`Listening on http://localhost:${config.port} (${config.dbType}, data in ${config.dataDir})`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
