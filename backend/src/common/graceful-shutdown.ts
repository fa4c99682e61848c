/**
 * SIGTERM (ARCHITECTURE.md section 4): stop taking connections and let the requests in flight
 * finish BEFORE the database closes. Nest runs this hook before the shutdown hooks (TypeORM closes
 * the database in one of those) and closes the HTTP server only after them, which on its own would
 * answer the requests in flight from a closed database.
 */
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { ShutdownState } from '../health/shutdown-state';

/** Longest wait for requests in flight; a client that holds a request open longer is cut off. */
const GRACE_MS = 10_000;

@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly state: ShutdownState,
  ) {}

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    // Readiness fails from now on, also for requests still arriving on open connections.
    this.state.begin();
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    await new Promise<void>((done) => {
      // Idle keep-alive connections would hold close() open: end each one as soon as it is idle.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const cutOff = setTimeout(() => server.closeAllConnections(), GRACE_MS);
      server.close(() => {
        clearInterval(idle);
        clearTimeout(cutOff);
        done();
      });
      server.closeIdleConnections();
    });
    this.logger.log(`${signal ?? 'Shutdown'}: stopped taking requests and finished those in flight`);
  }
}
