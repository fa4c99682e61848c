/**
 * The privacy policy's deletions (/website-policies; the periods are RETENTION_MONTHS in
 * libs/contracts): contact messages 12 months after they came; a newsletter address 12 months
 * after it unsubscribed, with its delivery records; a research proposal that was not approved 12
 * months after the office's last decision on it (its submission when undecided), with its file and
 * its revisions. Every replica runs it hourly. Each row goes by a conditional DELETE whose affected
 * count says which replica removed it, so a row is removed, counted, logged and its file removed
 * once; a run that removed something leaves one entry in the activity log.
 * The activity log's entries that name a visitor's address (a subscriber's, a message's sender)
 * lose it with the record they name, and at the latest 12 months after they were written: the
 * entry stays (who did what, when), its label goes.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { activityNameOf } from '@diet/contracts/content-type';
import { research } from '@diet/contracts/content-types/research';
import { ACTIVITY_ADDRESS_REMOVED, RETENTION_MONTHS } from '@diet/contracts/retention';
import { DataSource, In, LessThan, type EntityManager } from 'typeorm';
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { ADDRESS_ENTITIES } from '../activity/activity-readers';
import { ActivityService } from '../activity/activity.service';
import { PeriodicJob } from '../common/periodic-job';
import { removeFiles } from '../common/upload/file-with-record';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { contentFileOf, fileUrlsOf } from '../content/content-file';
import { ContentRevisionLog } from '../content/content-revisions';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { deleteDeliveriesTo } from '../newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { countOf } from '@diet/contracts/count-of';

/** Rows of each kind one run looks at; the next hour takes the rest. */
const BATCH = 100;

export interface RetentionCounts {
  contactMessages: number;
  subscribers: number;
  proposals: number;
}

/** The moment `months` calendar months before `now`: what was received before it has had its time. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The activity log's sentence for one run. */
export function retentionAction(c: RetentionCounts): string {
  const parts = [
    c.contactMessages && countOf(c.contactMessages, 'contact message', 'contact messages'),
    c.subscribers && countOf(c.subscribers, 'unsubscribed newsletter address', 'unsubscribed newsletter addresses'),
    c.proposals && countOf(c.proposals, 'research proposal not approved', 'research proposals not approved'),
  ].filter(Boolean);
  return `Deleted as the privacy policy states: ${parts.join(', ')}`;
}

