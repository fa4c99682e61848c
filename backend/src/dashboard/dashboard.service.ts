/**
 * The dashboard's figures, all counted from the database: eight totals, each with the change
 * "created in the last 30 days minus created in the 30 days before" (subscribers by their
 * subscription time), the latest activity-log entries and today's unique visitors.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, type EntitySchema, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { dashboardKey, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { ActivityService } from '../activity/activity.service';
import { AnalyticsService } from '../analytics/analytics.service';
import { DAY_MS } from '@diet/contracts/limits';
import { instituteToday } from '../common/institute-date';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { SubscriberEntity } from '../newsletter/subscriber.entity';

export const CHANGE_WINDOW_DAYS = 30;

export interface RecentActivity {
  action: string;
  user: string;
  time: string;
}

export interface DashboardStats {
  staffCount: number;
  staffChange: number;
  galleryCount: number;
  galleryChange: number;
  researchCount: number;
  researchChange: number;
  libraryCount: number;
  libraryChange: number;
  resultsCount: number;
  resultsChange: number;
  studyMaterialCount: number;
  studyMaterialChange: number;
  traineeCount: number;
  traineeChange: number;
  subscriberCount: number;
  subscriberChange: number;
  recentActivities: RecentActivity[];
  visitorsToday: number;
}

type Counted = readonly [name: string, entity: EntityTarget<ObjectLiteral>, createdColumn: string];

/** Every content type is counted, under its dashboard key. */
export function countedContent(schemas: ReadonlyMap<ContentTypeDefinition, EntitySchema>): Counted[] {
  return [...schemas].map(([definition, schema]) => [dashboardKey(definition), schema, 'createdAt']);
}

const COUNTED: Counted[] = [
  ['subscriber', SubscriberEntity, 'subscribedAt'],
  ...countedContent(CONTENT_SCHEMAS),
];

@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
    private readonly analytics: AnalyticsService,
  ) {}

  async stats(now: Date = new Date()): Promise<DashboardStats> {
    const windowMs = CHANGE_WINDOW_DAYS * DAY_MS;
    const recentFrom = new Date(now.getTime() - windowMs);
    const previousFrom = new Date(now.getTime() - 2 * windowMs);
    const out: Record<string, number> = {};
    for (const [name, entity, column] of COUNTED) {
      const repo = this.db.getRepository(entity);
      const [total, recent, previous] = await Promise.all([
        repo.count(),
        // The upper bound is "now" plus a little, so rows created this very instant count as recent.
        repo.count({ where: { [column]: Between(recentFrom, new Date(now.getTime() + 60_000)) } }),
        repo.count({ where: { [column]: Between(previousFrom, new Date(recentFrom.getTime() - 1)) } }),
      ]);
      out[`${name}Count`] = total;
      out[`${name}Change`] = recent - previous;
    }
    const recentActivities = (await this.activity.recent(10)).map((a) => ({
      action: a.action,
      user: a.user,
      time: new Date(a.createdAt).toISOString(),
    }));
    const visitorsToday = await this.analytics.countOn(instituteToday(now));
    return { ...(out as Omit<DashboardStats, 'recentActivities' | 'visitorsToday'>), recentActivities, visitorsToday };
  }
}
