/**
 * Makes the process's pino logger injectable (APP_LOGGER) and installs nestjs-pino, whose
 * middleware runs each request's handling inside that request's logger: a `new Logger(context)`
 * line written while answering a request carries its request id.
 */
import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { nestPinoParams } from './app-logger';

/** Injection token of the process's pino logger. */
export const APP_LOGGER = Symbol('APP_LOGGER');

@Module({})
export class LoggingModule {
  static forLogger(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      imports: [LoggerModule.forRoot(nestPinoParams(logger))],
      providers: [{ provide: APP_LOGGER, useValue: logger }],
      exports: [APP_LOGGER],
    };
  }
}
