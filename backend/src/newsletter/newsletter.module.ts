import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AdminNewsletterController } from './admin-newsletter.controller';
import { NewsletterAdminService } from './newsletter-admin.service';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity';
import { NewsletterWorker } from './newsletter-worker';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { SubscriberEntity } from './subscriber.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([NewsletterCampaignEntity, NewsletterDeliveryEntity, SubscriberEntity]),
    MailModule,
  ],
  controllers: [NewsletterController, AdminNewsletterController],
  providers: [NewsletterService, NewsletterAdminService, NewsletterWorker],
  exports: [NewsletterWorker],
})
export class NewsletterModule {}
