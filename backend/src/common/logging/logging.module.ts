/**
 * Makes the process's pino logger injectable (APP_LOGGER) and installs nestjs-pino, whose
 * middleware runs each request's handling inside that request's logger: a `new Logger(context)`
 * line written while answering a request carries its request id.
 */
import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { symbols, type Logger } from 'pino';
import { nestPinoParams } from './app-logger';

/** Injection token of the process's pino logger. */
export const APP_LOGGER = Symbol('APP_LOGGER');

/**
 * Writes out what the logger still buffers when the application shuts down. pino writes stdout
 * asynchronously and flushes on the process's 'exit' event, which a process ended by its own
 * SIGTERM (Nest re-raises the signal after the shutdown hooks) never emits: the shutdown's last
 * lines, 'SIGTERM: stopped taking requests ...' among them, were lost.
 */
@Injectable()
export class FlushLogOnShutdown implements OnApplicationShutdown {
  constructor(@Inject(APP_LOGGER) private readonly logger: Logger) {}

  onApplicationShutdown(): void {
    const stream = (this.logger as unknown as Record<symbol, { flushSync?: () => void }>)[symbols.streamSym];
    try {
      stream?.flushSync?.();
    } catch {
      // A stream still opening, or a test's own destination, has nothing to flush this way.
    }
  }
}

@Module({})
export class LoggingModule {
  static forLogger(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      imports: [LoggerModule.forRoot(nestPinoParams(logger))],
      providers: [{ provide: APP_LOGGER, useValue: logger }, FlushLogOnShutdown],
      exports: [APP_LOGGER],
    };
  }
}
