/**
 * The one pino logger of the process: request lines (request-logging.ts), Nest's own messages and
 * every `new Logger(context)` of ours go through it, as JSON lines or, for a person at a
 * terminal, as single lines of text (LOG_FORMAT, LOG_LEVEL: config/app-config.ts).
 */
import { Logger as NestPinoLogger, PinoLogger, type Params } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogSettings } from '../../config/app-config';

/**
 * Keys censored wherever they appear at the top of a logged object or one level down. Nothing of
 * ours logs them; this keeps a future `logger.info({ ...dto })` from writing a secret.
 */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'authorization', 'cookie'];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]).concat([
  '*.headers.authorization',
  '*.headers.cookie',
]);

const baseOptions = (settings: LogSettings): LoggerOptions => ({
  level: settings.level,
  timestamp: pino.stdTimeFunctions.isoTime,
  // "level":"info" rather than pino's 30, so a person or a plain grep can read the line.
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});

/** Keys that the text format folds into its message instead of listing them after it. */
const FOLDED_KEYS = ['pid', 'hostname', 'context', 'method', 'path', 'status', 'responseTime'];

/** `GET /api/events 200 4 ms`, or `[Context] message`; the request id and user id follow. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (typeof log.method === 'string' && typeof log.path === 'string') {
    const line = `${log.method} ${log.path} ${String(log.status)} ${String(log.responseTime)} ms`;
    return message === 'request completed' ? line : `${line} (${message})`;
  }
  return typeof log.context === 'string' ? `[${log.context}] ${message}` : message;
}

type PinoPretty = typeof import('pino-pretty');

/** pino-pretty is a development dependency: a production install (`npm prune --omit=dev`) lacks it. */
function loadPinoPretty(): PinoPretty | undefined {
  try {
    // A plain require so that its absence is an ordinary, caught error rather than a failed start.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('pino-pretty') as PinoPretty;
  } catch {
    return undefined;
  }
}

/** Where batched lines go: pino's own destinations have this shape. */
export interface FlushableStream {
  write(text: string): unknown;
  flushSync(): void;
}

/**
 * Hands `out` the lines of one turn of the event loop as one string, at the end of that turn.
 * sonic-boom (pino's stdout destination) measures the text it already holds on every write, so
 * under load, with lines piling up behind a write in progress, a line cost more than the cache
 * hit it records (a profile of cached lists put the log at a fifth of a hit). Lines still leave
 * in the turn they were made; flushSync hands over and writes what is pending at once.
 */
export function turnBatched(out: FlushableStream): DestinationStream & FlushableStream {
  let pending: string[] = [];
  const handOver = (): void => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(handOver);
    },
    // Also what FlushLogOnShutdown (logging.module.ts) calls.
    flushSync() {
      handOver();
      out.flushSync();
    },
  };
}

/** Standard output, one a process, shared by its loggers (the API tests make one app after another). */
let stdout: (DestinationStream & FlushableStream) | undefined;
function batchedStdout(): DestinationStream & FlushableStream {
  if (stdout) return stdout;
  // Registered before the destination's own exit hook (made with it), so what is pending is written.
  process.on('exit', () => stdout?.flushSync());
  stdout = turnBatched(pino.destination({ dest: process.stdout.fd ?? 1, sync: false }));
  return stdout;
}

/**
 * The process's logger. `destination` defaults to stdout; tests pass a stream of their own to read
 * the lines back.
 */
export function createAppLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = baseOptions(settings);
  if (settings.format === 'pretty') {
    const pretty = loadPinoPretty();
    if (pretty) {
      // Formatted in the same tick, line by line (pino-pretty's stream form would add a pipeline).
      const prettify = pretty.prettyFactory({
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: FOLDED_KEYS.join(','),
        messageFormat: prettyMessage,
        colorize: !destination && pretty.isColorSupported,
      });
      const out = destination ?? process.stdout;
      return pino(options, { write: (line: string) => out.write(prettify(line)) });
    }
    const logger = destination ? pino(options, destination) : pino(options);
    logger.warn('LOG_FORMAT=pretty needs pino-pretty, a development dependency that is not installed: writing JSON');
    return logger;
  }
  return pino(options, destination ?? batchedStdout());
}

/** nestjs-pino's parameters over our logger; request-logging.ts mounts pino-http itself. */
export const nestPinoParams = (logger: Logger): Params => ({ pinoHttp: { logger }, useExisting: true });

/**
 * Nest's LoggerService writing through `logger`, for NestFactory.create and Logger.overrideLogger, so
 * that Nest's start-up messages and ours are lines of the same log from the very first one. Within a
 * request it writes through that request's logger, so its lines carry the request id.
 */
export function nestLogger(logger: Logger): NestPinoLogger {
  const params = nestPinoParams(logger);
  return new NestPinoLogger(new PinoLogger(params), params);
}