@Injectable()
export class FormRetentionService {
  private readonly proposalRevisions = new ContentRevisionLog(research);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly activity: ActivityService,
  ) {}

  /** Deletes what has been kept for its period at `now`; the counts are what THIS call deleted. */
  async deleteExpired(now = new Date()): Promise<RetentionCounts> {
    const files: string[] = [];
    /** The ids of the messages and subscribers this run deletes: their entries' addresses go too. */
    const gone: string[] = [];
    const counts = await this.db.transaction(async (tx) => {
      const done: RetentionCounts = {
        contactMessages: await this.contactMessages(tx, monthsBefore(now, RETENTION_MONTHS.contactMessages), gone),
        subscribers: await this.subscribers(tx, monthsBefore(now, RETENTION_MONTHS.unsubscribedSubscribers), gone),
        proposals: await this.proposals(tx, monthsBefore(now, RETENTION_MONTHS.proposalsNotApproved), files),
      };
      await this.redactAddresses(tx, monthsBefore(now, RETENTION_MONTHS.activityAddresses), gone);
      if (done.contactMessages + done.subscribers + done.proposals > 0)
        await this.activity.write(
          { verb: 'Deleted', entity: 'privacy policy', entityId: null, action: retentionAction(done) },
          tx,
        );
      return done;
    });
    // Once the deletes are written, as a purge does: a file that cannot go is logged, not retried.
    await removeFiles(this.storage, files);
    return counts;
  }

  private async contactMessages(tx: EntityManager, before: Date, gone: string[]): Promise<number> {
    const rows = await tx.find(ContactMessageEntity, {
      select: { id: true },
      where: { createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: BATCH,
    });
    if (rows.length === 0) return 0;
    gone.push(...rows.map((r) => r.id));
    return (
      (await tx.delete(ContactMessageEntity, { id: In(rows.map((r) => r.id)), createdAt: LessThan(before) }))
        .affected ?? 0
    );
  }

  /**
   * Entries naming a subscriber or a message (their address, a sender's name) written before
   * `before`, or naming a record in `gone`: the label is replaced by ACTIVITY_ADDRESS_REMOVED.
   */
  private async redactAddresses(tx: EntityManager, before: Date, gone: string[]): Promise<void> {
    const removed = `%: ${ACTIVITY_ADDRESS_REMOVED}`;
    const qb = tx
      .createQueryBuilder(ActivityLogEntity, 'a')
      .select(['a.id', 'a.verb', 'a.entity'])
      .where('a.entity IN (:...entities)', { entities: Object.values(ADDRESS_ENTITIES) })
      .andWhere('a.action NOT LIKE :removed', { removed });
    qb.andWhere(gone.length > 0 ? '(a.createdAt < :before OR a.entityId IN (:...gone))' : 'a.createdAt < :before', {
      before,
      gone,
    });
    for (const entry of await qb.orderBy('a.createdAt', 'ASC').take(BATCH).getMany()) {
      await tx.update(
        ActivityLogEntity,
        { id: entry.id },
        { action: `${entry.verb} ${entry.entity}: ${ACTIVITY_ADDRESS_REMOVED}` },
      );
    }
  }

  private async subscribers(tx: EntityManager, before: Date, gone: string[]): Promise<number> {
    const rows = await tx.find(SubscriberEntity, {
      select: { id: true, email: true },
      where: { status: false, unsubscribedAt: LessThan(before) },
      order: { unsubscribedAt: 'ASC' },
      take: BATCH,
    });
    let deleted = 0;
    for (const s of rows) {
      // Subscribed again meanwhile (status true, no unsubscribe time): kept.
      if (
        (await tx.delete(SubscriberEntity, { id: s.id, status: false, unsubscribedAt: LessThan(before) })).affected !==
        1
      )
        continue;
      deleted++;
      gone.push(s.id);
      await deleteDeliveriesTo(tx, s.email);
    }
    return deleted;
  }

  private async proposals(tx: EntityManager, before: Date, files: string[]): Promise<number> {
    const schema = CONTENT_SCHEMAS.get(research)!;
    const repo = tx.getRepository<{ id: string }>(schema);
    // A visitor's proposal, not approved, submitted before the cutoff, with no decision on it since.
    const rows = await repo
      .createQueryBuilder('p')
      .where('p.isAdminPublished = :no AND p.isApproved = :no AND p.createdAt < :before', { no: false, before })
      .andWhere((qb) => {
        const decided = qb
          .subQuery()
          .select('1')
          .from(ActivityLogEntity, 'a')
          .where('a.entity = :entity AND a.entityId = p.id AND a.verb IN (:...decisions) AND a.createdAt >= :before')
          .getQuery();
        return `NOT EXISTS ${decided}`;
      })
      .setParameters({ entity: activityNameOf(research), decisions: ['Approved', 'Disapproved'] })
      .orderBy('p.createdAt', 'ASC')
      .limit(BATCH)
      .getMany();
    let deleted = 0;
    for (const row of rows) {
      if ((await repo.delete({ id: row.id, isApproved: false, isAdminPublished: false } as never)).affected !== 1)
        continue;
      deleted++;
      const versions = [row, ...(await this.proposalRevisions.snapshots(tx, row.id))];
      files.push(...fileUrlsOf(contentFileOf(research), versions));
      await this.proposalRevisions.removeAll(tx, row.id);
    }
    return deleted;
  }
}

/** Runs the deletions on every replica, hourly and at boot. */
@Injectable()
export class FormRetentionWorker extends PeriodicJob {
  readonly jobName = 'form-retention';

  constructor(private readonly retention: FormRetentionService) {
    super();
  }

  protected async runOnce(): Promise<string | null> {
    const counts = await this.retention.deleteExpired();
    return counts.contactMessages + counts.subscribers + counts.proposals > 0 ? retentionAction(counts) : null;
  }
}
