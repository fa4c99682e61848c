/**
 * Reads the content version (app_state 'content-version', bumped by every admin write) for the
 * public cache. Replicas share the database, so the stored number is the truth: each caller gets
 * a value read by a query that STARTED after the call, which keeps every replica exactly fresh.
 * Concurrent callers share queries (at most one running and one queued), so under load the cost
 * is one tiny indexed read per round trip rather than one per request.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppStateEntity } from '../database/app-state.entity';

export const CONTENT_VERSION_KEY = 'content-version';

const ignore = (): void => undefined;

@Injectable()
export class ContentVersionService {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private readonly sql: string;

  constructor(private readonly dataSource: DataSource) {
    const d = dataSource.driver;
    this.sql = `SELECT ${d.escape('value')} AS v FROM ${d.escape('app_state')} WHERE ${d.escape('key')} = ?`;
  }

  /** The version as stored now (0 before the first admin write). */
  read(): Promise<number> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start();
    // The running query may have started before this call: wait for the next one.
    this.queued = this.running.then(ignore, ignore).then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  /** One more: every replica's next cached read misses. */
  async bump(): Promise<void> {
    const state = this.dataSource.getRepository(AppStateEntity);
    const updated = await state.increment({ key: CONTENT_VERSION_KEY }, 'value', 1);
    if (!updated.affected) await state.upsert({ key: CONTENT_VERSION_KEY, value: 1 }, ['key']);
  }

  private start(): Promise<number> {
    const query = this.dataSource.query(this.sql, [CONTENT_VERSION_KEY]).then((rows: Array<{ v: number | string }>) => Number(rows[0]?.v ?? 0));
    const running = query.finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }
}
