/**
 * The process's Prometheus metrics (ARCHITECTURE.md 12.5 and 12.7), served by GET /metrics. One
 * registry per app rather than prom-client's global one: the API tests run several apps in one
 * process, and each must count only its own requests.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { DataSource, In } from 'typeorm';
import { NewsletterDeliveryEntity } from '../newsletter/newsletter-delivery.entity';
import { watchMysqlPool } from './database-pool-metrics';
import { HttpRequestMetrics } from './http-request-metrics';

export type JobResult = 'success' | 'failure';

@Injectable()
export class AppMetrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  private readonly http = new HttpRequestMetrics(this.registry);
  readonly publicCacheHits = this.counter(
    'public_cache_hits_total',
    'Public reads answered from the in-memory public cache.',
  );
  readonly publicCacheMisses = this.counter(
    'public_cache_misses_total',
    'Cacheable public reads the public cache could not answer.',
  );
  readonly mailFailures = this.counter(
    'mail_failures_total',
    'Newsletter mails the SMTP server refused or could not take (each try, retried or not).',
  );
  readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the scheduled jobs, by job and result.',
    labelNames: ['job', 'result'] as const,
    registers: this.registers,
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    const deliveries = () => dataSource.getRepository(NewsletterDeliveryEntity);
    new Gauge({
      name: 'mail_queue_depth',
      help: 'Newsletter deliveries waiting to be sent or being sent, on every replica together.',
      registers: this.registers,
      // Read at each scrape; while the database is away the last value stays.
      async collect() {
        const waiting = await deliveries()
          .count({ where: { state: In(['pending', 'sending']) } })
          .catch(() => undefined);
        if (waiting !== undefined) this.set(waiting);
      },
    });
    watchMysqlPool(dataSource, this.registers);
    collectDefaultMetrics({ register: this.registry });
  }

  private counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: this.registers });
  }

  /** Counts one run of a scheduled job. */
  jobRan(job: string, result: JobResult): void {
    this.jobRuns.inc({ job, result });
  }

  /** One answered request; `seconds` from its arrival. */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.http.record(method, route, status, seconds);
  }
}
