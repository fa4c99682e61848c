import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import {
  CONTACT_REFERENCE_PATTERN,
  CONTACT_TRACKING_MESSAGES,
  GRIEVANCE_OVERDUE_DAYS,
  MESSAGE_STATUS_LABELS,
  normaliseReference,
  type MessageStatus,
} from '@diet/contracts/contact-tracking';
import { ADDRESS_ENTITIES } from '../activity/activity-readers';
import { ActivityService } from '../activity/activity.service';
import type { AccountMail } from '../auth/account-mails';
import type { AdminPrincipal } from '../auth/admin-principal';
import type { Language } from '@diet/contracts/languages';
import { DAY_MS } from '@diet/contracts/limits';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailSender } from '../mail/mail-sender';
import type { ContactListQueryDto } from './contact-list-query.dto';
import { acknowledgementMail, replyMail, trackingUrl } from './contact-mails';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactReferences } from './contact-references';
import type { ContactMessageDto } from './dto/contact-message.dto';
import type { MessageUpdateDto } from './dto/message-update.dto';

/** What the sender sees when tracking a message (ARCHITECTURE.md 12.3). */
export interface TrackedMessage {
  reference: string;
  status: MessageStatus;
  updatedAt: Date;
  reply?: string;
}

/** A message the office still has to answer. */
const OPEN_STATUSES: MessageStatus[] = ['received', 'in_progress'];

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly activity: ActivityService,
    private readonly references: ContactReferences,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(query: ContactListQueryDto, now = new Date()): Promise<PageResult<ContactMessageEntity>> {
    const qb = this.messages.createQueryBuilder('m');
    if (query.overdue) this.whereOverdueGrievance(qb, now);
    if (query.q) {
      qb.andWhere(
        "(m.name LIKE :q ESCAPE '!' OR m.email LIKE :q ESCAPE '!' OR m.subject LIKE :q ESCAPE '!' OR m.message LIKE :q ESCAPE '!' OR m.reference LIKE :q ESCAPE '!')",
        {
          q: containsPattern(query.q),
        },
      );
    }
    if (query.sort === 'name') qb.orderBy('m.name', 'ASC').addOrderBy('m.createdAt', 'DESC');
    else qb.orderBy('m.createdAt', query.sort === 'oldest' ? 'ASC' : 'DESC');
    qb.addOrderBy('m.id', 'ASC');
    return paginate(qb, query);
  }

  /** The dashboard's flag: grievances past GRIEVANCE_OVERDUE_DAYS that are neither resolved nor closed. */
  countOverdueGrievances(now = new Date()): Promise<number> {
    return this.whereOverdueGrievance(this.messages.createQueryBuilder('m'), now).getCount();
  }

  private whereOverdueGrievance(
    qb: SelectQueryBuilder<ContactMessageEntity>,
    now: Date,
  ): SelectQueryBuilder<ContactMessageEntity> {
    return qb
      .andWhere("m.subject = 'grievance'")
      .andWhere('m.status IN (:...open)', { open: OPEN_STATUSES })
      .andWhere('m.createdAt < :overdueBefore', {
        overdueBefore: new Date(now.getTime() - GRIEVANCE_OVERDUE_DAYS * DAY_MS),
      });
  }

  /**
   * Stores a visitor's message under a new reference and mails it to them. A filled honeypot is
   * answered the same way (a reference too, not taken from the count) but nothing is kept or mailed.
   */
  async receive(dto: ContactMessageDto, language: Language): Promise<string> {
    if (dto.website) return this.references.peek();
    const reference = await this.references.next();
    await this.messages.save(
      this.messages.create({
        reference,
        name: dto.name,
        email: dto.email,
        subject: dto.subject,
        message: dto.message,
        read: false,
        status: 'received',
        reply: null,
        updatedAt: new Date(),
        language,
      }),
    );
    // Sent after the answer: a slow or unreachable mail server must not keep the visitor waiting
    // on 'Sending...' (the message is kept; a failed mail is logged).
    void this.mailSender(
      dto.email,
      (institute) =>
        acknowledgementMail({
          name: dto.name,
          reference,
          subject: dto.subject,
          url: trackingUrl(this.config.publicUrl, reference, language),
          institute,
          language,
        }),
      language,
    );
    return reference;
  }

  /**
   * The message's status for its sender. One query on reference and e-mail together, so an
   * unknown reference and a wrong address take the same path and the same time, and both 404.
   */
  async track(rawReference: string, email: string): Promise<TrackedMessage> {
    const reference = normaliseReference(rawReference);
    if (!CONTACT_REFERENCE_PATTERN.test(reference)) {
      const text = CONTACT_TRACKING_MESSAGES.referenceInvalid;
      throw ApiError.badRequest(text, { reference: text });
    }
    const message = await this.messages
      .createQueryBuilder('m')
      .where('m.reference = :reference AND LOWER(m.email) = :email', { reference, email: email.toLowerCase() })
      .getOne();
    if (!message) throw ApiError.notFound(CONTACT_TRACKING_MESSAGES.notFound);
    return {
      reference: message.reference,
      status: message.status,
      updatedAt: message.updatedAt,
      ...(message.reply ? { reply: message.reply } : {}),
    };
  }

  async get(id: string): Promise<ContactMessageEntity> {
    const message = await this.messages.findOne({ where: { id } });
    if (!message) throw ApiError.notFound();
    return message;
  }

  /** The read mark, or the office's answer: a status, and a reply mailed to the sender when it changed. */
  async update(id: string, dto: MessageUpdateDto, admin: AdminPrincipal): Promise<ContactMessageEntity> {
    const answering = Boolean(dto.status) || dto.reply != null;
    if (!dto.status && (answering || dto.read == null)) {
      const text = CONTACT_TRACKING_MESSAGES.statusRequired;
      throw ApiError.badRequest(text, { status: text });
    }
    const message = await this.get(id);
    if (dto.read != null) message.read = dto.read;
    message.updatedAt = new Date();
    const newReply = dto.status && dto.reply && dto.reply !== message.reply ? dto.reply : null;
    if (dto.status) {
      message.status = dto.status;
      if (dto.reply !== undefined) message.reply = dto.reply;
    }
    await this.messages.save(message);
    const label = dto.status
      ? `${message.reference}: ${MESSAGE_STATUS_LABELS[message.status]}${newReply ? ', reply sent' : ''}`
      : message.subject;
    await this.activity.record('Updated', ADDRESS_ENTITIES.message, id, label, admin);
    if (newReply) {
      await this.mailSender(
        message.email,
        (institute) =>
          replyMail({
            name: message.name,
            reference: message.reference,
            status: message.status,
            reply: newReply,
            url: trackingUrl(this.config.publicUrl, message.reference, message.language),
            institute,
            language: message.language,
          }),
        message.language,
      );
    }
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const message = await this.get(id);
    await this.messages.delete({ id });
    await this.activity.record('Deleted', ADDRESS_ENTITIES.message, id, `${message.name} <${message.email}>`, admin);
  }

  /** The message is kept whatever the mail server does: a failed mail is logged, not answered. */
  private async mailSender(to: string, mail: (institute: string) => AccountMail, language: Language): Promise<void> {
    try {
      await this.mail.sendComposed(to, mail, language);
    } catch (error) {
      this.logger.error(`Mail about a contact message to ${to} not sent: ${(error as Error).message}`);
    }
  }
}
