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
import { FileUpload } from '../common/upload/file-upload.interceptor';
import { checkOptionalUpload, requireUpload } from '../common/upload/record-upload';
import { DOCUMENT_OR_IMAGE, type UploadedFile as Upload } from '../common/upload/upload-check';
import { ExamResultDto } from './exam-result.dto';
import type { ExamResultEntity } from './exam-result.entity';
import { ResultsListQueryDto } from './results-list-query.dto';
import { ResultsService } from './results.service';

@Controller('api/admin/results')
export class AdminResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  list(@Query() query: ResultsListQueryDto): Promise<PageResult<ExamResultEntity>> {
    return this.results.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<ExamResultEntity> {
    return this.results.get(id);
  }

  @Post()
  @UseInterceptors(FileUpload('file'))
  async create(
    @Body() dto: ExamResultDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ExamResultEntity>> {
    const upload = requireUpload(file, VALIDATION.fileRequired, 'file');
    checkOptionalUpload(upload, DOCUMENT_OR_IMAGE);
    return new WithMessage(await this.results.create(dto, upload, admin), entityToast.published(ENTITY_LABELS.result));
  }

  @Put(':id')
  @UseInterceptors(FileUpload('file'))
  async update(
    @Param('id') id: string,
    @Body() dto: ExamResultDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ExamResultEntity>> {
    checkOptionalUpload(file, DOCUMENT_OR_IMAGE);
    return new WithMessage(await this.results.update(id, dto, file, admin), entityToast.updated(ENTITY_LABELS.result));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.results.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.result));
  }
}
