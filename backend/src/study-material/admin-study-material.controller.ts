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
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { newRecordFile, RecordFileUpload, replacementFile } from '../common/upload/record-file';
import type { UploadedFile as Upload } from '../common/upload/upload-check';
import { MATERIAL_FILE } from './material-upload';
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
  @RecordFileUpload(MATERIAL_FILE)
  async create(
    @Body() dto: StudyMaterialDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StudyMaterialEntity>> {
    return new WithMessage(
      await this.materials.create(dto, newRecordFile(MATERIAL_FILE, file), admin),
      entityToast.uploaded(ENTITY_LABELS.material),
    );
  }

  @Put(':id')
  @RecordFileUpload(MATERIAL_FILE)
  async update(
    @Param('id') id: string,
    @Body() dto: StudyMaterialDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<StudyMaterialEntity>> {
    return new WithMessage(
      await this.materials.update(id, dto, replacementFile(MATERIAL_FILE, file), admin),
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
