/**
 * A book saved without its date of accession takes the day it was first entered, at the
 * institute: today on create, its creation day on an edit (an edit is not an accession, so it never
 * moves a book into this quarter). The NCTE disclosure counts the additions of the last quarter by
 * that date (ARCHITECTURE.md 12.3).
 */
import { instituteToday } from '../../common/institute-date';
import type { ContentHooks, WriteContext } from '../content-hooks';

async function decide({ values, current }: WriteContext): Promise<Record<string, unknown>> {
  if (values.accessionDate) return {};
  return { accessionDate: current ? instituteToday(current.createdAt as Date) : instituteToday() };
}

export const bookAccession: ContentHooks = { decide };
