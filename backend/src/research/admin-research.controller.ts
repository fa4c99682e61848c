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
  Req,
  UploadedFile,
} from '@nestjs/common';
import type { Request } from 'express';
import { VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { newRecordFile, RecordFileUpload, replacementFile, type RecordFileRule } from '../common/upload/record-file';
import { DOCUMENT_OR_IMAGE, type UploadedFile as Upload } from '../common/upload/upload-check';
import { createValidationPipe } from '../common/validation';
import { ResearchApprovalDto } from './research-approval.dto';
import { ResearchListQueryDto } from './research-list-query.dto';
import { ResearchPaperDto } from './research-paper.dto';
import type { ResearchPaperEntity } from './research-paper.entity';
import { ResearchService } from './research.service';

const pipe = createValidationPipe();

/** The paper's file, in the admin form and in a visitor's proposal alike. */
export const RESEARCH_FILE: RecordFileRule = { field: 'file', kinds: DOCUMENT_OR_IMAGE, requiredMessage: VALIDATION.researchFileRequired };

@Controller('api/admin/research')
export class AdminResearchController {
  constructor(private readonly research: ResearchService) {}

  @Get()
  list(@Query() query: ResearchListQueryDto): Promise<PageResult<ResearchPaperEntity>> {
    return this.research.listAll(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<ResearchPaperEntity> {
    return this.research.get(id);
  }

  @Post()
  @RecordFileUpload(RESEARCH_FILE)
  async create(
    @Body() dto: ResearchPaperDto,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ResearchPaperEntity>> {
    return new WithMessage(await this.research.create(dto, newRecordFile(RESEARCH_FILE, file), admin), entityToast.added(ENTITY_LABELS.research));
  }

  /**
   * Two uses, as SPEC.md section 7 says: a JSON body holding only isApproved approves or
   * disapproves; otherwise the body is the edit form (multipart, the file kept when none is sent).
   * The body is validated here because its type depends on which of the two it is.
   */
  @Put(':id')
  @RecordFileUpload(RESEARCH_FILE)
  async update(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() req: Request,
    @UploadedFile() file: Upload | undefined,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<ResearchPaperEntity>> {
    const isApproval =
      !req.is('multipart/form-data') && !file && typeof body === 'object' && body !== null && 'isApproved' in body;
    if (isApproval) {
      const dto = (await pipe.transform(body, { type: 'body', metatype: ResearchApprovalDto })) as ResearchApprovalDto;
      return new WithMessage(
        await this.research.setApproved(id, dto.isApproved, admin),
        entityToast.updated(ENTITY_LABELS.research),
      );
    }
    const dto = (await pipe.transform(body ?? {}, { type: 'body', metatype: ResearchPaperDto })) as ResearchPaperDto;
    return new WithMessage(
      await this.research.update(id, dto, replacementFile(RESEARCH_FILE, file), admin),
      entityToast.updated(ENTITY_LABELS.research),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal): Promise<WithMessage<null>> {
    await this.research.remove(id, admin);
    return new WithMessage(null, entityToast.deleted(ENTITY_LABELS.research));
  }
}
