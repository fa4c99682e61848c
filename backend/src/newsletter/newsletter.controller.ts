import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { RecentNewsletter } from '@diet/contracts/entities';
import { TOASTS } from '@diet/contracts/toasts';
import { WithMessage, type PageResult } from '../common/page-result';
import { PublicListQueryDto } from '../common/language-query';
import { SubscribeDto } from './dto/subscribe.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto';
import { NewsletterService, type PublicCampaign, type UnsubscribeState } from './newsletter.service';

@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Get('recent')
  recent(@Query() query: PublicListQueryDto): Promise<PageResult<RecentNewsletter>> {
    return this.newsletter.recent(query);
  }

  @Get('campaigns/:id')
  campaign(@Param('id') id: string): Promise<PublicCampaign> {
    return this.newsletter.campaign(id);
  }

  @Post('subscribe')
  @HttpCode(201)
  async subscribe(@Body() dto: SubscribeDto): Promise<WithMessage<{ success: true }>> {
    await this.newsletter.subscribe(dto);
    return new WithMessage({ success: true }, TOASTS.subscribeSuccess);
  }

  @Get('unsubscribe')
  unsubscribeState(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeState> {
    return this.newsletter.unsubscribeState(query.token);
  }

  /**
   * The page's confirm button and RFC 8058 one-click (body `List-Unsubscribe=One-Click`, form
   * encoded) both land here; the body is not validated because mail providers send exactly that.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<WithMessage<UnsubscribeState>> {
    const result = await this.newsletter.unsubscribe(query.token);
    return new WithMessage(
      { email: result.email, active: false },
      result.wasActive ? TOASTS.unsubscribed : TOASTS.alreadyUnsubscribed,
    );
  }
}
