/**
 * What a scheduled publication changes elsewhere happens when it becomes public, not when it is
 * saved: no write takes place at that moment, so each minute this job hands every record whose
 * `publishAt` passed since the last run to its type's `afterWrite` hook (a corrigendum's new
 * closing time moves its tender then). The window already handled is kept in app_state, shared by
 * the replicas: the run that moves it (a conditional UPDATE, in the same transaction as the
 * changes) is the only one that handles it, so a change is made and audited once.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { AppStateEntity } from '../database/app-state.entity';
import { ContentVersionService } from '../cache/content-version.service';
import { CONTENT_HOOKS } from './content-hooks';
import { CONTENT_SCHEMAS } from './content-schemas';
import type { ContentService } from './content.service';
import { CONTENT_SERVICES } from './content-trash';
import { countOf } from '@diet/contracts/count-of';

const MINUTE_MS = 60 * 1000;
/** The end of the window handled, in whole minutes since the epoch (an int column holds them for millennia). */
const HANDLED_UNTIL_KEY = 'job:scheduled-publications';

type Row = Record<string, unknown> & { id: string };

@Injectable()
export class ScheduledPublicationsWorker extends PeriodicJob {
  readonly jobName = 'scheduled-publications';
  protected override readonly intervalMs = MINUTE_MS;
  private readonly refusals = new Logger(ScheduledPublicationsWorker.name);
  /** The types whose hook changes something when one of their records is published. */
  private readonly services: ContentService[];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CONTENT_SERVICES) services: ContentService[],
    private readonly versions: ContentVersionService,
  ) {
    super();
    this.services = services.filter((s) => CONTENT_HOOKS[s.definition.name]?.afterWrite);
  }

  /** One run now (the timer's, or a test's): how many records of a type with a hook became public since the last. */
  async runNow(now = new Date()): Promise<number> {
    const until = Math.floor(now.getTime() / MINUTE_MS);
    const state = this.db.getRepository(AppStateEntity);
    const kept = await state.findOneBy({ key: HANDLED_UNTIL_KEY });
    // The first run starts the window: what was published before it was handled when it was saved.
    if (!kept) {
      // Another replica's first run may insert it first: either start is as good.
      await state.insert({ key: HANDLED_UNTIL_KEY, value: until }).catch(() => undefined);
      return 0;
    }
    const since = kept.value;
    if (since >= until) return 0;
    let handled = 0;
    await this.db.transaction(async (tx) => {
      // The claim is the transaction's first statement: on SQLite a read before it would have to
      // upgrade its lock, which another replica's open claim refuses at once.
      const claimed = await tx
        .getRepository(AppStateEntity)
        .update({ key: HANDLED_UNTIL_KEY, value: since }, { value: until });
      if (!claimed.affected) return;
      for (const service of this.services)
        for (const record of await this.due(tx, service, since * MINUTE_MS, until * MINUTE_MS)) {
          try {
            // No one made this change now: the log and the revision say 'system'.
            await service.afterWrite(tx, record, undefined);
            handled++;
          } catch (error) {
            // A change its own rules refuse now (a closing time before a publish date edited since):
            // the record stays public as it is; the office sees the refusal when it edits it.
            this.refusals.warn(`${service.definition.name} ${record.id}: ${(error as Error).message}`);
          }
        }
    });
    if (handled) await this.versions.bump();
    return handled;
  }

  protected async runOnce(): Promise<string | null> {
    const handled = await this.runNow();
    return handled ? `Applied ${countOf(handled, 'scheduled publication', 'scheduled publications')}` : null;
  }

  /** Published records of one type whose time came in [from, to), in the order they became public. */
  private due(tx: EntityManager, service: ContentService, from: number, to: number): Promise<Row[]> {
    return tx
      .getRepository<Row>(CONTENT_SCHEMAS.get(service.definition)!)
      .createQueryBuilder('c')
      .where('c.publishState = :published AND c.publishAt >= :from AND c.publishAt < :to', {
        published: 'published',
        from: new Date(from),
        to: new Date(to),
      })
      .orderBy('c.publishAt', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }
}
