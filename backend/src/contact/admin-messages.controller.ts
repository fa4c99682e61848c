import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { WithMessage } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import type { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';
import { MessageReadDto } from './dto/message-read.dto';

/** Message centre writes: read state, and deleting spam. */
@Allow('messages')
@Controller('api/admin/messages')
export class AdminMessagesController {
  constructor(private readonly contact: ContactService) {}

  @Patch(':id')
  setRead(@Param('id') id: string, @Body() dto: MessageReadDto, @CurrentAdmin() admin: AdminPrincipal): Promise<ContactMessageEntity> {
    return this.contact.setRead(id, dto.read, admin);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.contact.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.message));
  }
}
