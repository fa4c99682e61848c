/**
 * In-process newsletter sender (ARCHITECTURE.md sections 4 and 9). Each round it
 *  1. returns to `pending` the rows whose claim expired (a crash left them in `sending`),
 *  2. claims up to a batch of pending rows that are due (next_attempt_at unset or past) with its own token. On MySQL the batch is picked with
 *     SELECT ... FOR UPDATE SKIP LOCKED, so workers of several replicas take disjoint batches at
 *     once; the UPDATE ... WHERE state='pending' that marks them guarantees, on every engine,
 *     that two workers never hold the same row (SQLite has one writer),
 *  3. sends each one (stable Message-ID = the delivery id) and marks it sent or failed; a refusal
 *     for a passing reason (SMTP 4xx, server unreachable) instead puts it back to pending with the
 *     time of its next try (MAIL_RETRY_DELAYS_MS, delivery-retry.ts), kept in the row so a restart
 *     keeps the schedule; when the retries are used up it is failed.
 * The rate is limited per process (MAIL_RATE_PER_MINUTE). stop() lets the mail in flight finish
 * and hands the rest of the claimed batch back, so a graceful restart never sends twice.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';
import { AppMetrics } from '../metrics/app-metrics';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity';
import { nextAttemptAt } from './delivery-retry';
import { mailBodies } from './newsletter-content';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { SubscriberEntity } from './subscriber.entity';

const MAX_BATCH = 20;
const RATE_WINDOW_MS = 60_000;
export const UNSUBSCRIBED_REASON = 'Recipient unsubscribed before sending';

@Injectable()
export class NewsletterWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewsletterWorker.name);
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private round: Promise<void> | null = null;
  /** Send times of the last minute, for the rate limit. */
  private readonly sentAt: number[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly metrics: AppMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.mail.workerEnabled) await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  get isRunning(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    // A database hiccup at boot must not stop the app: the first round retries the release.
    await this.releaseExpiredClaims().catch((error: unknown) =>
      this.logger.warn(`could not release expired claims: ${String((error as Error)?.message ?? error)}`),
    );
    this.schedule(0);
  }

  /** Stops after the mail in flight; unsent rows of the current batch go back to pending. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  /** Asks for a round soon (after a send request), instead of waiting for the poll interval. */
  kick(): void {
    if (this.running && this.timer && !this.round) {
      clearTimeout(this.timer);
      this.schedule(0);
    }
  }

  /** One round; exposed for tests. Returns how many rows it handled. */
  async runOnce(): Promise<number> {
    await this.releaseExpiredClaims();
    const quota = this.quota();
    if (quota === 0) return 0;
    const token = randomUUID();
    const claimed = await this.claim(token, Math.min(quota, MAX_BATCH));
    let handled = 0;
    for (const delivery of claimed) {
      if (!this.running && handled > 0) break;
      await this.deliver(delivery, token);
      handled++;
    }
    if (handled < claimed.length) await this.release(token);
    return handled;
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.round = this.runOnce()
        .then((handled) => {
          this.metrics.jobRan('newsletter-send', 'success');
          return handled;
        })
        .catch((error: unknown) => {
          this.metrics.jobRan('newsletter-send', 'failure');
          this.logger.error(`newsletter round failed: ${String((error as Error)?.message ?? error)}`);
          return 0;
        })
        .then((handled) => {
          this.round = null;
          // A full batch means more may be waiting; otherwise poll.
          this.schedule(
            handled >= MAX_BATCH ? 0 : handled > 0 ? Math.min(this.config.mail.pollMs, 50) : this.config.mail.pollMs,
          );
        });
    }, delay);
    this.timer.unref?.();
  }

  private quota(): number {
    const since = Date.now() - RATE_WINDOW_MS;
    while (this.sentAt.length && this.sentAt[0] < since) this.sentAt.shift();
    return Math.max(0, this.config.mail.ratePerMinute - this.sentAt.length);
  }

  private repo() {
    return this.dataSource.getRepository(NewsletterDeliveryEntity);
  }

  async releaseExpiredClaims(): Promise<void> {
    const cutoff = new Date(Date.now() - this.config.mail.claimLeaseMs);
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', claimToken: null, claimedAt: null })
      .where('state = :sending AND (claimed_at IS NULL OR claimed_at <= :cutoff)', { sending: 'sending', cutoff })
      .execute();
  }

  private async claim(token: string, limit: number): Promise<NewsletterDeliveryEntity[]> {
    const mark = async (manager: EntityManager, ids: string[]): Promise<number> => {
      if (ids.length === 0) return 0;
      await manager
        .createQueryBuilder()
        .update(NewsletterDeliveryEntity)
        .set({ state: 'sending', claimToken: token, claimedAt: new Date(), attempts: () => 'attempts + 1' })
        .where('state = :pending AND id IN (:...ids)', { pending: 'pending', ids })
        .execute();
      return ids.length;
    };
    const now = new Date();
    let picked: number;
    if (this.dataSource.options.type === 'mysql') {
      // Rows another worker is claiming right now are skipped instead of waited for or shared.
      picked = await this.dataSource.transaction(async (tx) => {
        const rows: { id: string }[] = await tx.query(
          'SELECT id FROM newsletter_deliveries WHERE state = ? AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY created_at, id LIMIT ? FOR UPDATE SKIP LOCKED',
          ['pending', now, limit],
        );
        return mark(
          tx,
          rows.map((r) => r.id),
        );
      });
    } else {
      const candidates = await this.repo()
        .createQueryBuilder('d')
        .select('d.id', 'id')
        .where('d.state = :pending AND (d.nextAttemptAt IS NULL OR d.nextAttemptAt <= :now)', {
          pending: 'pending',
          now,
        })
        .orderBy('d.createdAt', 'ASC')
        .addOrderBy('d.id', 'ASC')
        .limit(limit)
        .getRawMany<{ id: string }>();
      picked = await mark(
        this.dataSource.manager,
        candidates.map((c) => c.id),
      );
    }
    if (picked === 0) return [];
    return this.repo()
      .createQueryBuilder('d')
      .where('d.claimToken = :token AND d.state = :sending', { token, sending: 'sending' })
      .orderBy('d.createdAt', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .getMany();
  }

  private async release(token: string): Promise<void> {
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', claimToken: null, claimedAt: null, attempts: () => 'attempts - 1' })
      .where('claim_token = :token AND state = :sending', { token, sending: 'sending' })
      .execute();
  }

  private async finish(id: string, token: string, state: 'sent' | 'failed', error: string | null): Promise<void> {
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({
        state,
        error,
        claimToken: null,
        claimedAt: null,
        nextAttemptAt: null,
        sentAt: state === 'sent' ? new Date() : null,
      })
      .where('id = :id AND claim_token = :token', { id, token })
      .execute();
  }

  /** A failed SMTP try: back to pending until its next try when the error passes and retries are left, else failed. */
  private async failed(delivery: NewsletterDeliveryEntity, token: string, error: unknown): Promise<void> {
    this.metrics.mailFailures.inc();
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const retryAt = nextAttemptAt(error, delivery.attempts, this.config.mail.retryDelaysMs);
    if (!retryAt) return this.finish(delivery.id, token, 'failed', reason);
    this.logger.warn(
      `delivery ${delivery.id} refused on try ${delivery.attempts} (${reason}); next try at ${retryAt.toISOString()}`,
    );
    await this.repo()
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', error: reason, claimToken: null, claimedAt: null, nextAttemptAt: retryAt })
      .where('id = :id AND claim_token = :token', { id: delivery.id, token })
      .execute();
  }

  private async deliver(delivery: NewsletterDeliveryEntity, token: string): Promise<void> {
    const [campaign, subscriber] = await Promise.all([
      this.dataSource.getRepository(NewsletterCampaignEntity).findOne({ where: { id: delivery.campaignId } }),
      this.dataSource
        .getRepository(SubscriberEntity)
        .createQueryBuilder('s')
        .addSelect('s.unsubscribeToken')
        .where('s.email = :email', { email: delivery.email })
        .getOne(),
    ]);
    if (!campaign) return this.finish(delivery.id, token, 'failed', 'Campaign no longer exists');
    if (!subscriber || !subscriber.status) return this.finish(delivery.id, token, 'failed', UNSUBSCRIBED_REASON);
    const apiLink = `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
    const pageLink = `${this.config.publicUrl}/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
    const { html, text } = mailBodies(campaign.content, pageLink);
    try {
      this.sentAt.push(Date.now());
      await this.mail.send({
        to: delivery.email,
        subject: campaign.subject,
        html,
        text,
        messageId: `<${delivery.id}@${hostOf(this.config.publicUrl)}>`,
        headers: { 'List-Unsubscribe': `<${apiLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (error) {
      return this.failed(delivery, token, error);
    }
    await this.finish(delivery.id, token, 'sent', null);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
