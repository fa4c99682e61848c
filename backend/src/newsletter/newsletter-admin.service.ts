/** Back office of the newsletter: subscribers, statistics, export, campaigns and deliveries. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThanOrEqual, Repository } from 'typeorm';
import { SUBSCRIBER_TYPES, type DeliveryState, type SubscriberType } from '@diet/contracts/enums';
import type { NewsletterCampaign, NewsletterDelivery, Subscriber } from '@diet/contracts/entities';
import { DAY_MS, todayInInstitute } from '@diet/contracts/limits';
import { ADDRESS_ENTITIES } from '../activity/activity-readers';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { ListMeta } from '@diet/contracts/api';
import { containsPattern, paginate } from '../common/pagination';
import { toSafeCsv } from '../csv/safe-csv';
import type { SendNewsletterDto } from './dto/send-newsletter.dto';
import type { SubscriberListQueryDto } from './dto/subscriber-list-query.dto';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity';
import { sanitizeNewsletter } from './newsletter-content';
import { NewsletterDeliveryEntity, deleteDeliveriesTo } from './newsletter-delivery.entity';
import { SubscriberEntity } from './subscriber.entity';

export interface NewsletterStats {
  /** Active subscribers, all and by type. */
  total: number;
  inactive: number;
  byType: Record<SubscriberType, number>;
  /** Active subscribers whose subscription date lies in the last 7 days, all and by type. */
  thisWeek: { total: number; byType: Record<SubscriberType, number> };
  /** Deliveries sent since the first of this month (institute time). */
  emailsSentThisMonth: number;
  /** Percent change of new subscriptions, last 30 days against the 30 before; null when there were none before. */
  growthRate: number | null;
  newLast30Days: number;
  newPrevious30Days: number;
  /** Opens are not tracked (no tracking pixels); the screen says so. */
  openRate: null;
}

export interface NewsletterOverview {
  subscribers: Subscriber[];
  meta: ListMeta;
  stats: NewsletterStats;
  logs: NewsletterCampaign[];
}

const LOG_LIMIT = 50;
const INSERT_CHUNK = 500;

