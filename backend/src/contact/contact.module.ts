import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminMessagesController } from './admin-messages.controller';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactReferences } from './contact-references';
import { ContactService } from './contact.service';
import { MailModule } from '../mail/mail.module';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity]), MailModule],
  controllers: [ContactController, AdminMessagesController],
  providers: [ContactService, ContactReferences],
  exports: [ContactService],
})
export class ContactModule {}
