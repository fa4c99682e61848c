import { Body, Controller, Delete, HttpCode, Param, Patch } from '@nestjs/common';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import { WithMessage } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import type { ContactMessageEntity } from './contact-message.entity';
import { ContactService } from './contact.service';
import { MessageUpdateDto } from './dto/message-update.dto';

/** Message centre writes: read state, the answer of a tracked message (status, reply), and deleting spam. */
@Allow('messages')
@Controller('api/admin/messages')
export class AdminMessagesController {
  constructor(private readonly contact: ContactService) {}

  @Patch(':id')
  update(
    @Param('id') id: string,
    @Body() dto: MessageUpdateDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<ContactMessageEntity> {
    return this.contact.update(id, dto, admin);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.contact.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.message));
  }
}
