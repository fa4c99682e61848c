/**
 * The dashboard's figures, all counted from the database: every content type's total and the
 * subscribers', each with the change "created in the last 30 days minus created in the 30 days
 * before" (subscribers by their subscription time), the latest activity-log entries and today's
 * unique visitors.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySchema, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { dashboardKey, type ContentTypeDefinition } from '@diet/contracts/content-type';
import type { Role } from '@diet/contracts/accounts';
import type { DashboardStats } from '@diet/contracts/entities';
import { SUBSCRIBER_CARD } from '@diet/contracts/dashboard';
import { ActivityService } from '../activity/activity.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { DAY_MS } from '@diet/contracts/limits';
import { can } from '@diet/contracts/permissions';
import { ContactService } from '../contact/contact.service';
import { instituteToday } from '../common/institute-date';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { SubscriberEntity } from '../newsletter/subscriber.entity';

export const CHANGE_WINDOW_DAYS = 30;

type Counted = readonly [name: string, entity: EntityTarget<ObjectLiteral>, createdColumn: string];

/** Every content type is counted, under its dashboard key. */
export function countedContent(schemas: ReadonlyMap<ContentTypeDefinition, EntitySchema>): Counted[] {
  return [...schemas].map(([definition, schema]) => [dashboardKey(definition), schema, 'createdAt']);
}

const COUNTED: Counted[] = [
  [SUBSCRIBER_CARD.key, SubscriberEntity, 'subscribedAt'],
  ...countedContent(CONTENT_SCHEMAS),
];

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly analytics: AnalyticsService,
    private readonly contact: ContactService,
  ) {}

  /** The figures, and the recent activity `role` may read. */
  async stats(role: Role | undefined, now: Date = new Date()): Promise<DashboardStats> {
    const windowMs = CHANGE_WINDOW_DAYS * DAY_MS;
    const recentFrom = new Date(now.getTime() - windowMs);
    const previousFrom = new Date(now.getTime() - 2 * windowMs);
    const windows = {
      recentFrom,
      // The upper bound is "now" plus a little, so rows created this very instant count as recent.
      recentTo: new Date(now.getTime() + 60_000),
      previousFrom,
      previousTo: new Date(recentFrom.getTime() - 1),
    };
    // One query per table for its total and both windows (not three), the tables side by side.
    const counted = await Promise.all(
      COUNTED.map(async ([name, entity, column]) => {
        const row = await this.db
          .getRepository(entity)
          .createQueryBuilder('c')
          .select('COUNT(*)', 'total')
          .addSelect(`SUM(CASE WHEN c.${column} BETWEEN :recentFrom AND :recentTo THEN 1 ELSE 0 END)`, 'recent')
          .addSelect(`SUM(CASE WHEN c.${column} BETWEEN :previousFrom AND :previousTo THEN 1 ELSE 0 END)`, 'previous')
          .setParameters(windows)
          .getRawOne<{ total: unknown; recent: unknown; previous: unknown }>();
        // MySQL answers SUM as a decimal string, and NULL for an empty table.
        const n = (value: unknown) => Number(value ?? 0);
        return [
          [`${name}Count`, n(row?.total)],
          [`${name}Change`, n(row?.recent) - n(row?.previous)],
        ] as const;
      }),
    );
    const figures = Object.fromEntries(counted.flat()) as Record<`${string}Count` | `${string}Change`, number>;
    const recentActivities = (await this.activity.recent(role, 10)).map((a) => ({
      action: a.action,
      user: a.user,
      time: new Date(a.createdAt).toISOString(),
    }));
    const visitorsToday = await this.analytics.countOn(instituteToday(now));
    const grievances = can(role, 'messages')
      ? { overdueGrievances: await this.contact.countOverdueGrievances(now) }
      : {};
    return {
      ...figures,
      recentActivities,
      visitorsToday,
      ...grievances,
    };
  }
}
