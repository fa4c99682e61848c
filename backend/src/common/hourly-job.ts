/**
 * Housekeeping that every replica runs at boot and then hourly (the trash purge, the privacy
 * policy's deletions). The job itself makes concurrent runs safe (a conditional DELETE decides
 * which replica removes a row); this only schedules it and logs what it did or why it failed.
 */
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

const HOUR_MS = 60 * 60 * 1000;

export abstract class HourlyJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;

  /** One run: a line for the log when it did something, null otherwise. */
  protected abstract runOnce(): Promise<string | null>;

  onApplicationBootstrap(): void {
    const run = () =>
      void this.runOnce()
        .then((done) => done && this.logger.log(done))
        .catch((error: unknown) => this.logger.warn(`${this.constructor.name} failed: ${String((error as Error)?.message ?? error)}`));
    this.timer = setInterval(run, HOUR_MS);
    this.timer.unref();
    run();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
