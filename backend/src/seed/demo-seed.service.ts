/**
 * Seeds demo content on the first start of an empty database (no events, no admin activity, and
 * never before): files first (through the storage service), then all rows in one transaction
 * together with a marker, so it never runs twice.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { instituteDayOffset } from '../common/institute-date';
import { illustrationPng, type Scene } from '../common/media/illustration';
import { simplePdf } from '../common/media/pdf-writer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppStateEntity } from '../database/app-state.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { ContactReferences } from '../contact/contact-references';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { events } from '@diet/contracts/content-types/events';
import { contentFileOf, storedColumns } from '../content/content-file';
import { NewsletterCampaignEntity } from '../newsletter/newsletter-campaign.entity';
import { NewsletterDeliveryEntity } from '../newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { CONTENT_DEMO, type DemoPicture, type DemoRecord } from './content-demo';
import { withDemoTranslations } from './demo-translations';
import { trainingEnrolmentDemo } from './training-demo';
import { TrainingEnrolmentEntity, TrainingPlacesEntity } from '../trainings/training-enrolment.entity';
import { DEMO_CAMPAIGN, DEMO_MESSAGES, DEMO_SUBSCRIBERS } from './demo-data';

export const DEMO_SEED_KEY = 'demo-seed';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const hoursAgo = (h: number, now: Date) => new Date(now.getTime() - h * 3_600_000);

@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo === false) return;
    if (!(await this.isEmpty())) return;
    const started = Date.now();
    await this.seed();
    this.logger.log(`Demo content added in ${Date.now() - started} ms`);
  }

  async isEmpty(): Promise<boolean> {
    const m = this.dataSource.manager;
    if (await m.exists(AppStateEntity, { where: { key: DEMO_SEED_KEY } })) return false;
    return (await m.count(events.name)) === 0 && (await m.count(ActivityLogEntity)) === 0;
  }

  private async image(title: string, seed: number, scene: Scene, w: number, h: number, kind: string) {
    return this.storage.save(illustrationPng(w, h, seed, scene), `${slug(title)}.png`, kind);
  }

  private pdf(title: string, lines: string[], kind: string) {
    return this.storage.save(simplePdf(title, lines), `${slug(title)}.pdf`, kind);
  }

  /** A demo picture and its smaller copies, stored: the record's image columns. */
  private async picture(p: DemoPicture, kind: string, name: string, field: Parameters<typeof storedColumns>[2]) {
    const original = await this.image(p.title, p.seed, p.scene, p.size[0], p.size[1], kind);
    const copies: Record<string, string> = {};
    for (const [copy, size] of Object.entries(p.copies ?? {})) {
      copies[copy] =
        size === 'original'
          ? original.url
          : (await this.image(`${p.title} ${copy.toLowerCase()}`, p.seed, p.scene, size[0], size[1], kind)).url;
    }
    return storedColumns(name, original, field, copies);
  }

  /** Every content type's demo records, their PDFs and pictures stored: by type name. */
  private async contentRecords(now: Date): Promise<[string, Record<string, unknown>[]][]> {
    const out: [string, Record<string, unknown>[]][] = [];
    for (const definition of CONTENT_TYPES) {
      const file = contentFileOf(definition);
      const rows: Record<string, unknown>[] = [];
      for (const { pdf, picture, ...fields } of CONTENT_DEMO[definition.name]?.({
        day: (days) => instituteDayOffset(days, now),
        year: Number(instituteDayOffset(0, now).slice(0, 4)),
      }) ?? ([] as DemoRecord[])) {
        const row = withDemoTranslations(definition, fields);
        if (pdf && file)
          rows.push({ ...row, ...storedColumns(file.name, await this.pdf(pdf.title, pdf.lines, definition.name)) });
        else if (picture && file)
          rows.push({ ...row, ...(await this.picture(picture, definition.name, file.name, file.field)) });
        else rows.push(row);
      }
      out.push([definition.name, rows]);
    }
    return out;
  }

  async seed(now: Date = new Date()): Promise<void> {
    // Files first: the storage service writes each one and records its original name.
    const content = await this.contentRecords(now);

    await this.dataSource.transaction(async (tx: EntityManager) => {
      await tx.insert(AppStateEntity, { key: DEMO_SEED_KEY, value: 1 });
      for (const [name, rows] of content)
        await tx.save(
          name,
          rows.map((row) => tx.create(name, row)),
        );
      const training = trainingEnrolmentDemo();
      await tx.insert(TrainingPlacesEntity, training.places);
      await tx.save(
        TrainingEnrolmentEntity,
        training.enrolments.map((e) => tx.create(TrainingEnrolmentEntity, e)),
      );
      const subscribers = DEMO_SUBSCRIBERS.map((s) =>
        tx.create(SubscriberEntity, {
          name: s.name,
          email: s.email,
          type: s.type,
          status: s.status,
          subscribedAt: hoursAgo(s.daysAgo * 24, now),
          unsubscribedAt: s.status ? null : now,
          unsubscribeToken: randomBytes(24).toString('hex'),
        }),
      );
      await tx.save(SubscriberEntity, subscribers);
      const sentAt = hoursAgo(DEMO_CAMPAIGN.daysAgo * 24, now);
      const recipients = subscribers.filter((s) => s.status && s.subscribedAt < sentAt);
      const campaign = await tx.save(
        NewsletterCampaignEntity,
        tx.create(NewsletterCampaignEntity, {
          subject: DEMO_CAMPAIGN.subject,
          content: DEMO_CAMPAIGN.content,
          recipientCount: recipients.length,
          createdBy: this.config.admin.email,
          createdAt: sentAt,
        }),
      );
      await tx.save(
        NewsletterDeliveryEntity,
        recipients.map((s) =>
          tx.create(NewsletterDeliveryEntity, {
            campaignId: campaign.id,
            email: s.email,
            state: 'sent',
            attempts: 1,
            sentAt,
            error: null,
          }),
        ),
      );
      // Numbered in the order they came in, as the form numbers them (contact-references.ts).
      const references = new ContactReferences(this.dataSource);
      const messages = [...DEMO_MESSAGES].sort((a, b) => b.hoursAgo - a.hoursAgo);
      for (const m of messages) {
        const createdAt = hoursAgo(m.hoursAgo, now);
        await tx.save(
          ContactMessageEntity,
          tx.create(ContactMessageEntity, {
            reference: await references.next(createdAt, tx),
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            read: m.read,
            status: 'received',
            reply: null,
            createdAt,
            updatedAt: createdAt,
          }),
        );
      }
    });
  }
}
