/**
 * Reads the content version (app_state 'content-version', bumped by every admin write) for the
 * public cache. Replicas share the database, so the stored number is the truth: each caller gets
 * a value read by a query that STARTED after the call, which keeps every replica exactly fresh.
 * Concurrent callers share queries (at most one running and one queued), so under load the cost
 * is one tiny indexed read per round trip rather than one per request. On SQLite the read is a
 * statement prepared once on the embedded database (the ORM's query path around it cost more than
 * the read), run at the end of the event loop's turn for every caller of that turn: each one's
 * request had arrived before it started, so all of them are exactly fresh, and the read's file
 * locks (two fcntl calls; about a sixth of a cache hit's time under load) are paid once a turn,
 * not once a request.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppStateEntity } from '../database/app-state.entity';

export const CONTENT_VERSION_KEY = 'content-version';

const ignore = (): void => undefined;

/** The parts of better-sqlite3 used here. */
interface SqliteDatabase {
  prepare(sql: string): { get(...params: unknown[]): unknown };
}
type Statement = ReturnType<SqliteDatabase['prepare']>;

@Injectable()
export class ContentVersionService {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  /** SQLite: the read at the end of this turn, not yet started. */
  private turnEnd: Promise<number> | null = null;
  private readonly sql: string;
  /** undefined until tried; null when the database is not SQLite. */
  private sqlite: Statement | null | undefined;

  constructor(private readonly dataSource: DataSource) {
    const d = dataSource.driver;
    this.sql = `SELECT ${d.escape('value')} AS v FROM ${d.escape('app_state')} WHERE ${d.escape('key')} = ?`;
  }

  /** The version as stored now (0 before the first admin write). */
  read(): Promise<number> {
    const statement = this.sqliteStatement();
    if (statement) return (this.turnEnd ??= this.readAtTurnEnd(statement));
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

  private query(): Promise<number> {
    return this.dataSource
      .query(this.sql, [CONTENT_VERSION_KEY])
      .then((rows: Array<{ v: number | string }>) => Number(rows[0]?.v ?? 0));
  }

  /** setImmediate runs after the turn's I/O: every request read in this turn has arrived before the read. */
  private readAtTurnEnd(statement: Statement): Promise<number> {
    return new Promise((resolve, reject) =>
      setImmediate(() => {
        this.turnEnd = null;
        try {
          resolve(Number((statement.get(CONTENT_VERSION_KEY) as { v?: number | string } | undefined)?.v ?? 0));
        } catch (error) {
          reject(error);
        }
      }),
    );
  }

  private sqliteStatement(): Statement | null {
    if (this.sqlite !== undefined) return this.sqlite;
    const driver = this.dataSource.driver as { options?: { type?: string }; databaseConnection?: SqliteDatabase };
    if (driver.options?.type !== 'better-sqlite3' || !driver.databaseConnection) return (this.sqlite = null);
    try {
      this.sqlite = driver.databaseConnection.prepare(this.sql);
    } catch {
      // No app_state table yet (before the migrations): the ORM's query answers, and fails, as usual.
      return null;
    }
    return this.sqlite;
  }

  private start(): Promise<number> {
    const query = this.query();
    const running = query.finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }
}
