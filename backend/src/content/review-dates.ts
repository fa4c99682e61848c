/**
 * Review dates at work (ARCHITECTURE.md 12.3, libs/contracts review.ts): the published items past
 * their `reviewBy` (the dashboard's 'Past review'), and the reminders mailed to an item's author and
 * the editors REVIEW_REMINDER_DAYS before it. Each reminder is sent once across replicas and
 * restarts: the run that inserts its row in review_reminders (primary key: type, item, review day,
 * days before) sends it; another replica's insert of the same row fails and sends nothing. A
 * reminder none of whose mails went (the mail server down) gives its row back, for the next run.
 */
import { Controller, Get, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Entity, In, PrimaryColumn, type EntityManager } from 'typeorm';
import { activityNameOf, adminScreenPath, labelOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { PERMISSIONS } from '@diet/contracts/permissions';
import {
  REVIEW_FIELD_NAME,
  REVIEW_REMINDER_DAYS,
  editHref,
  reviewedTypes,
  type PastReviewItem,
} from '@diet/contracts/review';
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { compose, type AccountMail } from '../auth/account-mails';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PeriodicJob } from '../common/periodic-job';
import { Allow } from '../common/route-metadata';
import { isDuplicateKey } from '../common/db-errors';
import { instituteDayOffset, instituteToday } from '../common/institute-date';
import { DateTimeColumn } from '../database/columns';
import { MailSender } from '../mail/mail-sender';
import { CONTENT_SCHEMAS } from './content-schemas';
import { applyConditions } from './content-query';
import { countOf } from '@diet/contracts/count-of';

/** A reminder sent: its row is the claim that only one replica makes. */
@Entity('review_reminders')
export class ReviewReminderEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) contentType: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) itemId: string;
  @PrimaryColumn({ type: 'date' }) reviewBy: string;
  @PrimaryColumn({ type: 'int' }) daysBefore: number;
  @DateTimeColumn() sentAt: Date;
}

type Row = Record<string, unknown> & { id: string };
type Recipient = { email: string; name: string };
/** A reminder's key in review_reminders, and the item it is about. */
type ReminderKey = Pick<ReviewReminderEntity, 'contentType' | 'itemId' | 'reviewBy' | 'daysBefore'>;
type Reminder = ReminderKey & { row: Row; daysLeft: number };

const REVIEWED = reviewedTypes(CONTENT_TYPES);

/**
 * Published rows of a reviewed type whose review day is in [from, to] (days, inclusive), among its
 * current ones at `now`: an item past its validity is in the archive, kept as it was, and no page shows it
 * as current any more, so there is nothing to review (else every expired notice would stay on the
 * dashboard for good, its default review day being its expiry).
 */
function reviewedRows(
  manager: EntityManager,
  definition: ContentTypeDefinition,
  where: { from?: string; to: string; now: Date },
): Promise<Row[]> {
  const qb = manager
    .getRepository<Row>(CONTENT_SCHEMAS.get(definition)!)
    .createQueryBuilder('c')
    .where('c.publishState = :published', { published: 'published' })
    .andWhere(`c.${REVIEW_FIELD_NAME} <= :to`, { to: where.to });
  if (where.from) qb.andWhere(`c.${REVIEW_FIELD_NAME} >= :from`, { from: where.from });
  const views = definition.views;
  if (views?.archive && views.default) applyConditions(qb, views.options[views.default], where.now);
  return qb.orderBy(`c.${REVIEW_FIELD_NAME}`, 'ASC').addOrderBy('c.id', 'ASC').getMany();
}

/** The published items whose review day has passed, the longest overdue first. */
export async function pastReview(manager: EntityManager, now: Date = new Date()): Promise<PastReviewItem[]> {
  const yesterday = instituteDayOffset(-1, now);
  const found = await Promise.all(
    REVIEWED.map(async (definition) =>
      (await reviewedRows(manager, definition, { to: yesterday, now })).map((row) => ({
        type: definition.path,
        typeLabel: definition.label.one,
        id: row.id,
        title: labelOf(definition, row),
        reviewBy: String(row[REVIEW_FIELD_NAME]),
        editUrl: editHref(adminScreenPath(definition), row.id),
      })),
    ),
  );
  return found.flat().sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.id.localeCompare(b.id));
}

/** 'in 5 days', 'in 1 day', 'today'. */
const inDays = (days: number) => (days === 0 ? 'today' : `in ${countOf(days, 'day', 'days')}`);

/** The reminder `days` before the review day (the days actually left, not the mark that sent it). */
export function reviewReminderMail(o: {
  name: string;
  what: string;
  title: string;
  reviewBy: string;
  days: number;
  url: string;
  institute: string;
}): AccountMail {
  return compose(
    `Review due ${inDays(o.days)}: ${o.title}`,
    `Dear ${o.name},`,
    [
      `The ${o.what} '${o.title}' on the website of ${o.institute} is due for review by ${o.reviewBy}, ${inDays(o.days)}.`,
      'Please check that it is still correct and current: update it, set a new review date, or unpublish it.',
    ],
    { url: o.url, label: 'Open it in the back office' },
    'Items past their review date are listed on the dashboard.',
    o.institute,
  );
}

