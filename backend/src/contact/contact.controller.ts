import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { Language } from '@diet/contracts/languages';
import { TOASTS } from '@diet/contracts/toasts';
import { ReaderLanguage } from '../common/error-language';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { AdminOnly, ThrottledRead } from '../common/route-metadata';
import { ContactListQueryDto } from './contact-list-query.dto';
import type { ContactMessageEntity } from './contact-message.entity';
import { ContactService, type TrackedMessage } from './contact.service';
import { ContactMessageDto } from './dto/contact-message.dto';
import { TrackQueryDto } from './dto/track-query.dto';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Messages are personal data: only those who answer them read them (SPEC.md section 7). */
  @AdminOnly('messages')
  @Get()
  list(@Query() query: ContactListQueryDto): Promise<PageResult<ContactMessageEntity>> {
    return this.contact.list(query);
  }

  /** `data.success` is what SPEC.md section 7 says the form reads; `data.reference` tracks it (12.3). */
  @Post()
  @HttpCode(201)
  async send(
    @Body() dto: ContactMessageDto,
    @ReaderLanguage() language: Language,
  ): Promise<WithMessage<{ success: true; reference: string }>> {
    const reference = await this.contact.receive(dto, language);
    return new WithMessage({ success: true, reference }, TOASTS.contactSuccess);
  }

  /** 'Track your message': only with the sender's e-mail, throttled as references can be guessed. */
  @ThrottledRead()
  @Get(':reference')
  track(@Param('reference') reference: string, @Query() query: TrackQueryDto): Promise<TrackedMessage> {
    return this.contact.track(reference, query.email);
  }
}
