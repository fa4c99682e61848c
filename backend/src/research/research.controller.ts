import { Body, Controller, Get, HttpCode, Post, Query, UploadedFile } from '@nestjs/common';
import { TOASTS } from '@diet/contracts/toasts';
import type { PageResult } from '../common/page-result';
import { WithMessage } from '../common/page-result';
import { newRecordFile, RecordFileUpload } from '../common/upload/record-file';
import type { UploadedFile as Upload } from '../common/upload/upload-check';
import { RESEARCH_FILE } from './admin-research.controller';
import { ResearchListQueryDto } from './research-list-query.dto';
import type { ResearchPaperEntity } from './research-paper.entity';
import { ResearchProposalDto } from './research-proposal.dto';
import { ResearchService } from './research.service';

@Controller('api/research')
export class ResearchController {
  constructor(private readonly research: ResearchService) {}

  @Get()
  list(@Query() query: ResearchListQueryDto): Promise<PageResult<ResearchPaperEntity>> {
    return this.research.listPublic(query);
  }

  /** Public proposal (throttled like every public POST by the global guard). */
  @Post('proposal')
  @HttpCode(201)
  @RecordFileUpload(RESEARCH_FILE)
  async propose(
    @Body() dto: ResearchProposalDto,
    @UploadedFile() file: Upload | undefined,
  ): Promise<WithMessage<null>> {
    const upload = newRecordFile(RESEARCH_FILE, file);
    // A filled honeypot is a bot: answer exactly as for a person, store nothing.
    if (!dto.website) await this.research.submitProposal(dto, upload);
    return new WithMessage(null, TOASTS.proposalSuccess);
  }
}
