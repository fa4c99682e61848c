import { RESEARCH_STATUSES, type ResearchStatus } from '@diet/contracts/enums';
import { currentYear, MAX_LENGTH, RESEARCH_MIN_YEAR } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { EnumField, TextField } from '../common/field-validators';
import { YearField } from '../common/year-field';

/** Year rules shared by the admin form and the public proposal: 2000 up to this year at the institute. */
export const RESEARCH_YEAR = {
  required: VALIDATION.yearRequired,
  notNumber: VALIDATION.yearNumeric,
  min: RESEARCH_MIN_YEAR,
  minMessage: VALIDATION.researchYearMin,
  max: () => currentYear(),
  maxMessage: VALIDATION.researchYearFuture,
};

/** Multipart body of POST and PUT /api/admin/research (the paper is the `file` part). */
export class ResearchPaperDto {
  @TextField({ label: 'Title', required: VALIDATION.titleRequired, max: MAX_LENGTH.title })
  title: string;

  @TextField({ label: 'Author', required: VALIDATION.authorRequired, max: MAX_LENGTH.name })
  author: string;

  @TextField({ label: 'Description', required: VALIDATION.descriptionRequired, max: MAX_LENGTH.description })
  description: string;

  @YearField(RESEARCH_YEAR)
  year: number;

  @EnumField({ label: 'Status', values: RESEARCH_STATUSES, required: VALIDATION.statusRequired })
  status: ResearchStatus;

  /** Sent by the form (SPEC.md section 7); the uploaded file's own name is used when absent. */
  @TextField({ label: 'File name', max: MAX_LENGTH.fileName })
  fileName?: string | null;
}
