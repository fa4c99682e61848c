/** The research papers' table mapping, derived from their definition (content-types/research.ts). */
import { research } from '@diet/contracts/content-types/research';
import { CONTENT_SCHEMAS } from '../content/content-schemas';

export const ResearchPaperEntity = CONTENT_SCHEMAS.get(research)!;