/** Hourly (PeriodicJob's default): a reminder goes within the hour its day is reached. */
@Injectable()
export class ReviewRemindersWorker extends PeriodicJob {
  readonly jobName = 'review-reminders';
  private readonly failures = new Logger(ReviewRemindersWorker.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /**
   * One run now (the timer's, or a test's): for each published item whose review day is at most
   * 14 (then 7) days away, the reminder of the nearest such mark not sent yet. Answers how many went.
   * The editors are read once a run and the authors once a type, whatever the number of items.
   */
  async runNow(now = new Date()): Promise<number> {
    const today = instituteToday(now);
    const until = instituteDayOffset(Math.max(...REVIEW_REMINDER_DAYS), now);
    let editors: Recipient[] | null = null;
    let sent = 0;
    for (const definition of REVIEWED) {
      const claimed: Reminder[] = [];
      for (const row of await reviewedRows(this.db.manager, definition, { from: today, to: until, now })) {
        const reviewBy = String(row[REVIEW_FIELD_NAME]);
        const daysLeft = Math.round((Date.parse(reviewBy) - Date.parse(today)) / 86_400_000);
        // The nearest mark reached: one due 5 days away gets the 7-day reminder, not the 14-day one too.
        const days = Math.min(...REVIEW_REMINDER_DAYS.filter((d) => d >= daysLeft));
        const reminder = { contentType: definition.path, itemId: row.id, reviewBy, daysBefore: days };
        if (await this.claim(reminder, now)) claimed.push({ ...reminder, row, daysLeft });
      }
      if (claimed.length === 0) continue;
      editors ??= await this.editors();
      const authors = await this.authors(
        definition,
        claimed.map((r) => r.itemId),
      );
      for (const reminder of claimed) if (await this.remind(definition, reminder, authors, editors)) sent++;
    }
    return sent;
  }

  protected async runOnce(): Promise<string | null> {
    const sent = await this.runNow();
    return sent ? `Sent ${countOf(sent, 'review reminder', 'review reminders')}` : null;
  }

  /** Records the reminder; false when it was recorded already (by this replica or another). */
  private async claim(reminder: ReminderKey, now: Date): Promise<boolean> {
    try {
      await this.db.getRepository(ReviewReminderEntity).insert({ ...reminder, sentAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Those who decide what visitors see: the editors and administrators whose accounts are on. */
  private async editors(): Promise<Recipient[]> {
    const users = await this.db.manager.find(AdminUserEntity, {
      where: { role: In([...PERMISSIONS.contentPublish]), disabled: false },
    });
    return users.map((u) => ({ email: u.email, name: u.name || u.email }));
  }

  /** Who created each of `ids` (the first 'Created' of its activity), in one query. */
  private async authors(definition: ContentTypeDefinition, ids: string[]): Promise<Map<string, Recipient>> {
    const created = await this.db.manager.find(ActivityLogEntity, {
      where: { verb: 'Created', entity: activityNameOf(definition), entityId: In(ids) },
      order: { createdAt: 'DESC' },
    });
    // Newest first, so the earliest of an item's is the one kept.
    const authors = new Map<string, Recipient>();
    for (const entry of created)
      if (entry.entityId && entry.userEmail) authors.set(entry.entityId, { email: entry.userEmail, name: entry.user });
    return authors;
  }

  /**
   * Mails the item's author and every editor and administrator (each address once). When none of
   * them could be mailed (the mail server is down), the claim is withdrawn, so the next run tries
   * again; when some were, it stays, so that no one is mailed twice. Answers whether any went.
   */
  private async remind(
    definition: ContentTypeDefinition,
    { row, daysLeft, ...reminder }: Reminder,
    authors: Map<string, Recipient>,
    editors: readonly Recipient[],
  ): Promise<boolean> {
    const to = new Map<string, string>();
    const author = authors.get(row.id);
    if (author) to.set(author.email.toLowerCase(), author.name);
    for (const editor of editors) to.set(editor.email.toLowerCase(), editor.name);
    const title = labelOf(definition, row);
    const url = `${this.config.publicUrl}${editHref(adminScreenPath(definition), row.id)}`;
    let went = 0;
    for (const [email, name] of to)
      await this.mail
        .sendComposed(email, (institute) =>
          reviewReminderMail({
            name,
            what: activityNameOf(definition),
            title,
            reviewBy: reminder.reviewBy,
            days: daysLeft,
            url,
            institute,
          }),
        )
        .then(() => went++)
        .catch((error: unknown) =>
          this.failures.warn(`The review reminder to ${email} failed: ${(error as Error).message}`),
        );
    if (went === 0 && to.size > 0) await this.db.getRepository(ReviewReminderEntity).delete(reminder);
    return went > 0;
  }
}

@Allow('contentPublish')
@Controller('api/admin/dashboard')
export class PastReviewController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The dashboard's 'Past review' list: editors and administrators. */
  @Get('past-review')
  list(): Promise<PastReviewItem[]> {
    return pastReview(this.db.manager);
  }
}
