/**
 * A book saved without its date of accession takes the institute's today (the day it was entered):
 * the NCTE disclosure counts the additions of the last quarter by that date (ARCHITECTURE.md 12.3).
 */
import { instituteToday } from '../../common/institute-date';
import type { ContentHooks, WriteContext } from '../content-hooks';

async function decide({ values, current }: WriteContext): Promise<Record<string, unknown>> {
  if (values.accessionDate) return {};
  const kept = current?.accessionDate;
  return { accessionDate: kept ?? instituteToday() };
}

export const bookAccession: ContentHooks = { decide };
