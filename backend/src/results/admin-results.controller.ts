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
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { newRecordFile, RecordFileUpload, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import { DOCUMENT_OR_IMAGE, type UploadedFile as Upload } from '../common/upload/upload-check';
import { ExamResultDto } from './exam-result.dto';
import type { ExamResultEntity } from './exam-result.entity';
import { ResultsListQueryDto } from './results-list-query.dto';
import { ResultsService } from './results.service';

const RESULT_FILE: RecordFileRule = { field: 'file', kinds: DOCUMENT_OR_IMAGE, requiredMessage: VALIDATION.fileRequired };

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
  @RecordFileUpload(RESULT_FILE)
  async create(
    @Body() dto: ExamResultDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ExamResultEntity>> {
    return new WithMessage(await this.results.create(dto, newRecordFile(RESULT_FILE, file), admin), entityToast.published(ENTITY_LABELS.result));
  }

  @Put(':id')
  @RecordFileUpload(RESULT_FILE)
  async update(
    @Param('id') id: string,
    @Body() dto: ExamResultDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ExamResultEntity>> {
    return new WithMessage(await this.results.update(id, dto, replacementFile(RESULT_FILE, file), admin), entityToast.updated(ENTITY_LABELS.result));
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.results.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.result));
  }
}
