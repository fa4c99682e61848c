import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import type { ContactListQueryDto } from './contact-list-query.dto';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactMessageDto } from './dto/contact-message.dto';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly activity: ActivityService,
  ) {}

  list(query: ContactListQueryDto): Promise<PageResult<ContactMessageEntity>> {
    const qb = this.messages.createQueryBuilder('m');
    if (query.q) {
      qb.andWhere("(m.name LIKE :q ESCAPE '!' OR m.email LIKE :q ESCAPE '!' OR m.subject LIKE :q ESCAPE '!' OR m.message LIKE :q ESCAPE '!')", {
        q: containsPattern(query.q),
      });
    }
    if (query.sort === 'name') qb.orderBy('m.name', 'ASC').addOrderBy('m.createdAt', 'DESC');
    else qb.orderBy('m.createdAt', query.sort === 'oldest' ? 'ASC' : 'DESC');
    qb.addOrderBy('m.id', 'ASC');
    return paginate(qb, query);
  }

  /** Stores a visitor's message; a filled honeypot is answered the same way but nothing is kept. */
  async receive(dto: ContactMessageDto): Promise<void> {
    if (dto.website) return;
    await this.messages.save(this.messages.create({ name: dto.name, email: dto.email, subject: dto.subject, message: dto.message, read: false }));
  }

  async get(id: string): Promise<ContactMessageEntity> {
    const message = await this.messages.findOne({ where: { id } });
    if (!message) throw ApiError.notFound();
    return message;
  }

  async setRead(id: string, read: boolean, admin: AdminPrincipal): Promise<ContactMessageEntity> {
    const message = await this.get(id);
    message.read = read;
    await this.messages.save(message);
    await this.activity.record('Updated', 'message', id, message.subject, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const message = await this.get(id);
    await this.messages.delete({ id });
    await this.activity.record('Deleted', 'message', id, `${message.name} <${message.email}>`, admin);
  }
}
