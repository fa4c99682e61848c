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
  UseInterceptors,
} from '@nestjs/common';
import { VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { requireUpload } from '../common/upload/record-upload';
import type { UploadedFile as Upload } from '../common/upload/upload-check';
import { checkMaterialFile, MaterialFileUpload } from './material-upload';
import { StudyMaterialListQueryDto } from './study-material-list-query.dto';
import { StudyMaterialDto } from './study-material.dto';
import type { StudyMaterialEntity } from './study-material.entity';
import { StudyMaterialService } from './study-material.service';

@Controller('api/admin/study-material')
export class AdminStudyMaterialController {
  constructor(private readonly materials: StudyMaterialService) {}

  @Get()
  list(@Query() query: StudyMaterialListQueryDto): Promise<PageResult<StudyMaterialEntity>> {
    return this.materials.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<StudyMaterialEntity> {
    return this.materials.get(id);
  }

  @Post()
  @UseInterceptors(MaterialFileUpload())
  async create(
    @Body() dto: StudyMaterialDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StudyMaterialEntity>> {
    const upload = requireUpload(file, VALIDATION.fileRequired, 'file');
    checkMaterialFile(upload);
    return new WithMessage(
      await this.materials.create(dto, upload, admin),
      entityToast.uploaded(ENTITY_LABELS.material),
    );
  }

  @Put(':id')
  @UseInterceptors(MaterialFileUpload())
  async update(
    @Param('id') id: string,
    @Body() dto: StudyMaterialDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StudyMaterialEntity>> {
    if (file) checkMaterialFile(file);
    return new WithMessage(
      await this.materials.update(id, dto, file, admin),
      entityToast.updated(ENTITY_LABELS.material),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.materials.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.material));
  }
}