@Injectable()
export class NewsletterAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(NewsletterCampaignEntity) private readonly campaigns: Repository<NewsletterCampaignEntity>,
    @InjectRepository(NewsletterDeliveryEntity) private readonly deliveries: Repository<NewsletterDeliveryEntity>,
    private readonly activity: ActivityService,
  ) {}

  async overview(query: SubscriberListQueryDto, now: Date = new Date()): Promise<NewsletterOverview> {
    const qb = this.subscribers.createQueryBuilder('s');
    if (query.type) qb.andWhere('s.type = :type', { type: query.type });
    if (query.q)
      qb.andWhere("(s.name LIKE :q ESCAPE '!' OR s.email LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    qb.orderBy('s.subscribedAt', 'DESC').addOrderBy('s.id', 'ASC');
    const page = await paginate(qb, query);
    const [stats, logs] = await Promise.all([this.stats(now), this.campaignList(LOG_LIMIT)]);
    return { subscribers: page.items.map(toSubscriber), meta: page.meta, stats, logs };
  }

  async stats(now: Date = new Date()): Promise<NewsletterStats> {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const d30 = new Date(now.getTime() - 30 * DAY_MS);
    const d60 = new Date(now.getTime() - 60 * DAY_MS);
    const monthStart = new Date(`${todayInInstitute(now).slice(0, 8)}01T00:00:00+05:30`);
    const rows = await this.subscribers
      .createQueryBuilder('s')
      .select('s.type', 'type')
      .addSelect('s.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(CASE WHEN s.subscribedAt >= :weekAgo THEN 1 ELSE 0 END)', 'week')
      .setParameters({ weekAgo })
      .groupBy('s.type')
      .addGroupBy('s.status')
      .getRawMany<{
        type: SubscriberType;
        status: number | boolean | string;
        n: string | number;
        week: string | number | null;
      }>();
    const byType = emptyByType();
    const weekByType = emptyByType();
    let inactive = 0;
    for (const r of rows) {
      const active = r.status === true || Number(r.status) === 1;
      if (!active) {
        inactive += Number(r.n);
        continue;
      }
      if (r.type in byType) {
        byType[r.type] += Number(r.n);
        weekByType[r.type] += Number(r.week ?? 0);
      }
    }
    const [newLast30Days, newPrevious30Days, emailsSentThisMonth] = await Promise.all([
      this.subscribers.count({ where: { subscribedAt: MoreThanOrEqual(d30) } }),
      this.subscribers
        .createQueryBuilder('s')
        .where('s.subscribedAt >= :d60 AND s.subscribedAt < :d30', { d60, d30 })
        .getCount(),
      this.deliveries.count({ where: { state: 'sent', sentAt: MoreThanOrEqual(monthStart) } }),
    ]);
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    return {
      total: sum(byType),
      inactive,
      byType,
      thisWeek: { total: sum(weekByType), byType: weekByType },
      emailsSentThisMonth,
      growthRate:
        newPrevious30Days === 0 ? null : Math.round(((newLast30Days - newPrevious30Days) / newPrevious30Days) * 100),
      newLast30Days,
      newPrevious30Days,
      openRate: null,
    };
  }

  async exportCsv(): Promise<string> {
    const all = await this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'ASC' } });
    return toSafeCsv(
      ['Name', 'Email', 'Type', 'Subscribe Date', 'Status'],
      all.map((s) => [s.name, s.email, s.type, s.subscribedAt.toISOString(), s.status ? 'Active' : 'Inactive']),
    );
  }

  async setStatus(id: string, status: boolean, admin: AdminPrincipal): Promise<Subscriber> {
    const s = await this.subscriber(id);
    // Switched off by the office counts as unsubscribed for the privacy policy's deletion.
    if (s.status !== status)
      await this.subscribers.update({ id }, { status, unsubscribedAt: status ? null : new Date() });
    await this.activity.record('Updated', ADDRESS_ENTITIES.subscriber, id, s.email, admin);
    return toSubscriber({ ...s, status });
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const s = await this.subscriber(id);
    // With what was kept of the newsletters sent to the address, as the automatic deletion does.
    await this.dataSource.transaction(async (tx) => {
      await tx.delete(SubscriberEntity, { id });
      await deleteDeliveriesTo(tx, s.email);
    });
    await this.activity.record('Deleted', ADDRESS_ENTITIES.subscriber, id, s.email, admin);
  }

  /**
   * Stores the campaign and one pending delivery per ACTIVE subscriber in one transaction and
   * returns; the worker sends. The unique (campaign, email) index forbids a second row per address.
   */
  async send(dto: SendNewsletterDto, admin: AdminPrincipal): Promise<NewsletterCampaign> {
    const content = sanitizeNewsletter(dto.content);
    const campaignId = await this.dataSource.transaction(async (tx) => {
      const recipients = await tx.find(SubscriberEntity, {
        select: { email: true },
        where: { status: true },
        order: { subscribedAt: 'ASC' },
      });
      const emails = [...new Set(recipients.map((r) => r.email.toLowerCase()))];
      const campaign = await tx.save(
        NewsletterCampaignEntity,
        tx.create(NewsletterCampaignEntity, {
          subject: dto.subject,
          content,
          recipientCount: emails.length,
          createdBy: admin.email,
        }),
      );
      for (let i = 0; i < emails.length; i += INSERT_CHUNK) {
        const chunk = emails
          .slice(i, i + INSERT_CHUNK)
          .map((email) =>
            tx.create(NewsletterDeliveryEntity, { campaignId: campaign.id, email, state: 'pending', attempts: 0 }),
          );
        await tx.save(NewsletterDeliveryEntity, chunk, { reload: false });
      }
      return campaign.id;
    });
    await this.activity.record('Sent', 'newsletter', campaignId, dto.subject, admin);
    return this.campaign(campaignId);
  }

  async campaign(id: string): Promise<NewsletterCampaign> {
    const c = await this.campaigns.findOne({ where: { id } });
    if (!c) throw ApiError.notFound();
    const counts = await this.countsFor([id]);
    return toCampaign(c, counts.get(id));
  }

  async deliveryList(
    campaignId: string,
    state: DeliveryState | null | undefined,
    page: { page?: number; pageSize?: number },
  ): Promise<{ items: NewsletterDelivery[]; meta: ListMeta }> {
    await this.campaign(campaignId);
    const qb = this.deliveries.createQueryBuilder('d').where('d.campaignId = :campaignId', { campaignId });
    if (state) qb.andWhere('d.state = :state', { state });
    qb.orderBy('d.email', 'ASC');
    const result = await paginate(qb, page);
    return { items: result.items.map(toDelivery), meta: result.meta };
  }

  /**
   * 'Retry failed': failed deliveries of the campaign go back to pending, due now, with a fresh
   * round of automatic retries (the attempt count starts again).
   */
  async retry(campaignId: string, admin: AdminPrincipal): Promise<{ retried: number; campaign: NewsletterCampaign }> {
    const c = await this.campaign(campaignId);
    const result = await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', error: null, attempts: 0, nextAttemptAt: null })
      .where('campaign_id = :campaignId AND state = :failed', { campaignId, failed: 'failed' })
      .execute();
    await this.activity.record('Updated', 'newsletter', campaignId, `Retry failed: ${c.subject}`, admin);
    return { retried: result.affected ?? 0, campaign: await this.campaign(campaignId) };
  }

  private async campaignList(limit: number): Promise<NewsletterCampaign[]> {
    const list = await this.campaigns.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    const counts = await this.countsFor(list.map((c) => c.id));
    return list.map((c) => toCampaign(c, counts.get(c.id)));
  }

  private async countsFor(ids: string[]): Promise<Map<string, Record<DeliveryState, number>>> {
    const out = new Map<string, Record<DeliveryState, number>>();
    if (ids.length === 0) return out;
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.campaignId', 'campaignId')
      .addSelect('d.state', 'state')
      .addSelect('COUNT(*)', 'n')
      .where('d.campaignId IN (:...ids)', { ids })
      .groupBy('d.campaignId')
      .addGroupBy('d.state')
      .getRawMany<{ campaignId: string; state: DeliveryState; n: string | number }>();
    for (const r of rows) {
      const entry = out.get(r.campaignId) ?? { pending: 0, sending: 0, sent: 0, failed: 0 };
      entry[r.state] = Number(r.n);
      out.set(r.campaignId, entry);
    }
    return out;
  }

  private async subscriber(id: string): Promise<SubscriberEntity> {
    const s = await this.subscribers.findOne({ where: { id } });
    if (!s) throw ApiError.notFound();
    return s;
  }
}

const emptyByType = () => Object.fromEntries(SUBSCRIBER_TYPES.map((t) => [t, 0])) as Record<SubscriberType, number>;

const toSubscriber = (s: SubscriberEntity): Subscriber => ({
  id: s.id,
  name: s.name,
  email: s.email,
  type: s.type,
  subscribedAt: s.subscribedAt.toISOString(),
  status: s.status,
});

function toCampaign(
  c: NewsletterCampaignEntity,
  counts: Record<DeliveryState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 },
): NewsletterCampaign {
  return {
    id: c.id,
    subject: c.subject,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    recipientCount: c.recipientCount,
    sentCount: counts.sent,
    failedCount: counts.failed,
    // A row being sent right now is still on its way.
    pendingCount: counts.pending + counts.sending,
  };
}

const toDelivery = (d: NewsletterDeliveryEntity): NewsletterDelivery => ({
  id: d.id,
  campaignId: d.campaignId,
  email: d.email,
  state: d.state,
  error: d.error,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
  sentAt: d.sentAt ? d.sentAt.toISOString() : null,
});
