/** Public side of the newsletter: recent campaigns, subscribe, unsubscribe by link. */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import type { RecentNewsletter } from '@diet/contracts/entities';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import { isDuplicateKey } from '../common/db-errors';
import { PageResult } from '../common/page-result';
import { paginate, type ListQueryDto } from '../common/pagination';
import type { SubscribeDto } from './dto/subscribe.dto';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity';
import { isHtml, newsletterText } from './newsletter-content';
import { SubscriberEntity } from './subscriber.entity';

export interface PublicCampaign extends RecentNewsletter {
  /** The sanitised body as stored (HTML or plain text); `isHtml` says which. */
  html: string | null;
  isHtml: boolean;
}

export interface UnsubscribeState {
  email: string;
  active: boolean;
}

export const newUnsubscribeToken = () => randomBytes(24).toString('hex');

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterCampaignEntity) private readonly campaigns: Repository<NewsletterCampaignEntity>,
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
  ) {}

  /** Sent newsletters, newest first, with the number of recipients but never their addresses. */
  async recent(query: ListQueryDto): Promise<PageResult<RecentNewsletter>> {
    const qb = this.campaigns.createQueryBuilder('c').orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'ASC');
    const page = await paginate(qb, { ...query, pageSize: query.pageSize ?? 6 });
    return new PageResult(page.items.map(toRecent), page.meta);
  }

  /** 'Read full': the whole newsletter. */
  async campaign(id: string): Promise<PublicCampaign> {
    const c = await this.campaigns.findOne({ where: { id } });
    if (!c) throw ApiError.notFound();
    const html = isHtml(c.content);
    return { ...toRecent(c), html: html ? c.content : null, isHtml: html };
  }

  /**
   * A new address is added; an address that unsubscribed is reactivated (with today's date, so
   * it counts as a new subscription); an active one answers 409.
   */
  async subscribe(dto: SubscribeDto, now: Date = new Date()): Promise<void> {
    if (dto.website) return;
    const email = dto.email.toLowerCase();
    const existing = await this.subscribers.findOne({ where: { email } });
    if (existing?.status) throw new ApiError(409, HTTP_ERRORS.alreadySubscribed);
    if (existing) {
      await this.subscribers.update(
        { id: existing.id },
        { name: dto.name, type: dto.type, status: true, subscribedAt: now, unsubscribedAt: null },
      );
      return;
    }
    try {
      await this.subscribers.insert({
        name: dto.name,
        email,
        type: dto.type,
        status: true,
        subscribedAt: now,
        unsubscribeToken: newUnsubscribeToken(),
      });
    } catch (error) {
      // Two submissions at once: the unique index decides, the loser hears "already subscribed".
      if (isDuplicateKey(error)) throw new ApiError(409, HTTP_ERRORS.alreadySubscribed);
      throw error;
    }
  }

  /** GET of the link: tells what a POST would do, changes nothing (mail scanners follow links). */
  async unsubscribeState(token: string | null | undefined): Promise<UnsubscribeState> {
    const s = await this.byToken(token);
    return { email: s.email, active: s.status };
  }

  /** POST of the link or the RFC 8058 one-click POST: deactivates; repeating it is harmless. */
  async unsubscribe(token: string | null | undefined): Promise<UnsubscribeState & { wasActive: boolean }> {
    const s = await this.byToken(token);
    if (s.status) await this.subscribers.update({ id: s.id }, { status: false, unsubscribedAt: new Date() });
    return { email: s.email, active: false, wasActive: s.status };
  }

  private async byToken(token: string | null | undefined): Promise<SubscriberEntity> {
    if (!token) throw ApiError.notFound();
    const s = await this.subscribers.findOne({ where: { unsubscribeToken: token } });
    if (!s) throw ApiError.notFound();
    return s;
  }
}

function toRecent(c: NewsletterCampaignEntity): RecentNewsletter {
  return {
    id: c.id,
    createdAt: c.createdAt.toISOString(),
    subject: c.subject,
    content: newsletterText(c.content),
    recipientCount: c.recipientCount,
  };
}
