import { Controller, Get, Param, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import { EventListQueryDto } from './dto/event-list-query.dto';
import type { EventEntity } from './event.entity';
import { EventsService } from './events.service';

@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  list(@Query() query: EventListQueryDto): Promise<PageResult<EventEntity>> {
    return this.events.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<EventEntity> {
    return this.events.get(id);
  }
}
