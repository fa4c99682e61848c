/**
 * Whether the process is stopping (SIGTERM): set first thing by GracefulShutdown, read by the
 * readiness check, so a balancer that asks stops sending requests while those in flight finish.
 */
import { Injectable } from '@nestjs/common';

@Injectable()
export class ShutdownState {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  begin(): void {
    this.stopping = true;
  }
}
