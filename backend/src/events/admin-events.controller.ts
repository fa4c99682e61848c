import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { EventListQueryDto } from './dto/event-list-query.dto';
import { EventDto } from './dto/event.dto';
import type { EventEntity } from './event.entity';
import { EventsService } from './events.service';

@Controller('api/admin/events')
export class AdminEventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  list(@Query() query: EventListQueryDto): Promise<PageResult<EventEntity>> {
    return this.events.list(query);
  }

  @Get('counts')
  counts(): Promise<{ total: number; upcoming: number; past: number }> {
    return this.events.counts();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<EventEntity> {
    return this.events.get(id);
  }

  @Post()
  async create(@Body() dto: EventDto, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<EventEntity>> {
    return new WithMessage(await this.events.create(dto, admin), entityToast.added(ENTITY_LABELS.event));
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() dto: EventDto, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<EventEntity>> {
    return new WithMessage(await this.events.update(id, dto, admin), entityToast.updated(ENTITY_LABELS.event));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.events.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.event));
  }
}
