import { Controller, Get, Param, Query } from '@nestjs/common';
import { HTTP_ERRORS } from '@diet/contracts/messages';
import { ApiError } from '../common/api-error';
import type { PageResult } from '../common/page-result';
import { GalleryListQueryDto } from './gallery-list-query.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryService } from './gallery.service';

/** Gallery ids are UUIDs; anything else is a malformed address, not an unknown picture. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('api/gallery')
export class GalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  list(@Query() query: GalleryListQueryDto): Promise<PageResult<GalleryItemEntity>> {
    return this.gallery.list(query);
  }

  /** One picture, for a shared lightbox link to an image beyond the loaded page of the list. */
  @Get(':id')
  get(@Param('id') id: string): Promise<GalleryItemEntity> {
    if (!UUID.test(id)) throw ApiError.badRequest(HTTP_ERRORS.badRequest);
    return this.gallery.get(id);
  }
}
