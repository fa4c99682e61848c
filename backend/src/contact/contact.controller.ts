import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { TOASTS } from '@diet/contracts/toasts';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { AdminOnly } from '../common/route-metadata';
import { ContactListQueryDto } from './contact-list-query.dto';
import type { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';
import { ContactMessageDto } from './dto/contact-message.dto';

@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Messages are personal data: only those who answer them read them (SPEC.md section 7). */
  @AdminOnly('messages')
  @Get()
  list(@Query() query: ContactListQueryDto): Promise<PageResult<ContactMessageEntity>> {
    return this.contact.list(query);
  }

  /** `data.success` is what SPEC.md section 7 says the form reads. */
  @Post()
  @HttpCode(201)
  async send(@Body() dto: ContactMessageDto): Promise<WithMessage<{ success: true }>> {
    await this.contact.receive(dto);
    return new WithMessage({ success: true }, TOASTS.contactSuccess);
  }
}
