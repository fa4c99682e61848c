import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
} from '@nestjs/common';
import { VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { newRecordFile, RecordFileUpload, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import { IMAGE_ONLY, type UploadedFile as Upload } from '../common/upload/upload-check';
import { GalleryItemDto } from './gallery-item.dto';
import type { GalleryItemEntity } from './gallery-item.entity';
import { GalleryListQueryDto } from './gallery-list-query.dto';
import { GalleryService } from './gallery.service';

/** Gallery pictures are shown as photos: JPEG or PNG only (ARCHITECTURE.md section 9). */
const GALLERY_IMAGE: RecordFileRule = { field: 'image', kinds: IMAGE_ONLY, requiredMessage: VALIDATION.fileRequired };

@Controller('api/admin/gallery')
export class AdminGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get()
  list(@Query() query: GalleryListQueryDto): Promise<PageResult<GalleryItemEntity>> {
    return this.gallery.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<GalleryItemEntity> {
    return this.gallery.get(id);
  }

  @Post()
  @RecordFileUpload(GALLERY_IMAGE)
  async create(
    @Body() dto: GalleryItemDto,
    @UploadedFile() image: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<GalleryItemEntity>> {
    return new WithMessage(await this.gallery.create(dto, newRecordFile(GALLERY_IMAGE, image), admin), TOASTS.imageAdded);
  }

  @Put(':id')
  @RecordFileUpload(GALLERY_IMAGE)
  async update(
    @Param('id') id: string,
    @Body() dto: GalleryItemDto,
    @UploadedFile() image: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<GalleryItemEntity>> {
    return new WithMessage(await this.gallery.update(id, dto, replacementFile(GALLERY_IMAGE, image), admin), entityToast.updated(ENTITY_LABELS.image));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.gallery.remove(id, admin);
    return new WithMessage(null, TOASTS.imageDeleted);
  }
}
