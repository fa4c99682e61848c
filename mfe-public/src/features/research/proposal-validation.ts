import { RESEARCH_MIN_YEAR, currentYear, westernDigits } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { checkUpload } from '../../components/upload-check';

export interface ProposalValues extends Record<string, unknown> {
  title: string;
  author: string;
  year: string;
  description: string;
  status: string;
  file: File | null;
  website: string;
}

/** SPEC.md section 5, Research proposal (public), with the year range the API also checks. */
export function validateProposal(v: ProposalValues): Partial<Record<keyof ProposalValues, string>> {
  const e: Partial<Record<keyof ProposalValues, string>> = {};
  if (!v.title.trim()) e.title = VALIDATION.titleRequired;
  if (!v.author.trim()) e.author = VALIDATION.authorNameRequired;
  // '੨੦੨੪' and '२०२४' are 2024: a phone's Punjabi or Hindi keyboard types those digits.
  const year = westernDigits(v.year.trim());
  if (!year) e.year = VALIDATION.yearRequired;
  else if (!/^\d+$/.test(year)) e.year = VALIDATION.yearNumeric;
  else if (Number(year) < RESEARCH_MIN_YEAR) e.year = VALIDATION.researchYearMin;
  else if (Number(year) > currentYear()) e.year = VALIDATION.researchYearFuture;
  if (!v.description.trim()) e.description = VALIDATION.descriptionRequired;
  if (!v.status) e.status = VALIDATION.statusRequired;
  if (!v.file) e.file = VALIDATION.researchFileRequired;
  else {
    const problem = checkUpload(v.file);
    if (problem) e.file = problem;
  }
  return e;
}
