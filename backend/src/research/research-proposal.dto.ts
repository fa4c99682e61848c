import { RESEARCH_STATUSES, type ResearchStatus } from '@diet/contracts/enums';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { EnumField, TextField } from '../common/field-validators';
import { YearField } from '../common/year-field';
import { RESEARCH_YEAR } from './research-paper.dto';

/** Multipart body of POST /api/research/proposal, in the order of the public form. */
export class ResearchProposalDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @TextField({ label: 'Author', required: VALIDATION.authorNameRequired, max: MAX_LENGTH.name })
  author: string;

  @YearField(RESEARCH_YEAR)
  year: number;

  @TextField({ label: 'Description', required: VALIDATION.descriptionRequired, max: MAX_LENGTH.description })
  description: string;

  @EnumField({ label: 'Status', values: RESEARCH_STATUSES, required: VALIDATION.statusRequired })
  status: ResearchStatus;

  @TextField({ label: 'File name', max: MAX_LENGTH.fileName })
  fileName?: string | null;

  /** Honeypot: hidden from people, filled in by bots. A filled one is answered as usual but not stored. */
  @TextField({ label: 'Website', max: MAX_LENGTH.url })
  website?: string | null;
}
