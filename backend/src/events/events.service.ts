/**
 * Events: filtering, ordering and paging in the database. "Upcoming" means dated today or later
 * at the institute (an event dated today stays upcoming all day); "past" means before today.
 */
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { instituteToday } from '../common/institute-date';
import type { PageResult } from '../common/page-result';
import { containsPattern, paginate } from '../common/pagination';
import type { EventListQueryDto } from './dto/event-list-query.dto';
import type { EventDto } from './dto/event.dto';
import { EventEntity } from './event.entity';

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly activity: ActivityService,
  ) {}

  list(query: EventListQueryDto, now: Date = new Date()): Promise<PageResult<EventEntity>> {
    const qb = this.events.createQueryBuilder('e');
    const today = instituteToday(now);
    if (query.when === 'upcoming') qb.andWhere('e.date >= :today', { today });
    if (query.when === 'past') qb.andWhere('e.date < :today', { today });
    if (query.category) qb.andWhere('e.category = :category', { category: query.category });
    if (query.q) {
      qb.andWhere("(e.title LIKE :q ESCAPE '!' OR e.description LIKE :q ESCAPE '!')", { q: containsPattern(query.q) });
    }
    // Upcoming reads soonest first; past and unfiltered lists newest first (ARCHITECTURE.md 9).
    const ascending = query.sort ? query.sort === 'oldest' : query.when === 'upcoming';
    const dir = ascending ? 'ASC' : 'DESC';
    qb.orderBy('e.date', dir).addOrderBy('e.createdAt', dir).addOrderBy('e.id', 'ASC');
    return paginate(qb, query);
  }

  /** Counts of the 'Events Management' cards, decided like the lists (today is upcoming). */
  async counts(now: Date = new Date()): Promise<{ total: number; upcoming: number; past: number }> {
    const today = instituteToday(now);
    const [total, upcoming] = await Promise.all([
      this.events.count(),
      this.events.createQueryBuilder('e').where('e.date >= :today', { today }).getCount(),
    ]);
    return { total, upcoming, past: total - upcoming };
  }

  async get(id: string): Promise<EventEntity> {
    const event = await this.events.findOne({ where: { id } });
    if (!event) throw ApiError.notFound();
    return event;
  }

  async create(dto: EventDto, admin: AdminPrincipal): Promise<EventEntity> {
    const event = await this.events.save(
      this.events.create({
        title: dto.title,
        date: dto.date,
        description: dto.description,
        link: dto.link ?? null,
        excerpt: dto.excerpt ?? null,
        location: dto.location ?? null,
        category: dto.category ?? null,
      }),
    );
    await this.activity.record('Created', 'event', event.id, event.title, admin);
    return this.get(event.id);
  }

  /**
   * PUT replaces title, date and description; an optional field left out keeps its value (the
   * SPEC form sends only the three), and null or '' clears it.
   */
  async update(id: string, dto: EventDto, admin: AdminPrincipal): Promise<EventEntity> {
    const event = await this.get(id);
    event.title = dto.title;
    event.date = dto.date;
    event.description = dto.description;
    if (dto.link !== undefined) event.link = dto.link ?? null;
    if (dto.excerpt !== undefined) event.excerpt = dto.excerpt ?? null;
    if (dto.location !== undefined) event.location = dto.location ?? null;
    if (dto.category !== undefined) event.category = dto.category ?? null;
    await this.events.save(event);
    await this.activity.record('Updated', 'event', event.id, event.title, admin);
    return this.get(id);
  }

  async remove(id: string, admin: AdminPrincipal): Promise<void> {
    const event = await this.get(id);
    await this.events.delete({ id });
    await this.activity.record('Deleted', 'event', id, event.title, admin);
  }
}
