import { Controller, Get, Query } from '@nestjs/common';
import type { PageResult } from '../common/page-result';
import { GalleryListQueryDto } from './gallery-list-query.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

@Controller('api/gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  list(@Query() query: GalleryListQueryDto): Promise<PageResult<GalleryItemEntity>> {
    return this.gallery.list(query);
  }
}
