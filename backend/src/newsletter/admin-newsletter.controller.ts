import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import type { NewsletterCampaign, NewsletterDelivery, Subscriber } from '@diet/contracts/entities';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { PageResult, WithMessage } from '../common/page-result';
import { Allow, RawResponse } from '../common/route-metadata';
import { DeliveryListQueryDto } from './dto/delivery-list-query.dto';
import { SendNewsletterDto } from './dto/send-newsletter.dto';
import { SubscriberListQueryDto } from './dto/subscriber-list-query.dto';
import { SubscriberStatusDto } from './dto/subscriber-status.dto';
import { NewsletterAdminService, type NewsletterOverview } from './newsletter-admin.service';
import { NewsletterWorker } from './newsletter-worker';

@Allow('newsletter')
@Controller('api/admin/newsletter')
export class AdminNewsletterController {
  constructor(
    private readonly admin: NewsletterAdminService,
    private readonly worker: NewsletterWorker,
  ) {}

  /** SPEC.md section 7: data.subscribers and data.logs; plus paging meta and computed stats. */
  @Get()
  overview(@Query() query: SubscriberListQueryDto): Promise<NewsletterOverview> {
    return this.admin.overview(query);
  }

  @Get('export')
  @RawResponse()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @Header('Cache-Control', 'no-store')
  exportCsv(): Promise<string> {
    return this.admin.exportCsv();
  }

  @Patch('subscribers/:id')
  async setStatus(
    @Param('id') id: string,
    @Body() dto: SubscriberStatusDto,
    @CurrentAdmin() who: AdminPrincipal,
  ): Promise<WithMessage<Subscriber>> {
    return new WithMessage(
      await this.admin.setStatus(id, dto.status, who),
      entityToast.updated(ENTITY_LABELS.subscriber),
    );
  }

  @Delete('subscribers/:id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() who: AdminPrincipal): Promise<WithMessage<null>> {
    await this.admin.remove(id, who);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.subscriber));
  }

  /** Stores the campaign and its deliveries, answers at once; the worker sends. */
  @Post('send')
  @HttpCode(201)
  async send(
    @Body() dto: SendNewsletterDto,
    @CurrentAdmin() who: AdminPrincipal,
  ): Promise<WithMessage<NewsletterCampaign>> {
    const campaign = await this.admin.send(dto, who);
    this.worker.kick();
    return new WithMessage(campaign, TOASTS.newsletterSent);
  }

  @Get('campaigns/:id')
  campaign(@Param('id') id: string): Promise<NewsletterCampaign> {
    return this.admin.campaign(id);
  }

  @Get('campaigns/:id/deliveries')
  async deliveries(
    @Param('id') id: string,
    @Query() query: DeliveryListQueryDto,
  ): Promise<PageResult<NewsletterDelivery>> {
    const page = await this.admin.deliveryList(id, query.state, query);
    return new PageResult(page.items, page.meta);
  }

  @Post('campaigns/:id/retry')
  @HttpCode(200)
  async retry(
    @Param('id') id: string,
    @CurrentAdmin() who: AdminPrincipal,
  ): Promise<WithMessage<{ retried: number; campaign: NewsletterCampaign }>> {
    const result = await this.admin.retry(id, who);
    this.worker.kick();
    return new WithMessage(result, TOASTS.deliveriesRetried);
  }
}
